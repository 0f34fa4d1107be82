import type { SimDevice } from '@linli/device-sim';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { addDevice, api, newAccountOnPhone, simulate } from '../support/devices.ts';
import { byTestId, useJourney } from '../support/journey.ts';

/**
 * An OTA upgrade of a simulated device goes through every state to the new version.
 * The device is offline when the upgrade is asked for (waiting), connects (sent), downloads with progress,
 * checks the SHA-256, installs and reports v1.1, the demo firmware of the smart plug. The page follows it
 * live over MQTT; the step list shows the time each state was reached.
 */
const journey = useJourney({ CAPTCHA_ENABLED: 'false' });

let page: Page;
let token: string;
let sim: SimDevice | undefined;
let device: Awaited<ReturnType<typeof addDevice>>;

beforeAll(async () => {
  ({ page } = await journey.newPhone());
  token = await newAccountOnPhone(journey.server, page, 'ota');
  device = await addDevice(journey.server, token, 'Smart plug', '书房插座');
});

afterAll(async () => {
  await sim?.stop();
  await page?.context().close();
});

const status = () => byTestId(page, 'ota-task').getAttribute('data-status');

it('offers the newer firmware and, with the device offline, the upgrade waits', async () => {
  await page.goto(`/#/pagesA/device/detail?deviceId=${device.deviceId}`);
  await byTestId(page, 'ota-card').waitFor();
  await expect.poll(() => byTestId(page, 'ota-current-version').textContent()).toContain('v1');
  await byTestId(page, 'ota-check').click();
  // The confirmation names the new version; nothing starts without it.
  await page.getByText('发现新版本 v1.1').waitFor();
  await screenshot(page, 'ota-1-confirm');
  await page.getByRole('button', { name: '立即升级' }).click();
  await expect.poll(status).toBe('waiting');
  await expect.poll(() => byTestId(page, 'ota-status').textContent()).toContain('等待设备上线');
  await screenshot(page, 'ota-2-waiting');
});

it('the device connects and the page follows every state to the new version', async () => {
  await expect.poll(() => byTestId(page, 'realtime-state').getAttribute('data-state')).toBe('connected');
  sim = await simulate(device, {
    // Slow enough for a person (and a screenshot) to see the download progress.
    ota: { stepMs: 900 },
  });
  await expect.poll(status, { timeout: 20_000 }).toBe('downloading');
  await byTestId(page, 'ota-progress').waitFor();
  await expect
    .poll(async () => Number(await byTestId(page, 'ota-progress').getAttribute('value')))
    .toBeGreaterThan(0);
  await screenshot(page, 'ota-3-downloading');
  await expect.poll(status, { timeout: 20_000 }).toBe('success');
  await expect.poll(() => byTestId(page, 'ota-status').textContent()).toContain('升级成功，已是 v1.1');
  await expect.poll(() => byTestId(page, 'ota-current-version').textContent()).toContain('v1.1');
  for (const step of ['waiting', 'sent', 'downloading', 'installing', 'success']) {
    expect(await byTestId(page, `ota-step-${step}`).getAttribute('data-reached')).toBe('true');
  }
  await screenshot(page, 'ota-4-success');

  // The server kept the same story, and the device row runs the new version.
  const { data: task } = await api<{ data: { steps: { status: string }[] } }>(
    journey.server,
    `/iot/firmware/task?deviceId=${device.deviceId}`,
    token,
  );
  expect(task.steps.map((s) => s.status)).toEqual([
    'waiting',
    'sent',
    'downloading',
    'installing',
    'success',
  ]);
  const { data: detail } = await api<{ data: { firmwareVersion: number } }>(
    journey.server,
    `/iot/device/${device.deviceId}`,
    token,
  );
  expect(detail.firmwareVersion).toBe(1.1);
  expect(sim.firmwareVersion()).toBe(1.1);

  // Checking again now says so (docs/product.md "Firmware upgrade").
  await byTestId(page, 'ota-check').click();
  await expect.poll(() => byTestId(page, 'ota-latest').textContent()).toBe('已经是最新版本');
});

it('works in English and in elder mode', async () => {
  await page.evaluate(() => {
    const life = JSON.parse(localStorage.getItem('lifeData') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('lifeData', JSON.stringify({ ...life, language: 'en-US' }));
  });
  await page.reload();
  await page.evaluate(() => document.documentElement.classList.add('elder'));
  await byTestId(page, 'ota-card').waitFor();
  await expect
    .poll(() => byTestId(page, 'ota-status').textContent())
    .toContain('Upgrade succeeded, now v1.1');
  await byTestId(page, 'ota-card').scrollIntoViewIfNeeded();
  await screenshot(page, 'ota-5-elder-en');
});
