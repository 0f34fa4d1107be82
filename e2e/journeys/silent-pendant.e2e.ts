import type { AlertLog } from '@linli/contracts';
import type { SimDevice } from '@linli/device-sim';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { addDevice, api, newAccountOnPhone, simulate } from '../support/devices.ts';
import { byTestId, useJourney } from '../support/journey.ts';

/**
 * A silent safety device is itself an alarm: a simulated SOS pendant (a real MQTT client with the pendant's
 * own credentials) goes quiet — its battery died, it left the flat — and once it has been silent longer than
 * allowed, its owner's phone shows the 设备离线 warning as a banner over whatever screen is open. The pendant
 * comes back and the warning closes by itself (无需处理). The allowed silence is shortened to 10 s
 * (ALERT_OFFLINE_SECONDS) instead of the pendant's 10 minutes.
 */
const journey = useJourney({ CAPTCHA_ENABLED: 'false', ALERT_OFFLINE_SECONDS: '10' });
const PENDANT = '外婆的呼叫挂件';

let page: Page;
let token: string;
let pendant: Awaited<ReturnType<typeof addDevice>>;
let sim: SimDevice | undefined;

const alerts = async () =>
  (await api<{ rows: AlertLog[] }>(journey.server, '/iot/alertLog/list', token)).rows;

const deviceStatus = async () =>
  (await api<{ data: { status: number } }>(journey.server, `/iot/device/${pendant.deviceId}`, token)).data
    .status;

beforeAll(async () => {
  ({ page } = await journey.newPhone());
  token = await newAccountOnPhone(journey.server, page, 'grandson');
  pendant = await addDevice(journey.server, token, 'SOS pendant', PENDANT);
});

afterAll(async () => {
  await sim?.stop();
  await page?.context().close();
});

it('a pendant silent past its allowance warns its owner on any screen, and its return clears the warning', async () => {
  sim = await simulate(pendant);
  await expect.poll(deviceStatus, { timeout: 10_000 }).toBe(3);
  // The grandson is reading the news, nowhere near the alerts.
  await page.goto('/#/pages/news/index');

  const silentSince = Date.now();
  await sim.stop();
  sim = undefined;
  await expect.poll(deviceStatus, { timeout: 10_000 }).toBe(4);
  // Offline is not yet an alarm: nothing before the allowed silence is over.
  expect(await alerts()).toEqual([]);

  const banner = byTestId(page, 'alert-banner');
  await banner.getByText('设备离线').waitFor({ timeout: 30_000 });
  const waited = Date.now() - silentSince;
  console.log(`[silent] pendant silent → 设备离线 banner after ${waited} ms (allowed 10 s)`);
  expect(waited).toBeGreaterThanOrEqual(10_000);
  await banner.getByText(PENDANT).waitFor();
  expect(page.url()).toContain('/pages/news/index');
  await screenshot(page, 'silent-1-offline-banner');
  const [warning, ...more] = await alerts();
  expect(more).toEqual([]);
  expect(warning).toMatchObject({
    origin: 'device',
    identifier: 'offline',
    alertName: '设备离线',
    alertLevel: 2,
    status: 1,
    deviceName: PENDANT,
  });
  expect(warning!.detail).toEqual([{ id: 'offline', value: '10 s' }]);

  // On the Dynamic tab it waits as 待处理, until the pendant is back: then it closes by itself.
  await page.goto('/#/pages/tabBar/alert');
  const card = byTestId(page, `alert-card-${warning!.alertLogId}`);
  await expect.poll(() => card.getAttribute('data-status')).toBe('1');
  sim = await simulate(pendant);
  await expect.poll(deviceStatus, { timeout: 10_000 }).toBe(3);
  await expect.poll(async () => (await alerts())[0]?.status, { timeout: 10_000 }).toBe(2);
  await expect.poll(() => card.getAttribute('data-status'), { timeout: 10_000 }).toBe('2');
  await card.getByText('无需处理').waitFor();
  await screenshot(page, 'silent-2-back-online');
});
