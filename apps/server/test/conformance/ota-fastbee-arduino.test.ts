import {
  AUTH_METHODS,
  buildSerialTopic,
  buildTopic,
  type OtaTask,
  SERIAL_OTA_TOPICS,
  Topic,
  versionText,
} from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFastBeeProduct, type FastBeeProduct, Firmware, fastBeeClientId } from '../support/fastbee.ts';
import { freshSerial, linkDevice } from '../support/fastbee-devices.ts';
import type { TestApp } from '../support/index.ts';
import { appClient, canSubscribe, publishRefused, until } from '../support/mqtt.ts';
import { createListeningApp, uploadFirmware } from '../support/ota.ts';
import { signIn } from '../support/social-services.ts';

const IMAGE = Buffer.from('FastBee-Arduino ESP32 image\n'.repeat(30));

/**
 * OTA with FastBee-Arduino (the current ESP32 firmware, product otaProtocol 'fastbee-arduino'), packet by
 * packet. `MQTTClient::buildFullTopicWithType` prefixes the OTA topics of data/config/protocol.json
 * (topicType 5 and 6) with `/{deviceNum}` alone; `MQTTClient::subscribeAll` subscribes them at QoS 0;
 * `MQTTClient::mqttCallback` hands what arrives there to the peripheral rules only (upgrading over MQTT is
 * not implemented: src/core/PeriphExecExecutor.cpp `ACTION_SYS_OTA`), so the device upgrades from the URL
 * (`OTAManager::startOTA`: HTTP GET, write, restart) and answers nothing; `MQTTClient::publishDeviceInfo`
 * then reports `SystemInfo::VERSION`, dotted text. That report ends the upgrade.
 */
describe('conformance: OTA with FastBee-Arduino (MQTTClient, OTAManager)', () => {
  let t: TestApp;
  let admin: string;
  let product: FastBeeProduct;
  const open: Firmware[] = [];
  beforeAll(async () => {
    t = await createListeningApp();
    admin = (await signIn(t, ['admin'])).token;
    product = await createFastBeeProduct(t, admin, {
      vertificateMethod: AUTH_METHODS.simple,
      otaProtocol: 'fastbee-arduino',
    });
  });
  afterAll(async () => {
    await Promise.all(open.map((f) => f.end()));
    await t.close();
  });

  /** protocol.json's subscribeTopics as buildFullTopicWithType prefixes them: OTA with the serial alone. */
  const subscribeTopics = (serial: string) => [
    ...['/function/get', '/info/get', '/monitor/get', '/ntp/get'].map(
      (topic) => `/${product.productId}/${serial}${topic}`,
    ),
    `/${serial}/http/upgrade/set`,
    `/${serial}/fetch/upgrade/set`,
  ];
  /** MQTTClient::reconnect (simple auth), then subscribeAll. */
  const boot = async (serial: string) => {
    const firmware = await Firmware.connect(t, {
      clientId: fastBeeClientId('S', serial, product.productId),
      username: product.mqttAccount,
      password: product.mqttPassword,
    });
    open.push(firmware);
    expect(await firmware.subscribe(subscribeTopics(serial))).toEqual(Array(6).fill(true));
    return firmware;
  };
  /** MQTTClient::publishDeviceInfo: `firmwareVersion` is SystemInfo::VERSION, dotted text. */
  const publishDeviceInfo = (firmware: Firmware, serial: string, version: string) =>
    firmware.publish(
      buildTopic(product.productId, serial, Topic.infoPost),
      JSON.stringify({
        rssi: -48,
        firmwareVersion: version,
        status: 3,
        userId: 1,
        longitude: 0,
        latitude: 0,
        iccid: '89860000000000000000',
        summary: { name: 'fastbee', chip: 'ESP32' },
      }),
    );
  const deviceRow = (deviceId: number) => t.container.iot.devices.devices.findById(deviceId);

  it('gets {taskId, url, version, status} on /{sn}/http/upgrade/set; OTAManager::startOTA downloads it; publishDeviceInfo with the new SystemInfo::VERSION ends it', async () => {
    const member = await signIn(t);
    const serial = freshSerial();
    const deviceId = await linkDevice(t, member.token, {
      deviceNumber: serial,
      productId: product.productId,
    });
    const firmware = await boot(serial);
    await publishDeviceInfo(firmware, serial, '1.0.0');
    await until(async () => (await deviceRow(deviceId))?.rssi === -48);
    expect((await deviceRow(deviceId))?.firmwareVersion).toBe(1);

    // The administrator uploads 1.0.3, written as the firmware writes its version.
    const uploaded = await uploadFirmware(
      t,
      admin,
      { productId: product.productId, version: '1.0.3' },
      IMAGE,
    );
    expect(uploaded.body.data).toMatchObject({ version: 1.0003 });
    expect(versionText(uploaded.body.data.version)).toBe('1.0.3');
    const requested = await t.call<{ data: OtaTask }>('POST', '/iot/firmware/upgrade', {
      token: member.token,
      body: { deviceId, firmwareId: uploaded.body.data.firmwareId },
    });
    expect(requested.body.data.status).toBe('sent');

    // PRO's HTTP upgrade command, on the serial-only topic (no product id), nowhere else.
    const command = JSON.parse(
      await firmware.next(buildSerialTopic(serial, SERIAL_OTA_TOPICS.httpSet)),
    ) as Record<string, unknown>;
    expect(command).toEqual({
      taskId: requested.body.data.taskId,
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/firmware\/[\w-]+\.bin$/),
      version: '1.0.3',
      status: 1,
    });
    expect(firmware.received.map((m) => m.topic)).not.toContain(
      buildTopic(product.productId, serial, Topic.upgradeSet),
    );

    // OTAManager::startOTA: HTTP GET, 200 with a size, written, ESP.restart().
    const response = await fetch(String(command.url));
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(IMAGE)).toBe(true);
    await firmware.end();
    const restarted = await boot(serial);
    await publishDeviceInfo(restarted, serial, '1.0.3');
    const done = await until(async () => {
      const task = await t.call<{ data: OtaTask | null }>('GET', '/iot/firmware/task', {
        token: member.token,
        query: { deviceId: String(deviceId) },
      });
      return task.body.data?.status === 'success' ? task.body.data : undefined;
    });
    expect(done.steps.map((s) => s.status)).toEqual(['waiting', 'sent', 'success']);
    expect((await deviceRow(deviceId))?.firmwareVersion).toBe(1.0003);
    const latest = await t.call('GET', `/iot/firmware/getLatest/${deviceId}`, { token: member.token });
    expect(latest.body).toMatchObject({ data: null });
  });

  it("no one else may take or answer a device's serial-only OTA topics", async () => {
    const member = await signIn(t);
    const serial = freshSerial();
    const other = freshSerial();
    await linkDevice(t, member.token, { deviceNumber: serial, productId: product.productId });
    await linkDevice(t, member.token, { deviceNumber: other, productId: product.productId });
    const firmware = await boot(serial);
    // Another device of the same product, and the owner's own app: the commands are not theirs to read.
    const stranger = await Firmware.connect(t, {
      clientId: fastBeeClientId('S', other, product.productId),
      username: product.mqttAccount,
      password: product.mqttPassword,
    });
    open.push(stranger);
    for (const filter of [
      buildSerialTopic(serial, SERIAL_OTA_TOPICS.httpSet),
      `/${serial}/#`,
      '/+/http/upgrade/set',
    ])
      expect(await canSubscribe(stranger.client, filter), filter).toBe(false);
    // Nor may it answer for it: the reply is dropped (and the stranger stays connected).
    const forged = await publishRefused(
      t,
      stranger.client,
      buildSerialTopic(serial, SERIAL_OTA_TOPICS.httpReply),
      '{"taskId":1,"status":3,"version":"9.9.9"}',
    );
    expect(forged).toEqual({ disconnected: false });
    const app = await appClient(t, member.token);
    try {
      expect(await canSubscribe(app, buildSerialTopic(serial, SERIAL_OTA_TOPICS.httpSet))).toBe(false);
      expect(await canSubscribe(app, buildSerialTopic(serial, SERIAL_OTA_TOPICS.httpReply))).toBe(false);
    } finally {
      await app.endAsync();
    }
    expect(firmware.connected && stranger.connected).toBe(true);
  });
});
