import { buildTopic, type DeviceShort, ErrorCode, EXPERIENCE_USERNAME, Topic } from '@linli/contracts';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { canSubscribe, mqttUrl, ownerWithDevice, until } from '../../../test/support/mqtt.ts';
import { seedDemo } from '../../seed/demo.ts';

type Answer<T> = { code: number; errorCode?: string; field?: string; data: T };

describe('gateway sub-devices (gwDevCode, slaveId: docs/fastbee.md "Gateway sub-devices")', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { broker: true });
  });
  afterAll(() => t.close());

  async function addDevice(token: string, code: string, deviceName: string) {
    const product = (await t.container.iot.products.findByCode(code))!;
    const created = await t.call<Answer<{ deviceId: number; serialNumber: string }>>('POST', '/iot/device', {
      token,
      body: { productId: product.id, deviceName },
    });
    return { ...created.body.data, productId: product.id };
  }
  const link = (token: string, body: Record<string, unknown>) =>
    t.call<Answer<DeviceShort>>('POST', '/iot/relation', { token, body });
  const subsOf = async (token: string, gatewayId: number) =>
    (await t.call<Answer<DeviceShort[]>>('GET', `/iot/relation/dev/${gatewayId}`, { token })).body.data;

  it('the owner links a sub-device under a gateway; GET /iot/relation/dev/:id lists it; rules hold', async () => {
    const gw = await ownerWithDevice(t, 'gateway', '家庭网关');
    const leak = await addDevice(gw.token, 'water-leak', '厨房水浸');
    const plug = await addDevice(gw.token, 'smart-plug', '插座');
    const linked = await link(gw.token, { gatewayId: gw.deviceId, deviceId: leak.deviceId });
    expect(linked.body).toMatchObject({
      code: 200,
      data: { deviceId: leak.deviceId, gwDevCode: gw.serialNumber },
    });
    expect((await subsOf(gw.token, gw.deviceId)).map((d) => [d.deviceId, d.gwDevCode, d.slaveId])).toEqual([
      [leak.deviceId, gw.serialNumber, 1],
    ]);
    const detail = await t.call<Answer<{ subDeviceCount: number; subDeviceList: DeviceShort[] }>>(
      'GET',
      `/iot/device/${gw.deviceId}`,
      { token: gw.token },
    );
    expect(detail.body.data.subDeviceCount).toBe(1);
    expect((await t.container.iot.devices.devices.findById(leak.deviceId))?.slaveId).toBe(1);

    // Not a gateway / not a sub-device / someone else's devices / already under another gateway.
    expect((await link(gw.token, { gatewayId: plug.deviceId, deviceId: leak.deviceId })).body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.NOT_A_GATEWAY,
      field: 'gatewayId',
    });
    expect((await link(gw.token, { gatewayId: gw.deviceId, deviceId: plug.deviceId })).body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.NOT_A_SUB_DEVICE,
      field: 'deviceId',
    });
    const other = await ownerWithDevice(t, 'gateway', '别人的网关');
    expect(
      (await link(other.token, { gatewayId: other.deviceId, deviceId: leak.deviceId })).body,
    ).toMatchObject({ code: 500, errorCode: ErrorCode.DEVICE_NOT_FOUND });
    expect(await subsOf(other.token, gw.deviceId)).toBeUndefined();
    const gw2 = await addDevice(gw.token, 'gateway', '二号网关');
    expect((await link(gw.token, { gatewayId: gw2.deviceId, deviceId: leak.deviceId })).body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.SUB_DEVICE_LINKED,
    });
    expect((await link(gw.token, { gatewayId: gw.deviceId, deviceId: 'x' })).body).toMatchObject({
      code: 500,
      field: 'deviceId',
    });
    expect(
      (await link(gw.token, { gatewayId: gw.deviceId, deviceId: leak.deviceId, slaveId: 300 })).body,
    ).toMatchObject({ code: 500, field: 'slaveId' });

    // Unlinking frees it for another gateway.
    await t.call('DELETE', `/iot/relation/${leak.deviceId}`, { token: gw.token });
    expect(await subsOf(gw.token, gw.deviceId)).toEqual([]);
    expect((await link(gw.token, { gatewayId: gw2.deviceId, deviceId: leak.deviceId })).body.code).toBe(200);
  });

  it('the gateway reports for its sub-device on the sub-device topics; sub-devices follow its online state', async () => {
    const gw = await ownerWithDevice(t, 'gateway', '家庭网关');
    const leak = await addDevice(gw.token, 'water-leak', '卫生间水浸');
    const lone = await addDevice(gw.token, 'water-leak', '未挂网关的水浸');
    await link(gw.token, { gatewayId: gw.deviceId, deviceId: leak.deviceId });
    const client = await mqtt.connectAsync(mqttUrl(t), {
      clientId: gw.connect.clientId,
      username: gw.connect.username,
      password: gw.connect.passwd,
      reconnectPeriod: 0,
    });
    try {
      await until(async () => (await t.container.iot.devices.devices.findById(leak.deviceId))?.status === 3);
      expect(t.container.iot.mqtt.sessions.isConnected(leak.deviceId)).toBe(true);
      expect(
        await canSubscribe(client, buildTopic(leak.productId, leak.serialNumber, Topic.functionGet)),
      ).toBe(true);
      expect(
        await canSubscribe(client, buildTopic(lone.productId, lone.serialNumber, Topic.functionGet)),
      ).toBe(false);
      await client.publishAsync(
        buildTopic(leak.productId, leak.serialNumber, Topic.propertyPost),
        '[{"id":"leak","value":"1"}]',
      );
      // Not linked: the broker refuses the publish (the connection stays, the value is not stored).
      await client.publishAsync(
        buildTopic(lone.productId, lone.serialNumber, Topic.propertyPost),
        '[{"id":"leak","value":"1"}]',
      );
      const stored = await until(async () =>
        (await t.container.iot.devices.stateRepository.values(leak.deviceId)).find((v) => v.id === 'leak'),
      );
      expect(stored.value).toBe('1');
      expect(await t.container.iot.devices.stateRepository.values(lone.deviceId)).toEqual([]);
    } finally {
      client.end(true);
    }
    await until(async () => (await t.container.iot.devices.devices.findById(leak.deviceId))?.status === 4);
  });

  it('a sub-device linked under a gateway that is online comes online at once; unlinked, it goes offline', async () => {
    const gw = await ownerWithDevice(t, 'gateway', '客厅网关');
    const leak = await addDevice(gw.token, 'water-leak', '阳台水浸');
    const client = await mqtt.connectAsync(mqttUrl(t), {
      clientId: gw.connect.clientId,
      username: gw.connect.username,
      password: gw.connect.passwd,
      reconnectPeriod: 0,
    });
    const statusOf = async () => (await t.container.iot.devices.devices.findById(leak.deviceId))?.status;
    try {
      await until(async () => (await t.container.iot.devices.devices.findById(gw.deviceId))?.status === 3);
      expect(await statusOf()).toBe(1);
      const linked = await link(gw.token, { gatewayId: gw.deviceId, deviceId: leak.deviceId });
      expect(linked.body.data).toMatchObject({ status: 3, gwDevCode: gw.serialNumber });
      expect(await statusOf()).toBe(3);
      expect(t.container.iot.mqtt.sessions.isConnected(leak.deviceId)).toBe(true);
      await t.call('DELETE', `/iot/relation/${leak.deviceId}`, { token: gw.token });
      expect(await statusOf()).toBe(4);
      expect(t.container.iot.mqtt.sessions.isConnected(leak.deviceId)).toBe(false);
    } finally {
      client.end(true);
    }
  });

  it('the demo has a gateway with one sub-device', async () => {
    await seedDemo(t.container);
    await seedDemo(t.container);
    const user = await t.container.users.findByUsername(EXPERIENCE_USERNAME);
    const actor = { userId: user!.id, roles: user!.roles };
    const { rows } = await t.container.iot.devices.devices.shortList(
      actor,
      { pageNum: 1, pageSize: 100 },
      'zh-CN',
    );
    const gateway = rows.find((r) => r.deviceName === '家庭网关')!;
    const subs = await t.container.iot.devices.devices.subDevices(actor, gateway.deviceId, 'zh-CN');
    expect(subs.map((s) => [s.deviceName, s.gwDevCode])).toEqual([['厨房水浸', gateway.serialNumber]]);
  });
});
