import type { MqttConnectData, ProductShort, ThingsModelSet } from '@linli/contracts';
import { createSimDevice, type SimDevice, type SimDeviceOptions } from '@linli/device-sim';
import type { Page } from 'playwright-core';
import { logInWithPassword } from './journey.ts';
import type { RunningServer } from './server.ts';

/** Calls the API from the test process (setup a person would do elsewhere, e.g. on another phone). */
export async function api<T>(server: RunningServer, path: string, token?: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}/api${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...init.headers,
    },
  });
  const body = (await response.json()) as T & { code: number; msg: string };
  if (body.code !== 200) throw new Error(`${path}: ${body.msg}`);
  return body;
}

/** A fresh account (captcha off), logged in on the phone; returns its API token. */
export async function newAccountOnPhone(server: RunningServer, page: Page, prefix: string) {
  const tag = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`;
  const account = {
    username: `${prefix}${tag}`,
    password: 'Secret#2026',
    confirmPassword: 'Secret#2026',
    phonenumber: `139${tag.padStart(8, '0').slice(-8)}`,
  };
  await api(server, '/iot/tool/register', undefined, { method: 'POST', body: JSON.stringify(account) });
  const { token } = await api<{ token: string }>(server, '/login', undefined, {
    method: 'POST',
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  await logInWithPassword(page, account.username, account.password);
  return token;
}

/** Adds a device of a catalogue product (by its English name) and returns what a real device needs. */
export async function addDevice(
  server: RunningServer,
  token: string,
  productNameEn: string,
  deviceName: string,
) {
  const { rows } = await api<{ rows: ProductShort[] }>(server, '/iot/product/shortList?pageSize=100', token);
  const product = rows.find((p) => p.productNameEn === productNameEn);
  if (!product) throw new Error(`no product ${productNameEn}`);
  const { data } = await api<{ data: { deviceId: number; serialNumber: string; userId: number } }>(
    server,
    '/iot/device',
    token,
    { method: 'POST', body: JSON.stringify({ productId: product.productId, deviceName }) },
  );
  const { data: connect } = await api<{ data: MqttConnectData }>(
    server,
    `/iot/device/getMqttConnectData?deviceId=${data.deviceId}`,
    token,
  );
  const { data: model } = await api<{ data: ThingsModelSet }>(
    server,
    `/iot/model/cache/${product.productId}`,
    token,
  );
  return { ...data, productId: product.productId, connect, model };
}

/**
 * Waits until the server has stored what a simulated device reported: a device's publish returns when the
 * bytes are sent, and the report is committed a moment later (batched, ingest-writer.ts).
 */
export async function untilStored(
  server: RunningServer,
  token: string,
  deviceId: number,
  id: string,
  value: string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { data } = await api<{ data: { id: string; value: string }[] }>(
      server,
      `/iot/device/thingsModelValue/${deviceId}`,
      token,
    );
    if (data.some((v) => v.id === id && v.value === value)) return;
    if (Date.now() > deadline)
      throw new Error(`device ${deviceId}: ${id} is not ${value} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Connects a simulated device with the credentials `addDevice` returned, as the real device would. */
export function simulate(
  device: Awaited<ReturnType<typeof addDevice>>,
  extra: Partial<SimDeviceOptions> = {},
): Promise<SimDevice> {
  return createSimDevice({
    url: `mqtt://127.0.0.1:${device.connect.port}`,
    productId: device.productId,
    serialNumber: device.serialNumber,
    userId: device.userId,
    credentials: { username: device.connect.username, password: device.connect.passwd },
    model: device.model,
    ...extra,
  });
}

/** Registers an account through the API (captcha off), as the person would have done on their own phone. */
export async function registerAccount(
  server: RunningServer,
  account: { username: string; password: string; phone: string },
): Promise<void> {
  const body = {
    username: account.username,
    password: account.password,
    confirmPassword: account.password,
    phonenumber: account.phone,
  };
  await api(server, '/iot/tool/register', undefined, { method: 'POST', body: JSON.stringify(body) });
}

/** Opens a device's page from the device list, by the name on its card. */
export async function openDeviceDetail(page: Page, name: string): Promise<void> {
  await page.goto('/#/pagesA/device/list');
  const card = page.locator('[data-testid^="device-card-"]', { hasText: name });
  await card.waitFor();
  await card.click();
  await page.waitForURL(/#\/pagesA\/device\/detail\?deviceId=\d+/);
}
