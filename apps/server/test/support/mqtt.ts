import type { MqttConnectData, ThingsModelSet } from '@linli/contracts';
import { createSimDevice, type SimDeviceOptions } from '@linli/device-sim';
import mqtt, { type MqttClient } from 'mqtt';
import type { TestApp } from './index.ts';
import { signIn } from './social-services.ts';

/** Waits until `check` returns a truthy value (polling, with a deadline: no fixed sleeps). */
export async function until<T>(check: () => Promise<T> | T, ms = 5000): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const mqttUrl = (t: TestApp) => `mqtt://127.0.0.1:${t.broker!.port}`;

/** A user with a device of the given catalogue product; returns ids, token and connect data. */
export async function ownerWithDevice(t: TestApp, productCode = 'smart-plug', deviceName = '客厅插座') {
  const owner = await signIn(t);
  const product = (await t.container.iot.products.findByCode(productCode))!;
  const created = await t.call<{ data: { deviceId: number; serialNumber: string } }>('POST', '/iot/device', {
    token: owner.token,
    body: { productId: product.id, deviceName },
  });
  const { deviceId, serialNumber } = created.body.data;
  const connect = (
    await t.call<{ data: MqttConnectData }>('GET', '/iot/device/getMqttConnectData', {
      token: owner.token,
      query: { deviceId: String(deviceId) },
    })
  ).body.data;
  return { ...owner, deviceId, serialNumber, productId: product.id, model: product.thingsModels, connect };
}

/** A simulated device on the app's broker with the credentials it was given (`extra`: e.g. how it takes OTA). */
export function connectSim(
  t: TestApp,
  d: {
    productId: number;
    serialNumber: string;
    userId: number;
    model: ThingsModelSet;
    connect: MqttConnectData;
  },
  extra: Partial<SimDeviceOptions> = {},
) {
  return createSimDevice({
    url: mqttUrl(t),
    productId: d.productId,
    serialNumber: d.serialNumber,
    userId: d.userId,
    credentials: { username: d.connect.username, password: d.connect.passwd },
    model: d.model,
    ...extra,
  });
}

/** Connects a real MQTT client to the app's broker (no password: none sent); resolves 'connected' or 'refused'. */
export function tryConnect(t: TestApp, clientId: string, username: string, password?: string) {
  return new Promise<'connected' | 'refused'>((resolve) => {
    const client = mqtt.connect(mqttUrl(t), {
      clientId,
      username,
      ...(password !== undefined && { password }),
      reconnectPeriod: 0,
      connectTimeout: 5000,
    });
    client.once('connect', () => {
      client.end(true);
      resolve('connected');
    });
    client.once('error', () => {
      client.end(true);
      resolve('refused');
    });
  });
}

export function appClient(t: TestApp, token: string): Promise<MqttClient> {
  return mqtt.connectAsync(mqttUrl(t), {
    clientId: `phone-${Math.random().toString(36).slice(2)}`,
    username: 'linli',
    password: token,
    reconnectPeriod: 0,
  });
}

/**
 * Publishes what the broker must refuse and waits until it has (platform/refused-publishes.ts: a refused
 * publish is dropped, acknowledged and forwarded to no one, so the broker's refusal hook is its only trace).
 * Answers whether the client was disconnected for it (only a client flooding refusals is).
 */
export async function publishRefused(
  t: TestApp,
  client: MqttClient,
  topic: string,
  payload: string | Buffer,
  options: { qos?: 0 | 1; retain?: boolean } = {},
): Promise<{ disconnected: boolean }> {
  let heard: { disconnected: boolean } | undefined;
  const stop = t.broker!.onPublishRefused((clientId, refused, disconnected) => {
    if (clientId === client.options.clientId && refused === topic) heard = { disconnected };
  });
  try {
    client.publish(topic, payload, options);
    return await until(() => heard);
  } finally {
    stop();
  }
}

/** Whether a subscription is granted (SUBACK 128 = refused). */
export async function canSubscribe(client: MqttClient, topic: string): Promise<boolean> {
  try {
    const granted = await client.subscribeAsync(topic);
    return granted.every((g) => g.qos !== 128);
  } catch {
    return false;
  }
}
