import {
  AUTH_METHODS,
  type AuthMethod,
  buildDeviceClientId,
  type CredentialScope,
  type DatatypeSpec,
  type OtaProtocol,
  type ProductAdmin,
  type ThingModel,
  type ThingsModelSet,
} from '@linli/contracts';
import { fastBeeEncryptedPassword } from '@linli/device-sim';
import { aThingModel } from '@linli/testkit/things-model';
import mqtt, { type MqttClient } from 'mqtt';
import type { TestApp } from './index.ts';
import { mqttUrl, until } from './mqtt.ts';

/**
 * FastBee firmware as the conformance suite (test/conformance) replays it: the products it is flashed for,
 * the passwords it builds, its time request and a bare MQTT client sending exactly its packets.
 */

const decimal = (min: number, max: number): DatatypeSpec => ({
  type: 'decimal',
  min,
  max,
  step: 0.01,
  unit: '',
});
const integer = (min: number, max: number): DatatypeSpec => ({
  type: 'integer',
  min,
  max,
  step: 1,
  unit: '',
});
const text = (maxLength: number): DatatypeSpec => ({ type: 'string', maxLength });
const onOff: DatatypeSpec = { type: 'bool', trueText: '打开', falseText: '关闭' };

/**
 * The thing model the FastBee SDK examples report against: `randomPropertyData` (temperature or
 * light_current, humidity, co2, brightness), `processFunction` (switch or light_switch, gear, light_color,
 * message, report_monitor) and `processEvent` (height_temperature, exception) of sdk/Arduino and
 * sdk/RaspberryPi, which FastBee's demo product defines.
 */
export const SDK_THINGS_MODEL: ThingsModelSet = {
  properties: [
    aThingModel(1, 'temperature', '空气温度', decimal(-40, 120)),
    aThingModel(1, 'light_current', '灯电流', decimal(0, 100)),
    aThingModel(1, 'humidity', '空气湿度', decimal(0, 100)),
    aThingModel(1, 'co2', '二氧化碳', integer(0, 6000)),
    aThingModel(1, 'brightness', '室内亮度', integer(0, 100_000)),
  ],
  functions: [
    aThingModel(2, 'switch', '设备开关', onOff),
    aThingModel(2, 'light_switch', '灯开关', onOff),
    aThingModel(2, 'gear', '运行档位', {
      type: 'enum',
      showWay: 'select',
      enumList: ['0', '1', '2', '3'].map((value) => ({ value, text: `${value}档` })),
    }),
    aThingModel(2, 'light_color', '灯光色值', text(64)),
    aThingModel(2, 'message', '屏显消息', text(256)),
    aThingModel(2, 'report_monitor', '上报监测数据', integer(0, 10)),
  ],
  events: [
    aThingModel(3, 'height_temperature', '高温预警', decimal(0, 200)),
    aThingModel(3, 'exception', '设备发生异常', text(256)),
  ],
};

export interface FastBeeProduct {
  productId: number;
  mqttAccount: string;
  mqttPassword: string;
  /** The AES key of `E&` passwords. */
  mqttSecret: string;
  thingsModels: ThingsModelSet;
}

export interface FastBeeProductSettings {
  vertificateMethod?: AuthMethod;
  credentialScope?: CredentialScope;
  isAuthorize?: 0 | 1;
  selfRegister?: 0 | 1;
  /** The firmware generation's OTA topics and payloads (default 'linli'). */
  otaProtocol?: OtaProtocol;
  /** Leave it a draft (devices may not connect). */
  draft?: boolean;
}

let productCount = 0;

/** A product made as an administrator makes one (form, thing model, publish), with its MQTT credentials. */
export async function createFastBeeProduct(
  t: TestApp,
  adminToken: string,
  settings: FastBeeProductSettings = {},
): Promise<FastBeeProduct> {
  productCount += 1;
  const form = {
    productName: `FastBee 演示 ${productCount}`,
    productNameEn: `FastBee demo ${productCount}`,
    categoryName: '演示',
    deviceType: 1,
    networkMethod: 1,
    vertificateMethod: settings.vertificateMethod ?? AUTH_METHODS.both,
    credentialScope: settings.credentialScope ?? 'product',
    isAuthorize: settings.isAuthorize ?? 0,
    selfRegister: settings.selfRegister ?? 0,
    otaProtocol: settings.otaProtocol ?? 'linli',
  };
  const created = await t.call<{ data: ProductAdmin }>('POST', '/iot/product', {
    token: adminToken,
    body: form,
  });
  if (created.body.code !== 200) throw new Error(`product refused: ${created.body.msg}`);
  const { productId } = created.body.data;
  const saved = await t.call('PUT', `/iot/product/${productId}/thingsModel`, {
    token: adminToken,
    body: { thingsModels: SDK_THINGS_MODEL },
  });
  if (saved.body.code !== 200) throw new Error(`thing model refused: ${saved.body.msg}`);
  if (!settings.draft) {
    const published = await t.call('PUT', `/iot/product/${productId}/status`, {
      token: adminToken,
      body: { status: 2 },
    });
    if (published.body.code !== 200) throw new Error(`publishing refused: ${published.body.msg}`);
  }
  const { mqttAccount, mqttPassword, mqttSecret } = created.body.data;
  return { productId, mqttAccount, mqttPassword, mqttSecret, thingsModels: SDK_THINGS_MODEL };
}

/** `GET {path}?deviceSendTime=…` as firmware asks it (no /api prefix by default); answers the bare JSON. */
export async function httpNtp(
  t: TestApp,
  deviceSendTime: string,
  path = '/iot/tool/ntp',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await t.app.inject({ method: 'GET', url: `${path}?deviceSendTime=${deviceSendTime}` });
  return { status: response.statusCode, body: response.json() };
}

/**
 * An `E&` password as FastBee-Arduino's `MQTTClient::buildEncryptedPassword` makes it: the time from the
 * NTP answer ((serverRecv + serverSend + deviceRecv − deviceSend) / 2) plus one hour, in double precision.
 */
export function arduinoPassword(
  product: FastBeeProduct,
  ntp: { deviceSendTime: number; serverRecvTime: number; serverSendTime: number },
  deviceRecvTime: number,
  authCode?: string,
): string {
  const now = (ntp.serverSendTime + ntp.serverRecvTime + deviceRecvTime - ntp.deviceSendTime) / 2;
  return fastBeeEncryptedPassword({
    mqttPassword: product.mqttPassword,
    mqttSecret: product.mqttSecret,
    expiresAt: Math.floor(now + 3_600_000),
    authCode,
  });
}

/**
 * The same as the older SDK's `generationAESPwd`/`generationPwd` (sdk/Arduino …/Auth.cpp, Helper.cpp): every
 * step in single-precision floats (`float now = …`, `String(expireTime, 0)`), so the expiry is off by up to
 * a few minutes; `lifetimeMs` one hour, or 24 hours in the oldest examples.
 */
export function sdkPassword(
  product: FastBeeProduct,
  ntp: { deviceSendTime: number; serverRecvTime: number; serverSendTime: number },
  deviceRecvTime: number,
  options: { authCode?: string; lifetimeMs?: number } = {},
): string {
  const f = Math.fround;
  const sum = f(
    f(f(f(ntp.serverSendTime) + f(ntp.serverRecvTime)) + f(deviceRecvTime)) - f(ntp.deviceSendTime),
  );
  const expireTime = f(f(sum / 2) + f(options.lifetimeMs ?? 3_600_000));
  return fastBeeEncryptedPassword({
    mqttPassword: product.mqttPassword,
    mqttSecret: product.mqttSecret,
    expiresAt: expireTime,
    authCode: options.authCode,
  });
}

/** FastBee's client id (`buildClientId`): auth type, serial, product, user id (read and ignored). */
export const fastBeeClientId = (authType: 'S' | 'E', serialNumber: string, productId: number, userId = '1') =>
  buildDeviceClientId(serialNumber, productId, userId, authType);

/** One received message. */
export interface Received {
  topic: string;
  payload: string;
}

/**
 * A bare MQTT client sending what the firmware sends, nothing more (no reconnects: each step is explicit).
 * `received` keeps everything delivered to it, in order.
 */
export class Firmware {
  readonly received: Received[] = [];

  private constructor(readonly client: MqttClient) {
    client.on('message', (topic, payload) =>
      this.received.push({ topic, payload: payload.toString('utf8') }),
    );
  }

  static async connect(t: TestApp, login: { clientId: string; username: string; password: string }) {
    const client = await mqtt.connectAsync(mqttUrl(t), {
      clientId: login.clientId,
      username: login.username,
      password: login.password,
      keepalive: 60,
      reconnectPeriod: 0,
      connectTimeout: 5000,
    });
    return new Firmware(client);
  }

  /** Subscribes as `mqttClient.subscribe` does (QoS 1 in the SDKs, 0 in FastBee-Arduino); answers what was granted. */
  async subscribe(topics: string[], qos: 0 | 1 = 0): Promise<boolean[]> {
    const granted = await this.client.subscribeAsync(topics, { qos });
    return granted.map((g) => g.qos !== 128);
  }

  async publish(topic: string, payload: string): Promise<void> {
    await this.client.publishAsync(topic, payload);
  }

  /** The next message on `topic` after the first `after` received (waits for it, no fixed sleep). */
  async next(topic: string, after = 0): Promise<string> {
    const found = await until(() => this.received.slice(after).find((m) => m.topic === topic));
    return found.payload;
  }

  get connected(): boolean {
    return this.client.connected;
  }

  end(): Promise<void> {
    return this.client.endAsync(true);
  }
}
