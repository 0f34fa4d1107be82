import { buildTopic, DEVICE_LOG_TYPE, ErrorCode, LOG_REMARK, Topic } from '@linli/contracts';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { appClient, connectSim, mqttUrl, ownerWithDevice, until } from '../../../test/support/mqtt.ts';

type Values = { data: { id: string; value: string; shadow: string }[] };

describe('MQTT: ingest, status, commands, shadow', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { broker: true });
  });
  afterAll(() => t.close());

  const values = async (token: string, deviceId: number) =>
    (await t.call<Values>('GET', `/iot/device/thingsModelValue/${deviceId}`, { token })).body.data;
  const logs = (deviceId: number, type?: number) =>
    t.container.iot.devices.stateRepository.logs(deviceId, type as never);

  it('validates reports against the thing model: bad dropped, good stored, history kept, pushed on /ws/service', async () => {
    const d = await ownerWithDevice(t, 'th-sensor', '卧室温湿度');
    const app = await appClient(t, d.token);
    const pushed: string[] = [];
    const statuses: string[] = [];
    app.on('message', (topic, payload) =>
      (topic.endsWith('ws/service') ? pushed : statuses).push(payload.toString()),
    );
    await app.subscribeAsync([
      buildTopic(d.productId, d.serialNumber, Topic.wsService),
      buildTopic(d.productId, d.serialNumber, Topic.statusPost),
    ]);
    const device = await mqtt.connectAsync(mqttUrl(t), {
      clientId: d.connect.clientId,
      username: d.connect.username,
      password: d.connect.passwd,
      reconnectPeriod: 0,
    });
    await until(() => statuses.some((s) => JSON.parse(s).status === 3));
    const up = (suffix: Parameters<typeof buildTopic>[2], payload: string) =>
      device.publishAsync(buildTopic(d.productId, d.serialNumber, suffix), payload);
    await up(Topic.propertyPost, 'not json');
    await up(Topic.propertyPost, '{"id":"temperature"}');
    await up(
      Topic.propertyPost,
      '[{"id":"temperature","value":"500"},{"id":"nope","value":"1"},{"id":"humidity","value":"55.50"}]',
    );
    await up(
      Topic.eventPost,
      '[{"id":"temperature_alarm","value":"41.2","remark":"hot"},{"id":"bogus","value":"1"}]',
    );
    await up(Topic.infoPost, '{"rssi":-58,"firmwareVersion":1.2,"userId":999}');
    await until(() => pushed.length >= 2);
    expect(pushed.map((p) => JSON.parse(p))).toEqual(
      expect.arrayContaining([
        [{ id: 'humidity', value: '55.5', remark: '' }],
        [{ id: 'temperature_alarm', value: '41.2', remark: 'hot' }],
      ]),
    );
    expect(await values(d.token, d.deviceId)).toEqual([
      { id: 'humidity', value: '55.5', shadow: '55.5', ts: expect.any(String) },
    ]);
    // An identifier the model lacks is not stored, but the device log says it came (LOG_REMARK).
    const unknown = LOG_REMARK.unknownIdentifier;
    expect(
      (await logs(d.deviceId, DEVICE_LOG_TYPE.property)).map((l) => [l.identifier, l.value, l.remark]),
    ).toEqual([
      ['nope', '1', unknown],
      ['humidity', '55.5', ''],
    ]);
    expect(
      (await logs(d.deviceId, DEVICE_LOG_TYPE.event)).map((l) => [l.identifier, l.value, l.remark]),
    ).toEqual([
      ['temperature_alarm', '41.2', 'hot'],
      ['bogus', '1', unknown],
    ]);
    await until(() => statuses.some((s) => JSON.parse(s).rssi === -58));
    expect(device.connected).toBe(true);

    const running = await t.call<{
      data: { status: number; rssi: number; thingsModels: { id: string; value: string }[] };
    }>('GET', '/iot/device/runningStatus', { token: d.token, query: { deviceId: String(d.deviceId) } });
    expect(running.body.data).toMatchObject({ status: 3, rssi: -58 });
    expect(running.body.data.thingsModels.find((m) => m.id === 'humidity')?.value).toBe('55.5');

    device.end(true);
    await until(() => statuses.some((s) => JSON.parse(s).status === 4));
    expect((await logs(d.deviceId)).filter((l) => l.log_type >= 5).map((l) => l.log_type)).toEqual([5, 6]);
    app.end(true);
  });

  it('invokeReply sends a command and returns the simulated device echo; times out without a reply', async () => {
    const d = await ownerWithDevice(t);
    const sim = await connectSim(t, d);
    await until(() => t.container.iot.mqtt.sessions.isConnected(d.deviceId));
    const answer = await t.call<{ data: { result: string; values: Record<string, string> } }>(
      'POST',
      '/iot/runtime/service/invokeReply',
      { token: d.token, body: { deviceId: d.deviceId, identifier: 'switch', remoteCommand: { switch: 1 } } },
    );
    expect(answer.body.data).toMatchObject({ result: 'replied', values: { switch: '1' } });
    expect(sim.values.get('switch')).toBe('1');
    expect((await values(d.token, d.deviceId)).find((v) => v.id === 'switch')?.value).toBe('1');
    const bad = await t.call('POST', '/iot/runtime/service/invokeReply', {
      token: d.token,
      body: { deviceId: d.deviceId, identifier: 'countdown', remoteCommand: { countdown: 5000 } },
    });
    expect(bad.body).toMatchObject({ code: 500, errorCode: ErrorCode.THING_VALUE_INVALID });
    await sim.stop();

    // A device that never echoes.
    const silent = await mqtt.connectAsync(mqttUrl(t), {
      clientId: d.connect.clientId,
      username: d.connect.username,
      password: d.connect.passwd,
      reconnectPeriod: 0,
    });
    await until(() => t.container.iot.mqtt.sessions.isConnected(d.deviceId));
    const timeout = await t.call('POST', '/iot/runtime/service/invokeReply', {
      token: d.token,
      body: { deviceId: d.deviceId, identifier: 'switch', remoteCommand: { switch: 0 }, timeOut: 1 },
    });
    expect(timeout.status).toBe(200);
    expect(timeout.body).toMatchObject({ code: 500, errorCode: ErrorCode.COMMAND_TIMEOUT });
    silent.end(true);
    await until(() => !t.container.iot.mqtt.sessions.isConnected(d.deviceId));
    const offline = await t.call('POST', '/iot/runtime/service/invokeReply', {
      token: d.token,
      body: { deviceId: d.deviceId, identifier: 'switch', remoteCommand: { switch: 1 } },
    });
    expect(offline.body).toMatchObject({ code: 500, errorCode: ErrorCode.DEVICE_OFFLINE });
    const statuses = (await t.container.iot.devices.stateRepository.commands(d.deviceId)).map(
      (c) => c.status,
    );
    expect(statuses).toEqual(['replied', 'timeout', 'offline']);
  });

  it('stores a command to an offline shadow device and delivers it on reconnect', async () => {
    const d = await ownerWithDevice(t);
    await t.call('PUT', '/iot/device', {
      token: d.token,
      body: { deviceId: d.deviceId, deviceName: '客厅插座', locationWay: 1, isShadow: 1 },
    });
    const stored = await t.call<{ data: { result: string } }>('POST', '/iot/runtime/service/invokeReply', {
      token: d.token,
      body: { deviceId: d.deviceId, identifier: 'switch', remoteCommand: { switch: 1 } },
    });
    expect(stored.body.data.result).toBe('shadow');
    expect((await values(d.token, d.deviceId)).find((v) => v.id === 'switch')).toMatchObject({
      value: '',
      shadow: '1',
    });
    const sim = await connectSim(t, d);
    await until(() => sim.values.get('switch') === '1');
    await until(
      async () => (await values(d.token, d.deviceId)).find((v) => v.id === 'switch')?.value === '1',
    );
    expect((await t.container.iot.devices.stateRepository.commands(d.deviceId)).map((c) => c.status)).toEqual(
      ['delivered'],
    );
    await sim.stop();
  });

  it('commands published by the owner app over MQTT reach the device and are logged', async () => {
    const d = await ownerWithDevice(t);
    const sim = await connectSim(t, d);
    await until(() => t.container.iot.mqtt.sessions.isConnected(d.deviceId));
    const app = await appClient(t, d.token);
    await app.publishAsync(
      buildTopic(d.productId, d.serialNumber, Topic.functionGet),
      '[{"id":"switch","value":"1","remark":"m1"}]',
    );
    await until(() => sim.values.get('switch') === '1');
    await until(
      async () => (await t.container.iot.devices.stateRepository.commands(d.deviceId)).length === 1,
    );
    app.end(true);
    await sim.stop();
  });
});
