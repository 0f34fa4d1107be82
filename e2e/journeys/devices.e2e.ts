import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { byTestId, logInAsExperience, useJourney } from '../support/journey.ts';
import { apiAs } from '../support/phone-api.ts';

/**
 * The experience account sees its simulated devices online (they connect at start
 * like `npm start`), switching the smart plug reaches the simulated device and its echo shows in the UI,
 * and a reported temperature appears without a reload (the demo devices report every 10 s).
 */
const journey = useJourney({ CAPTCHA_ENABLED: 'false' });

const PLUG = '客厅智能插座';
const SENSOR = '卧室温湿度';
// Nine everyday devices and the care camera (its stream plays in the video player, video.e2e.ts).
const DEMO_DEVICES = 10;
/** One report period (10 s) and a margin. */
const REPORT_WAIT_MS = 25_000;

let page: Page;

const card = (name: string) => page.locator('[data-testid^="device-card-"]', { hasText: name });

const apiGet = <T>(path: string) => apiAs<T>(journey.server, page, 'GET', path);

beforeAll(async () => {
  ({ page } = await journey.newPhone());
  await logInAsExperience(page);
});

afterAll(async () => {
  await page?.context().close();
});

it('lists the simulated devices online, from the home quick entry', async () => {
  await byTestId(page, 'entry-devices').click();
  await page.waitForURL(/#\/pagesA\/device\/list/);
  await byTestId(page, 'device-list').waitFor();
  await expect.poll(() => page.locator('[data-testid^="device-card-"]').count()).toBe(DEMO_DEVICES);
  // Status text, not colour alone; every demo device is connected to the broker.
  await expect
    .poll(() => page.locator('[data-testid^="device-card-"][data-status="3"]').count(), { timeout: 20_000 })
    .toBe(DEMO_DEVICES);
  expect(await card(PLUG).getByText('在线').count()).toBe(1);
  await expect.poll(() => byTestId(page, 'realtime-state').getAttribute('data-state')).toBe('connected');
  // The first card shows without scrolling past the controls above the list.
  const firstCard = page.locator('[data-testid^="device-card-"]').first();
  expect((await firstCard.boundingBox())?.y).toBeLessThan(230);
  // Each card shows its key reading, like Mi Home's and Tuya's lists: a plug's switch and power, a
  // thermometer's temperature and humidity. The list is read again until the demo devices have reported.
  const reading = (name: string) => card(name).locator('[data-testid^="device-reading-"]');
  await expect
    .poll(
      async () => {
        await page.reload();
        await byTestId(page, 'device-list').waitFor();
        return `${await reading(PLUG).textContent()} | ${await reading(SENSOR).textContent()}`;
      },
      { timeout: REPORT_WAIT_MS, interval: 2_000 },
    )
    .toMatch(/^(打开|关闭) · [\d.]+ W \| -?[\d.]+ ℃ · [\d.]+ %$/);
  await screenshot(page, 'devices-1-list');
  await byTestId(page, 'device-add').click();
  await page.waitForURL(/#\/pagesA\/device\/add/);
  await page.locator('label.dv-product').first().waitFor();
  await screenshot(page, 'devices-1b-add');
  await page.goBack();
  await byTestId(page, 'device-list').waitFor();
}, 60_000);

it('switches the smart plug: the command reaches the device and its echo shows', async () => {
  await card(PLUG).click();
  await page.waitForURL(/#\/pagesA\/device\/detail\?deviceId=\d+/);
  const deviceId = Number(new URL(page.url().replace('#', '')).searchParams.get('deviceId'));
  const toggle = byTestId(page, 'thing-switch-switch');
  await toggle.waitFor();
  await expect.poll(() => byTestId(page, 'device-state').getAttribute('data-status')).toBe('3');
  await expect.poll(() => byTestId(page, 'realtime-state').getAttribute('data-state')).toBe('connected');
  await screenshot(page, 'devices-2-plug');

  const before = (await toggle.getAttribute('aria-checked')) === 'true';
  const wanted = before ? '0' : '1';
  await toggle.click();
  await page.getByText('开关 指令发送成功').waitFor();
  // The control follows the device, not the tap: it turns only when the plug echoes its new state.
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(String(!before));
  await expect.poll(() => byTestId(page, 'thing-switch').getAttribute('data-value')).toBe(wanted);
  await byTestId(page, 'thing-switch-pending').waitFor({ state: 'detached' });
  // The server stored what the device reported back.
  const values = await apiGet<{ data: Array<{ id: string; value: string }> }>(
    `/iot/device/thingsModelValue/${deviceId}`,
  );
  expect(values.data.find((v) => v.id === 'switch')?.value).toBe(wanted);
  await screenshot(page, 'devices-3-plug-switched');

  // An out-of-range number never leaves the phone (the broker would drop the client).
  await byTestId(page, 'thing-countdown-input').fill('5000');
  await byTestId(page, 'thing-countdown-error').waitFor();
  expect(await byTestId(page, 'thing-countdown-send').isDisabled()).toBe(true);

  await byTestId(page, 'device-tab-details').click();
  await byTestId(page, 'device-form').waitFor();
  await byTestId(page, 'device-mqtt').waitFor();
  expect(await byTestId(page, 'device-mqtt-client-id').textContent()).toMatch(/^S&/);
  await screenshot(page, 'devices-4-plug-details');
});

it('shows a reported temperature without a reload', async () => {
  await page.goBack();
  await card(SENSOR).click();
  await page.waitForURL(/#\/pagesA\/device\/detail\?deviceId=\d+/);
  const gauge = byTestId(page, 'gauge-temperature');
  await gauge.waitFor();
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  // The next report arrives over MQTT (/ws/service) and lands in the gauge. On a busy machine one may have
  // landed already while the screen opened: the test waits for one newer than what the gauge shows now.
  const shown = await gauge.getAttribute('data-at');
  await expect.poll(() => gauge.getAttribute('data-at'), { timeout: REPORT_WAIT_MS }).not.toBe(shown);
  expect(await gauge.getAttribute('data-at')).not.toBe('');
  expect(await gauge.getAttribute('data-value')).toMatch(/^-?\d+(\.\d+)?$/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  await screenshot(page, 'devices-5-temperature-live');
}, 60_000);

const setLifeData = (values: { language: string; elder: boolean }) =>
  page.evaluate((wanted) => {
    const data = JSON.parse(localStorage.getItem('lifeData') ?? '{}');
    localStorage.setItem('lifeData', JSON.stringify({ ...data, ...wanted }));
  }, values);

it('reads well in English and in elder mode', async () => {
  await setLifeData({ language: 'en-US', elder: false });
  await page.reload();
  await page.getByText('Running status').waitFor();
  await screenshot(page, 'devices-6a-sensor-en');
  await page.goBack();
  await byTestId(page, 'device-list').waitFor();
  // The readings speak English too.
  await expect
    .poll(() => card(PLUG).locator('[data-testid^="device-reading-"]').textContent())
    .toMatch(/^(On|Off) · /);
  await screenshot(page, 'devices-6b-list-en');
  await page.goto('/#/pagesA/device/add');
  await page.locator('label.dv-product').first().waitFor();
  await screenshot(page, 'devices-6c-add-en');
  // The longest English product name wraps inside its card instead of running out of it.
  for (const label of await page.locator('label.dv-product').all()) {
    const name = label.locator('.dv-product__name');
    const [box, nameBox] = [await label.boundingBox(), await name.boundingBox()];
    expect(nameBox!.x + nameBox!.width).toBeLessThanOrEqual(box!.x + box!.width + 0.5);
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  await page.goBack();

  await setLifeData({ language: 'en-US', elder: true });
  await page.reload();
  await byTestId(page, 'device-list').waitFor();
  await expect
    .poll(() => page.locator('[data-testid^="device-card-"][data-status="3"]').count())
    .toBe(DEMO_DEVICES);
  await screenshot(page, 'devices-7-list-en-elder');
  await card(SENSOR).click();
  await byTestId(page, 'gauge-temperature').waitFor();
  await page.getByText('Running status').waitFor();
  await screenshot(page, 'devices-6-sensor-en-elder');
  await page.goBack();
  // Elder mode puts what one can press first: the plug's switch sits above its read-only items.
  await card(PLUG).click();
  const toggle = byTestId(page, 'thing-switch-switch');
  await toggle.waitFor();
  const states = byTestId(page, 'device-states');
  await states.waitFor();
  expect((await toggle.boundingBox())!.y).toBeLessThan((await states.boundingBox())!.y);
  await screenshot(page, 'devices-7b-plug-en-elder');
  await page.goBack();
  await byTestId(page, 'device-list').waitFor();
});

it('adding a camera by the number on its label asks for its authorization code, which the server checks', async () => {
  // Still in English and elder mode (above): the new words read in English too.
  await page.goto('/#/pagesA/device/add');
  await page.locator('label', { hasText: 'Care camera' }).click();
  await byTestId(page, 'device-add-serial').fill('CAM-E2E-1');
  const code = byTestId(page, 'device-add-auth-code');
  await byTestId(page, 'device-add-submit').click();
  await page.getByText('Enter the authorization code from the box or label').waitFor();
  await code.fill('NOT-THE-CODE');
  await byTestId(page, 'device-add-submit').click();
  // The server's refusal lands on the field it names; nothing was added.
  await page.locator('.field__error', { hasText: 'The authorization code is wrong' }).waitFor();
  expect(page.url()).toContain('/pagesA/device/add');
  await code.scrollIntoViewIfNeeded();
  await screenshot(page, 'devices-8-auth-code-en-elder');
});

it('groups: make one, put two devices in, the device list shows them under its tab, then delete it', async () => {
  // Still in English and elder mode.
  await page.goto('/#/pagesA/device/list');
  await byTestId(page, 'device-groups').click();
  await byTestId(page, 'device-group-add').click();
  await byTestId(page, 'device-group-form-save').click();
  // Checked on the phone before anything is sent.
  await page.getByText('Group name cannot be empty').waitFor();
  await byTestId(page, 'device-group-form-name').fill('Living room');
  await byTestId(page, 'device-group-form-order').fill('1');
  await byTestId(page, 'device-group-form-save').click();
  const group = page.locator('li[data-testid^="device-group-"]', { hasText: 'Living room' });
  await group.waitFor();
  await expect.poll(() => group.textContent()).toContain('0 devices');
  const groupId = Number((await group.getAttribute('data-testid'))?.replace('device-group-', ''));

  await byTestId(page, `device-group-pick-${groupId}`).click();
  for (const name of [PLUG, SENSOR]) {
    await page.locator('label.dv-pick', { hasText: name }).locator('input').check();
  }
  await page.getByText('2 selected').waitFor();
  await screenshot(page, 'devices-9-group-pick-en-elder');
  await byTestId(page, 'device-group-devices-save').click();
  await expect.poll(() => group.textContent()).toContain('2 devices');
  await screenshot(page, 'devices-9b-group-list-en-elder');

  await page.goto('/#/pagesA/device/list');
  await byTestId(page, `device-group-tab-${groupId}`).click();
  await expect.poll(() => page.locator('[data-testid^="device-card-"]').count()).toBe(2);
  await screenshot(page, 'devices-10-group-tab-en-elder');

  await byTestId(page, 'device-groups').click();
  await byTestId(page, `device-group-delete-${groupId}`).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await byTestId(page, `device-group-${groupId}`).waitFor({ state: 'detached' });
});
