import type { MqttConnectData } from '@linli/contracts';
import mqtt, { type MqttClient } from 'mqtt';
import type { Page } from 'playwright-core';
import type { RunningServer } from './server.ts';

/** The login token the app on this phone keeps (what it sends with each call); '' when signed out. */
export const tokenOf = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('lifeData') ?? '{}') as { vuex_token?: string }).vuex_token ?? '',
  );

/**
 * Calls the API from the test process as the person signed in on `who` (a phone, or a token; '' for nobody).
 * Answers the body whatever its code, so a step can look at a refusal (devices.ts `api` throws on one).
 */
export async function apiAs<T>(
  server: RunningServer,
  who: Page | string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const token = typeof who === 'string' ? who : await tokenOf(who);
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/**
 * Connects as the device itself, over MQTT on WebSocket with its own credentials (as its owner on `owner`
 * sees them): what a real device on the network would do.
 */
export async function connectAsDevice(
  server: RunningServer,
  owner: Page | string,
  deviceId: number,
): Promise<MqttClient> {
  const { data: connect } = await apiAs<{ data: MqttConnectData }>(
    server,
    owner,
    'GET',
    `/iot/device/getMqttConnectData?deviceId=${deviceId}`,
  );
  return mqtt.connectAsync(`${server.url.replace(/^http/, 'ws')}${connect.wsPath}`, {
    clientId: connect.clientId,
    username: connect.username,
    password: connect.passwd,
    reconnectPeriod: 0,
    protocolVersion: 4,
  });
}
