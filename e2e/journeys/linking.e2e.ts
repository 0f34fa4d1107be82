import {
  API_PREFIX,
  type DeviceShort,
  EXPERIENCE_PASSWORD,
  EXPERIENCE_USERNAME,
  type MqttConnectData,
  type ThingsModelSet,
} from '@linli/contracts';
import { type ProvisionableDevice, startProvisionableDevice } from '@linli/device-sim';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { byTestId, logInWithPassword, useJourney } from '../support/journey.ts';
import { tokenOf } from '../support/phone-api.ts';

/**
 * Wi-Fi provisioning against a simulated device on loopback ends with
 * the device online and owned by the user; linking by typed number works, and linking someone else's device
 * is refused. Also the map pickers without tiles (unreachable here: address search, the last place, coordinates
 * as an advanced way, the view-only "map unavailable") and mobile monitoring with the permission overlay.
 */
const journey = useJourney({
  CAPTCHA_ENABLED: 'false',
  // The simulated device answers on a loopback port chosen at run time; the CSP must let the app call it.
  PROVISIONING_ORIGINS: 'http://127.0.0.1:*',
  // Tiles from a port nobody listens on: the pickers show their no-tiles fallback, as offline.
  MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
});

const suffix = Date.now().toString().slice(-6);
const USER = {
  username: `link${suffix}`,
  password: 'Secret#2026',
  phonenumber: `1391${suffix}0`.slice(0, 11),
};
const WIFI = { ssid: 'Home Wi-Fi #2', password: 'p&ss #word 1+1=2' };
const SERIAL = `E2E${suffix}`;
const DEVICE_PRODUCT = 'th-sensor';

let context: BrowserContext;
let page: Page;
let ap: ProvisionableDevice;
let experienceToken: string;
let demo: DeviceShort;
let sensorProductId: number;

async function api<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(`${journey.server.url}${API_PREFIX}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return (await response.json()) as T & { code: number; msg: string };
}

beforeAll(async () => {
  const registered = await api('/iot/tool/register', {
    method: 'POST',
    body: { ...USER, confirmPassword: USER.password },
  });
  expect(registered.code, registered.msg).toBe(200);
  const experience = await api<{ token: string }>('/login', {
    method: 'POST',
    body: { username: EXPERIENCE_USERNAME, password: EXPERIENCE_PASSWORD },
  });
  experienceToken = experience.token;
  const list = await api<{ rows: DeviceShort[] }>('/iot/device/shortList?pageSize=20', {
    token: experienceToken,
  });
  demo = list.rows[0]!;
  // The broker's port, as a device learns it (getMqttConnectData), for the simulated device's "router".
  const connect = await api<{ data: MqttConnectData }>(
    `/iot/device/getMqttConnectData?deviceId=${demo.deviceId}`,
    { token: experienceToken },
  );
  const products = await api<{ rows: { productId: number; productName: string }[] }>(
    '/iot/product/shortList?pageSize=50',
    { token: experienceToken },
  );
  const sensor = list.rows.find((d) => d.imgUrl.includes(DEVICE_PRODUCT));
  sensorProductId = sensor?.productId ?? products.rows[1]!.productId;
  const model = await api<{ data: ThingsModelSet }>(`/iot/model/cache/${sensorProductId}`, {
    token: experienceToken,
  });
  ap = await startProvisionableDevice({
    productId: sensorProductId,
    serialNumber: `AP${suffix}`,
    model: model.data,
    brokerUrl: `mqtt://127.0.0.1:${connect.data.port}`,
  });
  ({ context, page } = await journey.newPhone());
  await logInWithPassword(page, USER.username, USER.password);
});

afterAll(async () => {
  await ap?.stop();
  await context?.close();
});

it('offers scan, typing and Wi-Fi provisioning from "add device"', async () => {
  await page.goto('/#/pagesA/device/list');
  await byTestId(page, 'device-add').click();
  await byTestId(page, 'add-methods').waitFor();
  for (const method of ['provision', 'scan', 'relate', 'phone']) {
    await byTestId(page, `add-method-${method}`).waitFor();
  }
  await screenshot(page, 'linking-1-add-methods');
});

it('provisions the simulated device: URL-encoded settings, then online and owned by me', async () => {
  await byTestId(page, 'add-method-provision').click();
  await byTestId(page, 'provision-form').waitFor();
  await byTestId(page, 'provision-ssid').fill(WIFI.ssid);
  await byTestId(page, 'provision-password').fill(WIFI.password);
  await byTestId(page, 'provision-advanced').check();
  await byTestId(page, 'provision-address').fill(ap.address);
  expect(await byTestId(page, 'provision-user').inputValue()).toMatch(/^\d+$/);
  await screenshot(page, 'linking-2-provision-form');
  await byTestId(page, 'provision-next').click();
  await expect
    .poll(() => byTestId(page, 'provision-detected').getAttribute('data-detected'), { timeout: 15_000 })
    .toBe('true');
  await screenshot(page, 'linking-3-provision-detected');
  await byTestId(page, 'provision-start').click();
  await byTestId(page, 'provision-success').waitFor({ timeout: 30_000 });
  await screenshot(page, 'linking-4-provision-success');

  // The device got the Wi-Fi password exactly, & # + and spaces included.
  expect(ap.lastConfig()).toMatchObject({ ssid: WIFI.ssid, password: WIFI.password });
  const mine = await api<{ rows: DeviceShort[] }>('/iot/device/shortList', { token: await tokenOf(page) });
  const provisioned = mine.rows.find((d) => d.serialNumber === `AP${suffix}`);
  expect(provisioned).toMatchObject({ status: 3, isOwner: 1, productId: sensorProductId });

  await byTestId(page, 'provision-open').click();
  await page.waitForURL(/#\/pagesA\/device\/detail\?deviceId=\d+/);
  await expect.poll(() => byTestId(page, 'device-state').getAttribute('data-status')).toBe('3');
});

it('links a device by typing its number', async () => {
  await page.goto('/#/pagesA/list/home/deviceRelate');
  await byTestId(page, 'relate-form').waitFor();
  // docs/product.md "Linking devices": device number and product cannot be empty.
  await byTestId(page, 'relate-submit').click();
  await page.getByText('设备编号不能为空').waitFor();
  await byTestId(page, 'relate-number-0').fill(SERIAL);
  await byTestId(page, 'relate-product-0').selectOption(String(sensorProductId));
  await byTestId(page, 'relate-name-0').fill('客厅温湿度');
  await screenshot(page, 'linking-5-relate-typed');
  await byTestId(page, 'relate-submit').click();
  await page.waitForURL(/#\/pagesA\/device\/list/);
  await page.locator('[data-testid^="device-card-"]', { hasText: '客厅温湿度' }).waitFor();
  const mine = await api<{ rows: DeviceShort[] }>('/iot/device/shortList', { token: await tokenOf(page) });
  expect(mine.rows.find((d) => d.serialNumber === SERIAL)).toMatchObject({ isOwner: 1 });
  await screenshot(page, 'linking-6-relate-linked');
});

it("refuses to link someone else's device, which stays theirs", async () => {
  await page.goto('/#/pagesA/list/home/deviceRelate');
  await byTestId(page, 'relate-number-0').fill(demo.serialNumber);
  await byTestId(page, 'relate-product-0').selectOption(String(demo.productId));
  await byTestId(page, 'relate-submit').click();
  // The refusal shows as a toast and stays beside the row it concerns.
  await byTestId(page, 'relate-row-0')
    .locator('.field__error', { hasText: `设备${demo.serialNumber}已被其他用户绑定` })
    .waitFor();
  await screenshot(page, 'linking-7-relate-refused');
  expect(page.url()).toContain('deviceRelate');
  const theirs = await api<{ data: { isOwner: number } }>(`/iot/device/${demo.deviceId}`, {
    token: experienceToken,
  });
  expect(theirs.data.isOwner).toBe(1);
});

it('picks a place without map tiles: by address search, then by the last place', async () => {
  await page.goto('/#/pagesA/device/list');
  await page.locator('[data-testid^="device-card-"]', { hasText: '客厅温湿度' }).click();
  await page.waitForURL(/#\/pagesA\/device\/detail\?deviceId=\d+/);
  const deviceId = Number(new URL(page.url().replace('#', '')).searchParams.get('deviceId'));
  const savedLongitude = async () => {
    const detail = await api<{ data: { longitude: number; locationWay: number } }>(
      `/iot/device/${deviceId}`,
      {
        token: await tokenOf(page),
      },
    );
    return [detail.data.locationWay, detail.data.longitude];
  };
  await byTestId(page, 'device-tab-details').click();
  await byTestId(page, 'device-form-way-3').check();
  await byTestId(page, 'device-form-pick-map').click();
  await page.waitForURL(/#\/choose-location/);
  // No tile loads here: the "map unavailable" picture, and the ways that need no map, never "type coordinates".
  await byTestId(page, 'map-offline').waitFor();
  expect(await byTestId(page, 'map-offline').textContent()).not.toContain('经纬度');
  expect(await byTestId(page, 'map-longitude').isVisible()).toBe(false);
  expect(await byTestId(page, 'map-confirm').isDisabled()).toBe(true);
  await byTestId(page, 'map-search').fill('火星');
  await byTestId(page, 'map-search-none').waitFor();
  await byTestId(page, 'map-search').fill('福田');
  // The centre comes first (its address is in Futian), then the district.
  await byTestId(page, 'map-result-0').getByText('福中三路').waitFor();
  await byTestId(page, 'map-result-1').getByText('福田区').waitFor();
  await screenshot(page, 'linking-8-choose-location-search');
  await byTestId(page, 'map-result-1').click();
  await byTestId(page, 'map-selected').getByText('福田区').waitFor();
  await screenshot(page, 'linking-8b-choose-location-chosen');
  await byTestId(page, 'map-confirm').click();
  await page.waitForURL(/#\/pagesA\/device\/detail/);
  // The form shows the place in words (its address, else "near …"), never number fields to type in.
  await expect.poll(() => byTestId(page, 'device-form-place').textContent()).not.toBe('还没有选择位置');
  expect(await page.locator('[data-testid="device-form"] input[inputmode="decimal"]').count()).toBe(0);
  await byTestId(page, 'device-form-save').click();
  await expect.poll(savedLongitude).toEqual([3, 114.0559]);

  // Coordinates by hand are still there, folded away as an advanced way.
  await byTestId(page, 'device-form-pick-map').click();
  await page.waitForURL(/#\/choose-location/);
  await byTestId(page, 'map-coords-toggle').click();
  await byTestId(page, 'map-longitude').fill('114.0456');
  await byTestId(page, 'map-latitude').fill('22.5612');
  await byTestId(page, 'map-selected').getByText('114.0456').waitFor();
  // The last place picked on this phone is one tap away.
  await byTestId(page, 'map-last').getByText('福田区').waitFor();
  await screenshot(page, 'linking-8c-choose-location-last');
  await byTestId(page, 'map-last').click();
  await byTestId(page, 'map-selected').getByText('福田区').waitFor();
  expect(await byTestId(page, 'map-longitude').inputValue()).toBe('114.0559');
  await byTestId(page, 'map-longitude').fill('114.0456');
  await byTestId(page, 'map-confirm').click();
  await page.waitForURL(/#\/pagesA\/device\/detail/);
  await byTestId(page, 'device-form-place').waitFor();
  await byTestId(page, 'device-form-save').click();
  await expect.poll(savedLongitude).toEqual([3, 114.0456]);
});

it('shows a place read-only without tiles: its name and address, and no coordinate fields', async () => {
  await page.goto(
    `/#/open-location?${new URLSearchParams({ longitude: '114.0559', latitude: '22.5223', name: '福田服务点', address: '深圳市福田区福华路 1 号' })}`,
  );
  await byTestId(page, 'map-offline').waitFor();
  await byTestId(page, 'map-place').getByText('深圳市福田区福华路 1 号').waitFor();
  expect(await page.locator('input').count()).toBe(0);
  expect(await byTestId(page, 'open-location').textContent()).not.toContain('输入');
  await screenshot(page, 'linking-8d-open-location');
});

it('reports this phone as a device: explanation first, then location and battery', async () => {
  await page.goto('/#/pagesB/list/user/phone');
  await byTestId(page, 'phone-start').click();
  // Not granted yet: the explanation overlay comes before the browser's own prompt
  // (docs/product.md "Phone permissions").
  await byTestId(page, 'permission-explain').waitFor();
  await screenshot(page, 'linking-9-permission');
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ longitude: 114.0579, latitude: 22.5431 });
  await byTestId(page, 'permission-continue').click();
  await expect.poll(() => byTestId(page, 'phone-monitor').getAttribute('data-state')).toBe('connected');
  await expect
    .poll(() => byTestId(page, 'phone-location').textContent(), { timeout: 15_000 })
    .toContain('东经 114.06°');
  await screenshot(page, 'linking-10-phone');
  const mine = await api<{ rows: DeviceShort[] }>('/iot/device/shortList', { token: await tokenOf(page) });
  const phone = mine.rows.find((d) => d.deviceName === '我的手机');
  expect(phone?.status).toBe(3);
  await expect
    .poll(async () => {
      const values = await api<{ data: { id: string; value: string }[] }>(
        `/iot/device/thingsModelValue/${phone!.deviceId}`,
        { token: await tokenOf(page) },
      );
      return values.data.find((v) => v.id === 'location')?.value ?? '';
    })
    .toContain('114.0579');
});

it('reads well in English and in elder mode', async () => {
  await page.evaluate(() => {
    const data = JSON.parse(localStorage.getItem('lifeData') ?? '{}');
    localStorage.setItem('lifeData', JSON.stringify({ ...data, language: 'en-US', elder: true }));
  });
  await page.goto('/#/pagesA/list/home/deviceAdd');
  await page.reload();
  await byTestId(page, 'provision-form').waitFor();
  await page.getByText('Wi-Fi name').waitFor();
  await screenshot(page, 'linking-11-provision-en-elder');
  await page.goto('/#/pagesA/device/add');
  await byTestId(page, 'add-methods').waitFor();
  await screenshot(page, 'linking-12-add-methods-en-elder');
  await page.goto('/#/choose-location');
  await byTestId(page, 'map-offline').getByText("The map can't be shown right now").waitFor();
  await byTestId(page, 'map-last').getByText('Last place:').waitFor();
  await byTestId(page, 'map-search').fill('futian');
  await byTestId(page, 'map-result-1').getByText('Futian District, Shenzhen').waitFor();
  await screenshot(page, 'linking-13-choose-location-en-elder');
  await page.goto(
    `/#/open-location?${new URLSearchParams({ longitude: '114.0559', latitude: '22.5223', name: 'Futian service point', address: '1 Fuhua Road, Futian, Shenzhen' })}`,
  );
  await byTestId(page, 'map-offline').getByText("The map can't be shown right now").waitFor();
  await screenshot(page, 'linking-14-open-location-en-elder');
});

it('keeps the picker usable in elder mode in Chinese', async () => {
  await page.evaluate(() => {
    const data = JSON.parse(localStorage.getItem('lifeData') ?? '{}');
    localStorage.setItem('lifeData', JSON.stringify({ ...data, language: 'zh-CN', elder: true }));
  });
  await page.goto('/#/choose-location');
  await page.reload();
  await byTestId(page, 'map-offline').getByText('地图暂时无法显示').waitFor();
  await byTestId(page, 'map-search').fill('福田');
  await byTestId(page, 'map-result-0').waitFor();
  await screenshot(page, 'linking-15-choose-location-zh-elder');
  await page.goto(
    `/#/open-location?${new URLSearchParams({ longitude: '114.0559', latitude: '22.5223', name: '福田服务点', address: '深圳市福田区福华路 1 号' })}`,
  );
  await byTestId(page, 'map-offline').waitFor();
  await screenshot(page, 'linking-16-open-location-zh-elder');
});
