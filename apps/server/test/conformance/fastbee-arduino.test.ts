import { AUTH_METHODS, buildTopic, DEVICE_LOG_TYPE, Topic } from '@linli/contracts';
import { describe, expect, it } from 'vitest';
import {
  arduinoPassword,
  createFastBeeProduct,
  Firmware,
  fastBeeClientId,
  httpNtp,
} from '../support/fastbee.ts';
import { freshSerial, linkDevice, reportedValues, useBrokerApp } from '../support/fastbee-devices.ts';
import type { TestApp } from '../support/index.ts';
import { until } from '../support/mqtt.ts';
import { signIn } from '../support/social-services.ts';

/**
 * FastBee-Arduino (the current ESP32 firmware, `src/protocols/MQTTClient.cpp` with the topics of
 * `data/config/protocol.json`) against the real broker, packet by packet as it sends them. Each test names the
 * function it replays. The firmware is not changed: what it builds (client id, passwords, topics, payloads)
 * is what it gets accepted with.
 */
describe('conformance: FastBee-Arduino MQTTClient', () => {
  let t: TestApp;
  let admin: string;
  useBrokerApp((app) => {
    ({ t, admin } = app);
  });

  /** protocol.json's subscribeTopics with autoPrefix (`/{productId}/{deviceNum}` + topic), OTA aside. */
  const subscribeTopics = (productId: number, serial: string) =>
    ['/function/get', '/info/get', '/monitor/get', '/ntp/get'].map(
      (topic) => `/${productId}/${serial}${topic}`,
    );

  it('MQTTClient::reconnect with simple auth (buildClientId "S&", buildSimplePassword), then subscribeAll, publishDeviceInfo, publishNtpSync', async () => {
    const product = await createFastBeeProduct(t, admin, { vertificateMethod: AUTH_METHODS.simple });
    const member = await signIn(t);
    const serial = freshSerial();
    const deviceId = await linkDevice(t, member.token, {
      deviceNumber: serial,
      productId: product.productId,
    });

    // reconnect(): config.clientId "S&{deviceNum}&{productId}&{userId}", username, buildSimplePassword().
    const firmware = await Firmware.connect(t, {
      clientId: fastBeeClientId('S', serial, product.productId, '1'),
      username: product.mqttAccount,
      password: product.mqttPassword,
    });
    await until(() => t.container.iot.mqtt.sessions.isConnected(deviceId));
    // subscribeAll(): every enabled subscribe topic, QoS 0.
    expect(await firmware.subscribe(subscribeTopics(product.productId, serial))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    // publishDeviceInfo(): rssi, firmwareVersion, status 3, userId as a number, position, summary.
    await firmware.publish(
      buildTopic(product.productId, serial, Topic.infoPost),
      JSON.stringify({
        rssi: -52,
        firmwareVersion: '1.2',
        status: 3,
        userId: 1,
        longitude: 0,
        latitude: 0,
        summary: { name: 'FastBee', chip: 'ESP32-S3' },
      }),
    );
    // publishNtpSync(): {"deviceSendTime":"<millis>"} — a string.
    await firmware.publish(
      buildTopic(product.productId, serial, Topic.ntpPost),
      '{"deviceSendTime":"48213"}',
    );
    const answer = JSON.parse(await firmware.next(buildTopic(product.productId, serial, Topic.ntpGet)));
    // mqttCallback (NTP_SYNC) reads the three keys; FastBee answers numbers.
    expect(answer).toEqual({
      deviceSendTime: 48213,
      serverRecvTime: expect.any(Number),
      serverSendTime: expect.any(Number),
    });
    expect(answer.serverSendTime).toBeGreaterThanOrEqual(answer.serverRecvTime);
    // The info is the device's own from then on (FastBee's `updateDeviceStatusAndLocation`).
    await until(async () => (await t.container.iot.devices.devices.findById(deviceId))?.rssi === -52);
    const device = await t.call<{ data: { status: number; firmwareVersion: number } }>(
      'GET',
      `/iot/device/${deviceId}`,
      { token: member.token },
    );
    expect(device.body.data).toMatchObject({ status: 3, firmwareVersion: 1.2 });
    await firmware.end();
  });

  it('MQTTClient::getNtpTime over HTTP, then buildEncryptedPassword (with an auth code) and buildClientId "E&"', async () => {
    const product = await createFastBeeProduct(t, admin, {
      vertificateMethod: AUTH_METHODS.encrypted,
      isAuthorize: 1,
    });
    const [authCode] = await t.container.iot.products.createAuthCodes(product.productId, 1);
    const member = await signIn(t);
    const serial = freshSerial();
    const deviceId = await linkDevice(t, member.token, {
      deviceNumber: serial,
      productId: product.productId,
      authCode: authCode!,
    });

    // getNtpTime(): config.ntpServer (device.json ntpServer1, no query) + "?deviceSendTime=" + millis().
    const ntp = await httpNtp(t, '7342');
    expect(ntp.status).toBe(200);
    expect(ntp.body).toEqual({
      deviceSendTime: 7342,
      serverRecvTime: expect.any(Number),
      serverSendTime: expect.any(Number),
    });
    const password = arduinoPassword(product, ntp.body as never, 7390, authCode);
    const firmware = await Firmware.connect(t, {
      clientId: fastBeeClientId('E', serial, product.productId, '1'),
      username: product.mqttAccount,
      password,
    });
    await until(() => t.container.iot.mqtt.sessions.isConnected(deviceId));
    expect(await firmware.subscribe(subscribeTopics(product.productId, serial))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    await firmware.end();
  });

  it('MQTTClient::mqttCallback takes a DATA_COMMAND from /function/get; publishReportData answers on /property/post', async () => {
    const product = await createFastBeeProduct(t, admin);
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
    await firmware.subscribe(subscribeTopics(product.productId, serial));
    await until(() => t.container.iot.mqtt.sessions.isConnected(deviceId));

    // The member switches the light on from the app; the reply waits for the device's report.
    const invoked = t.call<{ data: { result: string } }>('POST', '/iot/runtime/service/invokeReply', {
      token: member.token,
      body: { deviceId, identifier: 'light_switch', remoteCommand: { light_switch: 1 } },
    });
    const command = JSON.parse(await firmware.next(buildTopic(product.productId, serial, Topic.functionGet)));
    expect(command).toEqual([expect.objectContaining({ id: 'light_switch', value: '1' })]);
    // PeriphExecManager::handleDataCommand reports the new state through publishReportData (DATA_REPORT topic).
    await firmware.publish(
      buildTopic(product.productId, serial, Topic.propertyPost),
      JSON.stringify([{ id: 'light_switch', value: '1' }]),
    );
    expect((await invoked).body.data.result).toBe('replied');
    // publishToTopic on the EVENT topic: an event item, stored in the event log.
    await firmware.publish(
      buildTopic(product.productId, serial, Topic.eventPost),
      JSON.stringify([{ id: 'exception', value: 'sensor timeout', remark: '' }]),
    );
    await until(async () =>
      (await t.container.iot.devices.stateRepository.logs(deviceId, DEVICE_LOG_TYPE.event)).some(
        (l) => l.identifier === 'exception',
      ),
    );
    expect((await reportedValues(t, member.token, deviceId)).light_switch).toBe('1');
    await firmware.end();
  });
});
