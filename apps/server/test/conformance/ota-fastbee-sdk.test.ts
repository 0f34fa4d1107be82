import { AUTH_METHODS, buildTopic, DEVICE_LOG_TYPE, type OtaTask, Topic } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFastBeeProduct, type FastBeeProduct, Firmware, fastBeeClientId } from '../support/fastbee.ts';
import { freshSerial, linkDevice } from '../support/fastbee-devices.ts';
import type { TestApp } from '../support/index.ts';
import { appClient, publishRefused, until } from '../support/mqtt.ts';
import { createListeningApp, uploadFirmware } from '../support/ota.ts';
import { signIn } from '../support/social-services.ts';

const IMAGE = Buffer.from('FastBee SDK firmware image\n'.repeat(30));

/**
 * OTA with the FastBee SDK firmware (sdk/Arduino/FastBeeArduino, the "v1" generation: product otaProtocol
 * 'fastbee-v1'), packet by packet: `subscribeTopic` (Mqtt.cpp) subscribes `/{pid}/{sn}/ota/get` at QoS 1,
 * `mqttCallback` (User.cpp) reads `version` and `downloadUrl` from it and answers nothing, and
 * `publishInfo` (Mqtt.cpp) announces `firmwareVersion` (a C float) on every connect. The upgrade is done
 * when the restarted device announces the new version.
 */
describe('conformance: OTA with the FastBee SDK firmware (sdk/Arduino)', () => {
  let t: TestApp;
  let admin: string;
  let product: FastBeeProduct;
  const open: Firmware[] = [];
  beforeAll(async () => {
    t = await createListeningApp();
    admin = (await signIn(t, ['admin'])).token;
    product = await createFastBeeProduct(t, admin, {
      vertificateMethod: AUTH_METHODS.simple,
      otaProtocol: 'fastbee-v1',
    });
  });
  afterAll(async () => {
    await Promise.all(open.map((f) => f.end()));
    await t.close();
  });

  /** Mqtt.cpp `subscribeTopic`: the eight v1 topics, QoS 1. */
  const subscribeTopic = (serial: string) =>
    [
      '/info/get',
      '/ota/get',
      '/ntp/get',
      '/property/get',
      '/function/get',
      '/property-online/get',
      '/function-online/get',
      '/monitor/get',
    ].map((topic) => `/${product.productId}/${serial}${topic}`);
  /** Config.cpp `connectMqtt` with simple auth: `S&{deviceNum}&{productId}&{userId}`, the product password. */
  const boot = async (serial: string) => {
    const firmware = await Firmware.connect(t, {
      clientId: fastBeeClientId('S', serial, product.productId),
      username: product.mqttAccount,
      password: product.mqttPassword,
    });
    open.push(firmware);
    expect(await firmware.subscribe(subscribeTopic(serial), 1)).toEqual(Array(8).fill(true));
    return firmware;
  };
  /** Mqtt.cpp `publishInfo`: rssi, the float firmwareVersion, status 3, userId as a string, summary. */
  const publishInfo = (firmware: Firmware, serial: string, firmwareVersion: number, rssi = -61) =>
    firmware.publish(
      buildTopic(product.productId, serial, Topic.infoPost),
      JSON.stringify({
        rssi,
        firmwareVersion,
        status: 3,
        userId: '1',
        longitude: 0,
        latitude: 0,
        summary: { name: 'wumei-smart', chip: 'esp8266', author: 'kerwincui', version: 1.6 },
      }),
    );
  const task = async (token: string, deviceId: number) =>
    (
      await t.call<{ data: OtaTask | null }>('GET', '/iot/firmware/task', {
        token,
        query: { deviceId: String(deviceId) },
      })
    ).body.data;

  it('User.cpp mqttCallback gets {version, downloadUrl} on /ota/get once it subscribes; publishInfo with the new version ends the upgrade', async () => {
    const member = await signIn(t);
    const serial = freshSerial('D1');
    const deviceId = await linkDevice(t, member.token, {
      deviceNumber: serial,
      productId: product.productId,
    });
    const uploaded = await uploadFirmware(t, admin, { productId: product.productId, version: '1.1' }, IMAGE);
    expect(uploaded.body.code).toBe(200);

    // Requested while the device is off: the task waits for it.
    const requested = await t.call<{ data: OtaTask }>('POST', '/iot/firmware/upgrade', {
      token: member.token,
      body: { deviceId, firmwareId: uploaded.body.data.firmwareId },
    });
    expect(requested.body.data).toMatchObject({ status: 'waiting', fromVersion: 1, version: 1.1 });

    // Power on: subscribeTopic, publishInfo (still 1.0). The command follows the subscription.
    const firmware = await boot(serial);
    await publishInfo(firmware, serial, 1.0);
    const otaGet = buildTopic(product.productId, serial, Topic.otaGet);
    const command = JSON.parse(await firmware.next(otaGet)) as Record<string, unknown>;
    // What mqttCallback reads, and nothing it would not: `doc["version"]`, `doc["downloadUrl"]`.
    expect(Object.keys(command).sort()).toEqual(['downloadUrl', 'version']);
    expect(command.version).toBe(1.1);
    expect(String(command.downloadUrl)).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/uploads\/firmware\/[\w-]+\.bin$/,
    );
    expect((await task(member.token, deviceId))?.status).toBe('sent');

    // The device downloads it over HTTP (the example firmware prints the URL; a product build fetches it).
    const image = Buffer.from(await (await fetch(String(command.downloadUrl))).arrayBuffer());
    expect(image.equals(IMAGE)).toBe(true);
    // An info/post still naming the old version changes nothing: this firmware reports no progress.
    await publishInfo(firmware, serial, 1.0, -64);
    await until(async () => (await t.container.iot.devices.devices.findById(deviceId))?.rssi === -64);
    expect((await task(member.token, deviceId))?.status).toBe('sent');

    // ESP.restart(): a new connection, subscribeTopic, publishInfo with the new version (a float, 1.1f).
    await firmware.end();
    const restarted = await boot(serial);
    await publishInfo(restarted, serial, Math.fround(1.1));
    const done = await until(async () => {
      const now = await task(member.token, deviceId);
      return now?.status === 'success' ? now : undefined;
    });
    expect(done.steps.map((s) => s.status)).toEqual(['waiting', 'sent', 'success']);
    expect((await t.container.iot.devices.devices.findById(deviceId))?.firmwareVersion).toBe(1.1);
    const logs = await t.container.iot.devices.stateRepository.logs(deviceId, DEVICE_LOG_TYPE.upgrade);
    expect(logs.map((l) => l.value)).toEqual(['waiting', 'sent', 'success']);
    // The same firmware is not offered again.
    const latest = await t.call('GET', `/iot/firmware/getLatest/${deviceId}`, { token: member.token });
    expect(latest.body).toMatchObject({ data: null });
  });

  it("the old app's own /ota/get publish is dropped: only the server commands an upgrade", async () => {
    const member = await signIn(t);
    const serial = freshSerial('D1');
    await linkDevice(t, member.token, { deviceNumber: serial, productId: product.productId });
    const firmware = await boot(serial);
    const otaGet = buildTopic(product.productId, serial, Topic.otaGet);
    // App 1.3.1 published the command itself after getLatest (docs/fastbee.md "OTA").
    const app = await appClient(t, member.token);
    try {
      const refused = await publishRefused(
        t,
        app,
        otaGet,
        JSON.stringify({ version: 9.9, downloadUrl: 'http://evil.example/fw.bin' }),
      );
      expect(refused).toEqual({ disconnected: false });
      // The same connection's next command reaches the firmware; the dropped one, sent before it, never did.
      const functionGet = buildTopic(product.productId, serial, Topic.functionGet);
      await app.publishAsync(functionGet, JSON.stringify([{ id: 'switch', value: '1', remark: '' }]));
      await firmware.next(functionGet);
      expect(firmware.received.filter((m) => m.topic === otaGet)).toEqual([]);
      expect(app.connected).toBe(true);
    } finally {
      await app.endAsync();
    }
  });
});
