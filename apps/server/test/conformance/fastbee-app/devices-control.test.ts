import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastbeeAppClient } from '../../support/fastbee-app.ts';
import { createTestApp, type TestApp } from '../../support/index.ts';
import { shareAccepted } from '../../support/shares.ts';
import { appMember, multiProduct } from './devices-fixtures.ts';

/**
 * FastBee's app 2.2 controls a device over HTTP (status/base.vue#mqttPublish → POST
 * /iot/runtime/service/invoke), picks devices for a group (pagesB/user/deviceGroup/devices.vue) and reads
 * the product catalogue (apis/modules/product.js). Devices here have shadow mode on and no live session,
 * so a command is stored as the device's desired value: what the running status shows next.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A device of `productId` (a smart plug by default), with shadow mode on as the app's details tab sets it. */
async function shadowDevice(owner: Awaited<ReturnType<typeof appMember>>, productId?: number) {
  const product = productId ?? (await t.container.iot.products.findByCode('smart-plug'))!.id;
  const created = await t.call<{ data: { deviceId: number; serialNumber: string } }>('POST', '/iot/device', {
    token: owner.token,
    body: { productId: product, deviceName: '设备' },
  });
  const device = { ...created.body.data, productId: product };
  const saved = await owner.app.put('/iot/device', {
    deviceId: device.deviceId,
    deviceName: '设备',
    isShadow: 1,
    status: 1,
    remark: '',
    locationWay: 1,
    longitude: null,
    latitude: null,
    networkAddress: '',
  });
  expect(saved.code, saved.msg).toBe(200);
  return device;
}

/** status/base.vue#mqttPublish: one control's `{id: shadow}`, the device's serial and product. */
function mqttPublish(
  app: FastbeeAppClient,
  device: { serialNumber: string; productId: number; status?: number },
  model: { id: string; name: string; type?: number; shadow: unknown },
) {
  return app.post('/iot/runtime/service/invoke', {
    serialNumber: device.serialNumber,
    productId: device.productId,
    remoteCommand: { [model.id]: model.shadow },
    identifier: model.id,
    modelName: model.name,
    isShadow: (device.status ?? 4) !== 3,
    type: model.type,
  });
}

async function shadows(app: FastbeeAppClient, deviceId: number) {
  const status = await app.get('/iot/device/runningStatus', { deviceId });
  return Object.fromEntries(
    status.data.thingsModels.map((m: { id: string; shadow: string; datatype: unknown }) => [m.id, m]),
  );
}

const commandsOf = (deviceId: number) => t.container.iot.devices.stateRepository.commands(deviceId);

describe('status/base.vue#mqttPublish (POST /iot/runtime/service/invoke)', () => {
  it('a switch and a number: the command is taken, and the controls show it next', async () => {
    const owner = await appMember(t);
    const plug = await shadowDevice(owner);
    const on = await mqttPublish(owner.app, plug, { id: 'switch', name: '开关', type: 2, shadow: '1' });
    expect(on.code, on.msg).toBe(200);
    const countdown = await mqttPublish(owner.app, plug, {
      id: 'countdown',
      name: '倒计时关闭',
      type: 2,
      shadow: '30',
    });
    expect(countdown.code, countdown.msg).toBe(200);
    const now = await shadows(owner.app, plug.deviceId);
    expect(now.switch.shadow).toBe('1');
    expect(now.countdown.shadow).toBe('30');
    expect((await commandsOf(plug.deviceId)).map((c) => c.status)).toEqual(['shadow', 'shadow']);
  });

  it('array_NN_ and object members: the part is set in the whole value', async () => {
    const owner = await appMember(t);
    const controller = await shadowDevice(owner, await multiProduct(t));
    for (const [id, shadow] of [
      ['array_02_levels', '7'],
      ['array_00_levels', '3'],
      ['brightness', '80'],
      ['array_01_target', '25'],
    ] as const) {
      const answer = await mqttPublish(owner.app, controller, { id, name: id, shadow });
      expect(answer.code, `${id}: ${answer.msg}`).toBe(200);
    }
    const now = await shadows(owner.app, controller.deviceId);
    expect(now.levels.shadow).toBe('3,0,7');
    expect(now.lamp.datatype.params.map((p: { id: string; shadow: string }) => [p.id, p.shadow])).toEqual([
      ['brightness', '80'],
      ['on', '0'],
    ]);
    expect(now.zones.datatype.arrayParams[1][0]).toMatchObject({ id: 'target', shadow: '25' });
    // An element past the array's length is a bad value, named by the item.
    const past = await mqttPublish(owner.app, controller, {
      id: 'array_05_levels',
      name: '档位组',
      shadow: '1',
    });
    expect(past).toMatchObject({ errorCode: 'THING_VALUE_INVALID', msg: '档位组的值不正确' });
  });

  it('a bad value is refused with a translated message naming the item, and nothing is sent', async () => {
    const owner = await appMember(t);
    const plug = await shadowDevice(owner);
    const zh = await mqttPublish(owner.app, plug, { id: 'countdown', name: '倒计时关闭', shadow: '5000' });
    expect(zh).toMatchObject({ code: 500, errorCode: 'THING_VALUE_INVALID', msg: '倒计时关闭的值不正确' });
    const notBool = await mqttPublish(owner.app, plug, { id: 'switch', name: '开关', shadow: 'yes' });
    expect(notBool).toMatchObject({ errorCode: 'THING_VALUE_INVALID', msg: '开关的值不正确' });
    const unknown = await mqttPublish(owner.app, plug, { id: 'array_00_nothing', name: '?', shadow: '1' });
    expect(unknown).toMatchObject({ errorCode: 'THING_UNKNOWN' });
    expect(await commandsOf(plug.deviceId)).toEqual([]);
    expect((await shadows(owner.app, plug.deviceId)).countdown.shadow).toBe('');
  });

  it('a shared user needs the function in the share; a stranger learns nothing', async () => {
    const owner = await appMember(t);
    const plug = await shadowDevice(owner);
    const without = await appMember(t);
    const withSwitch = await appMember(t);
    await shareAccepted(t, {
      token: owner.token,
      body: { deviceId: plug.deviceId, userId: without.userId, perms: [] },
    });
    await shareAccepted(t, {
      token: owner.token,
      body: { deviceId: plug.deviceId, userId: withSwitch.userId, perms: ['switch'] },
    });
    const refused = await mqttPublish(without.app, plug, { id: 'switch', name: '开关', shadow: '1' });
    expect(refused).toMatchObject({ code: 403, errorCode: 'FORBIDDEN' });
    const otherFunction = await mqttPublish(withSwitch.app, plug, {
      id: 'countdown',
      name: '倒计时关闭',
      shadow: '5',
    });
    expect(otherFunction).toMatchObject({ code: 403, errorCode: 'FORBIDDEN' });
    expect(await commandsOf(plug.deviceId)).toEqual([]);
    expect((await mqttPublish(withSwitch.app, plug, { id: 'switch', name: '开关', shadow: '1' })).code).toBe(
      200,
    );

    const stranger = await appMember(t);
    const hidden = await mqttPublish(stranger.app, plug, { id: 'switch', name: '开关', shadow: '0' });
    expect(hidden).toMatchObject({ errorCode: 'DEVICE_NOT_FOUND' });
    // The right serial with another product is not that device either.
    const wrongProduct = await mqttPublish(
      owner.app,
      { ...plug, productId: plug.productId + 1000 },
      {
        id: 'switch',
        name: '开关',
        shadow: '0',
      },
    );
    expect(wrongProduct).toMatchObject({ errorCode: 'DEVICE_NOT_FOUND' });
    expect((await commandsOf(plug.deviceId)).length).toBe(1);
  });

  it('an offline device without shadow mode refuses, as /api does', async () => {
    const owner = await appMember(t);
    const product = (await t.container.iot.products.findByCode('smart-plug'))!;
    const created = await t.call<{ data: { deviceId: number; serialNumber: string } }>(
      'POST',
      '/iot/device',
      {
        token: owner.token,
        body: { productId: product.id, deviceName: '插座' },
      },
    );
    const plug = { ...created.body.data, productId: product.id };
    const answer = await mqttPublish(owner.app, plug, { id: 'switch', name: '开关', shadow: '1' });
    expect(answer).toMatchObject({ errorCode: 'DEVICE_OFFLINE', msg: '设备离线，指令未发送' });
    expect((await shadows(owner.app, plug.deviceId)).switch.shadow).toBe('0');
  });
});

describe('pagesB/user/deviceGroup/devices.vue#getList (GET /iot/device/listByGroup)', () => {
  it("lists the caller's own devices to pick from, never another person's", async () => {
    const owner = await appMember(t);
    const plug = await shadowDevice(owner);
    const neighbour = await appMember(t);
    const theirs = await shadowDevice(neighbour);
    await shareAccepted(t, {
      token: neighbour.token,
      body: { deviceId: theirs.deviceId, userId: owner.userId, perms: [] },
    });
    const query = { pageNum: 1, pageSize: 20, deviceName: null, userId: String(owner.userId) };
    const answer = await owner.app.get('/iot/device/listByGroup', query);
    expect(answer).toMatchObject({ code: 200, total: 1 });
    expect(answer.rows).toEqual([
      { deviceId: plug.deviceId, deviceName: '设备', serialNumber: plug.serialNumber, disabled: false },
    ]);
    // Checkbox names are the device ids of getDeviceIds: numbers both.
    expect(typeof answer.rows[0].deviceId).toBe('number');
    const snooping = await owner.app.get('/iot/device/listByGroup', {
      ...query,
      userId: String(neighbour.userId),
    });
    expect(snooping).toMatchObject({ code: 200, rows: [], total: 0 });
  });
});

describe('apis/modules/product.js#getProductList', () => {
  it('the published catalogue', async () => {
    const app = (await appMember(t)).app;
    const answer = await app.get('/iot/product/list', { pageNum: 1, pageSize: 10 });
    expect(answer.code).toBe(200);
    expect(answer.rows.find((p: { productName: string }) => p.productName === '智能插座')).toMatchObject({
      // A catalogue picture Linli's app draws as an icon: none, so the app shows its own default picture.
      imgUrl: '',
      deviceType: 1,
    });
  });
});
