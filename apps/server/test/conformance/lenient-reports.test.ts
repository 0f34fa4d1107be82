import { AUTH_METHODS, buildTopic, type DeviceLog, type Language, LOG_TYPE, Topic } from '@linli/contracts';
import { describe, expect, it } from 'vitest';
import {
  createFastBeeProduct,
  type FastBeeProduct,
  Firmware,
  fastBeeClientId,
  SDK_THINGS_MODEL,
} from '../support/fastbee.ts';
import { freshSerial, linkDevice, reportedValues, useBrokerApp } from '../support/fastbee-devices.ts';
import type { TestApp } from '../support/index.ts';
import { until } from '../support/mqtt.ts';
import { signIn } from '../support/social-services.ts';

/**
 * Lenient where FastBee is lenient, strict where it matters: what real FastBee firmware reports is kept as
 * far as it can be read, and what cannot be kept says why in the device log.
 */
describe('conformance: lenient reports from FastBee firmware', () => {
  let t: TestApp;
  let admin: string;
  const open: Firmware[] = [];
  useBrokerApp((app) => {
    ({ t, admin } = app);
  }, open);

  const online = async (product: FastBeeProduct) => {
    const member = await signIn(t);
    const serial = freshSerial();
    const deviceId = await linkDevice(t, member.token, {
      deviceNumber: serial,
      productId: product.productId,
    });
    const firmware = await Firmware.connect(t, {
      clientId: fastBeeClientId('S', serial, product.productId),
      username: product.mqttAccount,
      password: product.mqttPassword,
    });
    open.push(firmware);
    await until(() => t.container.iot.mqtt.sessions.isConnected(deviceId));
    const topic = (suffix: Parameters<typeof buildTopic>[2]) => buildTopic(product.productId, serial, suffix);
    return { member, serial, deviceId, firmware, topic };
  };
  const deviceRow = (deviceId: number) => t.container.iot.devices.devices.findById(deviceId);

  it('MQTTClient::publishDeviceInfo (FastBee-Arduino): a dotted string firmwareVersion is kept with the rest; an unreadable field is left out, not the message', async () => {
    const product = await createFastBeeProduct(t, admin, { vertificateMethod: AUTH_METHODS.simple });
    const { deviceId, firmware, topic } = await online(product);
    // SystemInfo::VERSION is text ("1.0.3"), iccid and cardPlatformId are extra keys.
    await firmware.publish(
      topic(Topic.infoPost),
      JSON.stringify({
        rssi: -55,
        firmwareVersion: '1.0.3',
        status: 3,
        userId: 1,
        longitude: 0,
        latitude: 0,
        iccid: '89860000000000000000',
        cardPlatformId: 2,
        summary: { name: 'fastbee', chip: 'ESP32' },
      }),
    );
    await until(async () => (await deviceRow(deviceId))?.rssi === -55);
    expect(await deviceRow(deviceId)).toMatchObject({
      firmwareVersion: 1.0003,
      summary: { name: 'fastbee', chip: 'ESP32' },
    });
    // A version this server cannot read (a pre-release tag) and numbers as strings: the readable fields
    // are taken, the version stays as it was.
    await firmware.publish(
      topic(Topic.infoPost),
      JSON.stringify({ rssi: '-57', firmwareVersion: '1.0.4-beta', status: '3', userId: 1 }),
    );
    await until(async () => (await deviceRow(deviceId))?.rssi === -57);
    expect((await deviceRow(deviceId))?.firmwareVersion).toBe(1.0003);
    expect(firmware.connected).toBe(true);
  });

  it('User.cpp randomPropertyData (FastBee SDK) against a model without co2 and brightness: known items stored, the unknown ones in the device log as unknown identifier, in both languages', async () => {
    // The administrator's model has only part of what the firmware reports.
    const product = await createFastBeeProduct(t, admin, {
      vertificateMethod: AUTH_METHODS.simple,
      draft: true,
    });
    const partial = {
      ...SDK_THINGS_MODEL,
      properties: SDK_THINGS_MODEL.properties.filter((p) => p.id !== 'co2' && p.id !== 'brightness'),
    };
    const saved = await t.call('PUT', `/iot/product/${product.productId}/thingsModel`, {
      token: admin,
      body: { thingsModels: partial },
    });
    expect(saved.body.code).toBe(200);
    const published = await t.call('PUT', `/iot/product/${product.productId}/status`, {
      token: admin,
      body: { status: 2 },
    });
    expect(published.body.code).toBe(200);
    const { member, deviceId, firmware, topic } = await online(product);

    // randomPropertyData: every value a string, the remark millis().
    await firmware.publish(
      topic(Topic.propertyPost),
      JSON.stringify([
        { id: 'light_current', value: '21.37', remark: '40211' },
        { id: 'humidity', value: '48.9', remark: '40211' },
        { id: 'co2', value: '712', remark: '40211' },
        { id: 'brightness', value: '5530', remark: '40211' },
      ]),
    );
    const values = await until(async () => {
      const now = await reportedValues(t, member.token, deviceId);
      return now.humidity ? now : undefined;
    });
    expect(values).toMatchObject({ light_current: '21.37', humidity: '48.9' });
    expect(Object.keys(values)).not.toContain('co2');
    expect(Object.keys(values)).not.toContain('brightness');

    const list = async (language: Language) =>
      (
        await t.call<{ rows: DeviceLog[] }>('GET', '/iot/deviceLog/list', {
          token: member.token,
          language,
          query: { deviceId: String(deviceId), logType: String(LOG_TYPE.property) },
        })
      ).body.rows;
    const unknownRows = (rows: DeviceLog[]) =>
      rows
        .filter((r) => r.identify === 'co2' || r.identify === 'brightness')
        .map((r) => [r.identify, r.logValue, r.remark])
        .sort();
    expect(unknownRows(await list('zh-CN'))).toEqual([
      ['brightness', '5530', '未知标识符：物模型中没有，未保存'],
      ['co2', '712', '未知标识符：物模型中没有，未保存'],
    ]);
    expect(unknownRows(await list('en-US'))).toEqual([
      ['brightness', '5530', 'Unknown identifier: not in the thing model, not stored'],
      ['co2', '712', 'Unknown identifier: not in the thing model, not stored'],
    ]);

    // The firmware reports the same every few seconds: the reason is told once, not on every report.
    await firmware.publish(
      topic(Topic.propertyPost),
      JSON.stringify([
        { id: 'humidity', value: '49.1', remark: '45211' },
        { id: 'co2', value: '715', remark: '45211' },
      ]),
    );
    await until(async () => (await reportedValues(t, member.token, deviceId)).humidity === '49.1');
    expect(unknownRows(await list('en-US'))).toHaveLength(2);
  });
});
