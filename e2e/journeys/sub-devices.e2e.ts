import type { DeviceShort } from '@linli/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { byTestId, logInAsExperience, useJourney } from '../support/journey.ts';
import { apiAs } from '../support/phone-api.ts';

/**
 * Gateway sub-devices (gwDevCode, slaveId: docs/fastbee.md "Gateway sub-devices"): the demo gateway's page
 * lists its water-leak sensor; the owner unlinks it (after confirming) and links it again through the picker,
 * with a bus address checked in the form; the sub-device's page names its gateway and leads back to it.
 */
const journey = useJourney({ CAPTCHA_ENABLED: 'false' });

const GATEWAY = '家庭网关';
const SUB = '厨房水浸';

let page: Page;
let gateway: DeviceShort;
let sub: DeviceShort;

const apiGet = <T>(path: string) => apiAs<T>(journey.server, page, 'GET', path);

const openDevice = async (deviceId: number) => {
  await page.goto(`/#/pagesA/device/detail?deviceId=${deviceId}`);
  await byTestId(page, 'device-state').waitFor();
};

beforeAll(async () => {
  ({ page } = await journey.newPhone());
  await logInAsExperience(page);
  const { rows } = await apiGet<{ rows: DeviceShort[] }>('/iot/device/shortList?pageNum=1&pageSize=100');
  gateway = rows.find((d) => d.deviceName === GATEWAY)!;
  sub = rows.find((d) => d.deviceName === SUB)!;
  expect(sub.gwDevCode).toBe(gateway.serialNumber);
});

afterAll(async () => {
  await page?.context().close();
});

it("the gateway's page lists its sub-device with product, status in words and bus address", async () => {
  await openDevice(gateway.deviceId);
  const row = byTestId(page, `sub-device-${sub.deviceId}`);
  await row.waitFor();
  expect(await row.textContent()).toContain(SUB);
  expect(await row.textContent()).toContain(sub.productName);
  expect(await byTestId(page, `sub-device-slave-${sub.deviceId}`).textContent()).toBe('地址 1');
  const status = byTestId(page, `sub-device-status-${sub.deviceId}`);
  expect(await status.textContent()).toMatch(/在线|离线/);
  await screenshot(page, 'sub-devices-1-gateway');
});

it('unlinks after a confirmation: the section shows its empty state', async () => {
  await byTestId(page, `sub-device-unlink-${sub.deviceId}`).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(`把“${SUB}”从这个网关下解除？`, { exact: false }).waitFor();
  await screenshot(page, 'sub-devices-2-confirm');
  await dialog.getByRole('button', { name: '确定' }).click();
  await byTestId(page, 'sub-devices-empty').waitFor();
  expect(await byTestId(page, `sub-device-${sub.deviceId}`).count()).toBe(0);
  const { data } = await apiGet<{ data: DeviceShort[] }>(`/iot/relation/dev/${gateway.deviceId}`);
  expect(data).toEqual([]);
  await screenshot(page, 'sub-devices-3-empty');
});

it('links it again through the picker; the bus address is checked in the form', async () => {
  await byTestId(page, 'sub-devices-link').click();
  await page.waitForURL(/#\/pagesA\/device\/subDevice\/link\?deviceId=\d+/);
  const choice = byTestId(page, `sub-device-pick-${sub.deviceId}`);
  await choice.waitFor();
  // Only free sub-device products are offered: the gateway and the everyday devices are not.
  expect(await page.locator('[data-testid^="sub-device-pick-"][type="radio"]').count()).toBe(1);
  await byTestId(page, 'sub-device-pick-slave').fill('300');
  await byTestId(page, 'sub-device-pick-save').click();
  await page.getByText('请选择一台子设备').waitFor();
  await page.getByText('子设备地址应为 1 到 247 的整数').waitFor();
  await screenshot(page, 'sub-devices-4-picker');
  await choice.check();
  await byTestId(page, 'sub-device-pick-slave').fill('5');
  await byTestId(page, 'sub-device-pick-save').click();
  await page.waitForURL(new RegExp(`#/pagesA/device/detail\\?deviceId=${gateway.deviceId}$`));
  await byTestId(page, `sub-device-${sub.deviceId}`).waitFor();
  expect(await byTestId(page, `sub-device-slave-${sub.deviceId}`).textContent()).toBe('地址 5');
  await screenshot(page, 'sub-devices-5-linked');
});

it("the sub-device's page names its gateway and leads back to it", async () => {
  await byTestId(page, `sub-device-open-${sub.deviceId}`).click();
  await page.waitForURL(new RegExp(`deviceId=${sub.deviceId}$`));
  const line = byTestId(page, 'sub-device-gateway');
  await expect.poll(() => line.textContent()).toBe(`通过网关${GATEWAY}连接`);
  await screenshot(page, 'sub-devices-6-sub');
  await byTestId(page, 'sub-device-gateway-link').click();
  await page.waitForURL(new RegExp(`deviceId=${gateway.deviceId}$`));
  await byTestId(page, `sub-device-${sub.deviceId}`).waitFor();
});

it('in English elder mode: the same section and line, worded in English', async () => {
  await page.evaluate(() => {
    const data = JSON.parse(localStorage.getItem('lifeData') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('lifeData', JSON.stringify({ ...data, language: 'en-US', elder: true }));
  });
  await page.reload();
  await byTestId(page, `sub-device-${sub.deviceId}`).waitFor();
  expect(await page.evaluate(() => document.documentElement.className)).toContain('elder');
  expect(await byTestId(page, 'sub-devices').locator('h2').textContent()).toBe('Sub-devices');
  expect(await byTestId(page, `sub-device-slave-${sub.deviceId}`).textContent()).toBe('Address 5');
  // Elder mode: the unlink button is a 60 px target.
  const box = await byTestId(page, `sub-device-unlink-${sub.deviceId}`).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(60);
  await screenshot(page, 'sub-devices-7-gateway-en-elder');
  await openDevice(sub.deviceId);
  await expect
    .poll(() => byTestId(page, 'sub-device-gateway').textContent())
    .toBe(`Connected through gateway ${GATEWAY}`);
  await screenshot(page, 'sub-devices-8-sub-en-elder');
});
