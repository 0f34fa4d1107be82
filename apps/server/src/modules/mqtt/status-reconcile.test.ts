import { buildTopic, DEVICE_LOG_TYPE, DEVICE_STATUS, Topic } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { appClient, connectSim, ownerWithDevice, until } from '../../../test/support/mqtt.ts';

/**
 * Stored online statuses follow the broker's sessions: a status write that was lost (a database outage at
 * the moment a device came or went) or a server stopped while devices were online is put right by
 * MqttGateway.reconcile, with the device-log entry and the `/status/post` push a real change makes.
 */
describe('device statuses reconciled with the broker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { broker: true });
  });
  afterAll(() => t.close());

  const storeStatus = (deviceId: number, status: number) =>
    t.db.kysely.updateTable('devices').set({ status }).where('id', '=', deviceId).execute();
  const statusOf = async (token: string, deviceId: number) =>
    (await t.call<{ data: { status: number } }>('GET', `/iot/device/${deviceId}`, { token })).body.data
      .status;
  const reconcile = () => t.container.iot.mqtt.gateway.reconcile();

  it('a connected device stored as offline comes online; a device gone but stored as online goes offline', async () => {
    const d = await ownerWithDevice(t, 'th-sensor', '卧室温湿度');
    const app = await appClient(t, d.token);
    const pushed: number[] = [];
    app.on('message', (_topic, payload) => pushed.push(JSON.parse(payload.toString()).status));
    await app.subscribeAsync(buildTopic(d.productId, d.serialNumber, Topic.statusPost));
    const sim = await connectSim(t, d);
    try {
      await until(async () => (await statusOf(d.token, d.deviceId)) === DEVICE_STATUS.online);
      expect(await reconcile()).toEqual({ online: [], offline: [] });

      // The "online" write was lost: the device is connected, the database says offline.
      await storeStatus(d.deviceId, DEVICE_STATUS.offline);
      expect(await reconcile()).toEqual({ online: [d.deviceId], offline: [] });
      expect(await statusOf(d.token, d.deviceId)).toBe(DEVICE_STATUS.online);
    } finally {
      await sim.stop();
    }
    await until(async () => (await statusOf(d.token, d.deviceId)) === DEVICE_STATUS.offline);
    // The "offline" write was lost (or the server stopped with the device online): nobody is connected.
    await storeStatus(d.deviceId, DEVICE_STATUS.online);
    expect(await reconcile()).toEqual({ online: [], offline: [d.deviceId] });
    expect(await statusOf(d.token, d.deviceId)).toBe(DEVICE_STATUS.offline);
    await until(() => pushed.filter((s) => s === DEVICE_STATUS.offline).length >= 2);
    const offline = await t.container.iot.devices.stateRepository.logs(d.deviceId, DEVICE_LOG_TYPE.offline);
    expect(offline).toHaveLength(2);
    await app.endAsync();
  });

  it('leaves disabled devices and devices never activated alone', async () => {
    const d = await ownerWithDevice(t, 'smart-plug', '停用的插座');
    await storeStatus(d.deviceId, DEVICE_STATUS.disabled);
    const fresh = await ownerWithDevice(t, 'smart-plug', '新插座');
    expect(await reconcile()).toEqual({ online: [], offline: [] });
    expect(await statusOf(d.token, d.deviceId)).toBe(DEVICE_STATUS.disabled);
    expect(await statusOf(fresh.token, fresh.deviceId)).toBe(DEVICE_STATUS.notActive);
  });
});
