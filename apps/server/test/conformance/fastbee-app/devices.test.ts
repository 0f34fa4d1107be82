import { deviceInfo, Topic } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastbeeAppClient } from '../../support/fastbee-app.ts';
import { createTestApp, type TestApp } from '../../support/index.ts';
import { shareAccepted } from '../../support/shares.ts';
import { appMember, multiProduct } from './devices-fixtures.ts';

/**
 * FastBee's app 2.2 (xinjiprincess/fastbee_app) against /prod-api: its device calls replayed as its pages
 * make them (apis/modules/device.js, runtime.js), asserting every field and type the pages read.
 */

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A device the member adds through Linli's own /api (`productCode` from the catalogue). */
async function addDevice(token: string, deviceName = '客厅插座', productCode = 'smart-plug') {
  const product = (await t.container.iot.products.findByCode(productCode))!;
  const created = await t.call<{ data: { deviceId: number; serialNumber: string } }>('POST', '/iot/device', {
    token,
    body: { productId: product.id, deviceName },
  });
  return { ...created.body.data, productId: product.id };
}

/** Values the device reported (the ingest a real report goes through). */
async function report(device: { deviceId: number; productId: number; serialNumber: string }, items: object) {
  const record = (await t.container.iot.devices.devices.findById(device.deviceId))!;
  await t.container.iot.devices.state.report(
    record,
    Topic.propertyPost,
    Object.entries(items).map(([id, value]) => ({ id, value: String(value) })),
  );
  await t.container.iot.devices.writer.drain();
}

describe('pages/tabBar/home/index.vue', () => {
  it('#getDevices: groupId=0 (全部) lists own and shared devices with the fields and types the cards read', async () => {
    const owner = await appMember(t);
    const neighbour = await appMember(t);
    const plug = await addDevice(owner.token);
    const record = (await t.container.iot.devices.devices.findById(plug.deviceId))!;
    await t.container.iot.devices.state.info(record, deviceInfo.parse({ rssi: -67, firmwareVersion: 1.2 }));
    const theirs = await addDevice(neighbour.token, '邻居的温湿度计', 'th-sensor');
    await shareAccepted(t, {
      token: neighbour.token,
      body: { deviceId: theirs.deviceId, userId: owner.userId, perms: [] },
    });

    const answer = await owner.app.get('/iot/device/shortList', { pageNum: 1, pageSize: 11, groupId: 0 });
    expect(answer.code).toBe(200);
    expect(answer.total).toBe(2);
    const mine = answer.rows.find((d: { deviceId: number }) => d.deviceId === plug.deviceId);
    expect(mine).toMatchObject({
      deviceName: '客厅插座',
      productId: plug.productId,
      serialNumber: plug.serialNumber,
      status: 1,
      rssi: -67,
      isShadow: 0,
      isOwner: 1,
      // A catalogue picture Linli's app draws as an icon: none, so the app shows its own default picture.
      imgUrl: '',
      deviceType: 1,
    });
    expect(typeof mine.rssi).toBe('number');
    // The home's signal bars: `device.rssi >= '-70'` reads right only for a number.
    expect(mine.rssi >= '-70' && !(mine.rssi >= '-55')).toBe(true);
    expect(mine.createTime).toMatch(TIME);
    const shared = answer.rows.find((d: { deviceId: number }) => d.deviceId === theirs.deviceId);
    expect(shared).toMatchObject({ isOwner: 0, rssi: 0, deviceType: 1, serialNumber: theirs.serialNumber });

    // Without groupId (the first load before tabs exist) the same.
    expect((await owner.app.get('/iot/device/shortList', { pageNum: 1, pageSize: 11 })).total).toBe(2);
  });

  it('#getDevices of a group tab: only the devices in that group', async () => {
    const owner = await appMember(t);
    const plug = await addDevice(owner.token);
    await addDevice(owner.token, '卧室插座');
    const group = await t.call<{ data: { groupId: number } }>('POST', '/iot/group', {
      token: owner.token,
      body: { groupName: '客厅', groupOrder: 1 },
    });
    const groupId = group.body.data.groupId;
    await t.call('PUT', '/iot/group/updateDeviceGroups', {
      token: owner.token,
      body: { groupId, deviceIds: [plug.deviceId] },
    });
    const answer = await owner.app.get('/iot/device/shortList', { pageNum: 1, pageSize: 11, groupId });
    expect(answer.rows.map((d: { deviceId: number }) => d.deviceId)).toEqual([plug.deviceId]);
    expect(answer.total).toBe(1);
  });

  it('scan relate: the scanned device becomes the caller’s; never someone else’s device, nor for someone else', async () => {
    const owner = await appMember(t);
    const plugProduct = (await t.container.iot.products.findByCode('smart-plug'))!;
    const scanned = {
      deviceNumber: `FBAPP${Date.now().toString(16).toUpperCase()}`,
      productId: plugProduct.id,
    };
    const linked = await owner.app.post('/iot/device/relateUser', {
      deviceNumberAndProductIds: [scanned],
      userId: owner.userId,
    });
    expect(linked.code, linked.msg).toBe(200);
    const list = await owner.app.get('/iot/device/shortList', { pageNum: 1, pageSize: 11, groupId: 0 });
    expect(list.rows.map((d: { serialNumber: string }) => d.serialNumber)).toEqual([scanned.deviceNumber]);

    const other = await appMember(t);
    const taken = await other.app.post('/iot/device/relateUser', {
      deviceNumberAndProductIds: [scanned],
      userId: other.userId,
    });
    expect(taken).toMatchObject({ errorCode: 'DEVICE_BOUND_TO_OTHER' });
    expect(taken.msg).toMatch(/[\u4e00-\u9fff]/);
    const forSomeoneElse = await other.app.post('/iot/device/relateUser', {
      deviceNumberAndProductIds: [{ deviceNumber: 'FBAPPNOBODY1', productId: plugProduct.id }],
      userId: owner.userId,
    });
    expect(forSomeoneElse).toMatchObject({ code: 403, errorCode: 'FORBIDDEN' });
    expect(await t.container.iot.devices.devices.findBySerial('FBAPPNOBODY1')).toBeUndefined();
  });
});

/** pagesA/home/device/index.vue#formatThingsModel, as the page runs it (it must not throw). */
// biome-ignore lint/suspicious/noExplicitAny: the page's own untyped objects
function formatThingsModel(data: any) {
  data.chartList = [];
  for (const model of data.thingsModels) {
    if (model.datatype.type === 'array') {
      if (model.datatype.arrayType === 'object') {
        for (let k = 0; k < model.datatype.arrayParams.length; k++) {
          for (const param of model.datatype.arrayParams[k]) {
            param.id = `array_${k > 9 ? String(k) : `0${k}`}_${param.id}`;
          }
        }
      } else {
        const values = model.value !== '' ? model.value.split(',') : [];
        const shadows = model.shadow !== '' ? model.shadow.split(',') : [];
        model.datatype.arrayModel = [];
        for (let j = 0; j < model.datatype.arrayCount; j++) {
          model.datatype.arrayModel[j] = {
            id: `array_${j > 9 ? String(j) : `0${j}`}_${model.id}`,
            value: values[j] ? values[j] : '',
            shadow: shadows[j] ? shadows[j] : '',
          };
        }
      }
    } else if (model.datatype.type === 'object') {
      for (const param of model.datatype.params) if (param.isChart === 1) data.chartList.push(param);
    } else if (model.isChart === 1) data.chartList.push(model);
  }
  data.isSubDev = data.subDeviceList.length > 0;
  return data;
}

/** The app's device page load: detail, cached model, running status, formatted (#getDevice). */
async function openDevicePage(app: FastbeeAppClient, deviceId: number) {
  const response = await app.get(`/iot/device/${deviceId}`);
  expect(response.code, response.msg).toBe(200);
  const data = response.data;
  const cache = await app.get(`/iot/model/cache/${data.productId}`);
  data.cacheThingsModel = JSON.parse(cache.data);
  const status = await app.get('/iot/device/runningStatus', { deviceId, slaveId: data.slaveId });
  data.thingsModels = status.data.thingsModels;
  return formatThingsModel(data);
}

describe('pagesA/home/device/index.vue', () => {
  it('#getDevice, #getCacheThingsModdel, #getRunningStatusInfo: every field the page reads, and it formats', async () => {
    const owner = await appMember(t);
    const plug = await addDevice(owner.token);
    await report(plug, { power: '12.5', voltage: '220' });
    const data = await openDevicePage(owner.app, plug.deviceId);
    expect(data).toMatchObject({
      deviceId: plug.deviceId,
      deviceName: '客厅插座',
      productId: plug.productId,
      productName: '智能插座',
      serialNumber: plug.serialNumber,
      deviceType: 1,
      slaveId: null,
      subDeviceList: [],
      // A catalogue picture Linli's app draws as an icon: none, so the app shows its own default picture.
      imgUrl: '',
      status: 1,
      isShadow: 0,
      locationWay: 1,
      longitude: null,
      latitude: null,
      networkAddress: '',
      networkIp: '',
      activeTime: null,
      firmwareVersion: 1,
      rssi: 0,
      remark: '',
      isSubDev: false,
    });
    expect(Object.keys(data.cacheThingsModel).sort()).toEqual(['events', 'functions', 'properties']);
    expect(data.cacheThingsModel.functions.map((m: { id: string }) => m.id)).toEqual(['switch', 'countdown']);
    const byId = Object.fromEntries(data.thingsModels.map((m: { id: string }) => [m.id, m]));
    expect(byId.power).toMatchObject({ name: '功率', type: 1, isChart: 1, isMonitor: 1, isReadonly: 1 });
    expect(byId.power).toMatchObject({ value: '12.5', shadow: '12.5', ts: expect.stringMatching(TIME) });
    expect(byId.power.datatype).toEqual({ type: 'decimal', min: 0, max: 4000, step: 0.1, unit: 'W' });
    // A switch never reported: its control's activeValue/inactiveValue are the strings "1"/"0".
    expect(byId.switch).toMatchObject({ type: 2, isReadonly: 0, value: '', shadow: '0', ts: null });
    expect(byId.switch.datatype).toEqual({ type: 'bool', trueText: '打开', falseText: '关闭' });
    expect(data.chartList.map((m: { id: string }) => m.id)).toEqual(['power']);
  });

  it('#getRunningStatusInfo of arrays and objects: comma strings, members and array elements the page formats', async () => {
    const owner = await appMember(t);
    const productId = await multiProduct(t);
    const created = await t.call<{ data: { deviceId: number; serialNumber: string } }>(
      'POST',
      '/iot/device',
      {
        token: owner.token,
        body: { productId, deviceName: '控制器' },
      },
    );
    const device = { ...created.body.data, productId };
    await report(device, {
      temps: '[21,22,23]',
      lamp: '{"brightness":40,"on":1}',
      zones: '[{"target":20},{"target":22}]',
    });
    const data = await openDevicePage(owner.app, device.deviceId);
    const byId = Object.fromEntries(data.thingsModels.map((m: { id: string }) => [m.id, m]));
    expect(byId.temps).toMatchObject({ value: '21,22,23', shadow: '21,22,23' });
    expect(byId.temps.datatype.arrayModel.map((e: { id: string; value: string }) => [e.id, e.value])).toEqual(
      [
        ['array_00_temps', '21'],
        ['array_01_temps', '22'],
        ['array_02_temps', '23'],
      ],
    );
    expect(byId.levels).toMatchObject({ value: '', shadow: '' });
    expect(byId.levels.datatype.arrayModel).toHaveLength(3);
    expect(byId.lamp.datatype.params.map((p: { id: string; shadow: string }) => [p.id, p.shadow])).toEqual([
      ['brightness', '40'],
      ['on', '1'],
    ]);
    expect(
      byId.zones.datatype.arrayParams.map((ps: { id: string; shadow: string }[]) =>
        ps.map((p) => [p.id, p.shadow]),
      ),
    ).toEqual([[['array_00_target', '20']], [['array_01_target', '22']]]);
  });

  it('#getDevice: a stranger gets "not found", nothing of the device', async () => {
    const owner = await appMember(t);
    const plug = await addDevice(owner.token);
    const stranger = await appMember(t);
    for (const answer of [
      await stranger.app.get(`/iot/device/${plug.deviceId}`),
      await stranger.app.get('/iot/device/runningStatus', { deviceId: plug.deviceId }),
      await stranger.app.get(`/iot/device/synchronization/${plug.serialNumber}`),
    ]) {
      expect(answer).toMatchObject({ errorCode: 'DEVICE_NOT_FOUND', msg: '设备不存在或无权访问' });
      expect(answer.data).toBeUndefined();
    }
  });

  it('deviceSynchronization: the device record by serial number', async () => {
    const owner = await appMember(t);
    const plug = await addDevice(owner.token);
    const answer = await owner.app.get(`/iot/device/synchronization/${plug.serialNumber}`);
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({
      deviceId: plug.deviceId,
      serialNumber: plug.serialNumber,
      subDeviceList: [],
    });
  });

  it('#submitForm: saves name, shadow, remark and position; the disable switch sends status 2, re-enabling 4', async () => {
    const owner = await appMember(t);
    const plug = await addDevice(owner.token);
    const form = (await owner.app.get(`/iot/device/${plug.deviceId}`)).data;
    const body = (over: object) => ({
      deviceId: form.deviceId,
      deviceName: '客厅插座二号',
      isShadow: 1,
      status: form.status,
      remark: '靠窗',
      locationWay: 3,
      longitude: 113.26,
      latitude: 23.13,
      networkAddress: '广州',
      ...over,
    });
    expect((await owner.app.put('/iot/device', body({}))).code).toBe(200);
    expect((await owner.app.get(`/iot/device/${plug.deviceId}`)).data).toMatchObject({
      deviceName: '客厅插座二号',
      isShadow: 1,
      remark: '靠窗',
      locationWay: 3,
      longitude: 113.26,
      latitude: 23.13,
      networkAddress: '广州',
    });
    expect((await owner.app.put('/iot/device', body({ status: 2 }))).code).toBe(200);
    expect((await owner.app.get(`/iot/device/${plug.deviceId}`)).data.status).toBe(2);
    expect((await owner.app.put('/iot/device', body({ status: 4, remark: null }))).code).toBe(200);
    expect((await owner.app.get(`/iot/device/${plug.deviceId}`)).data).toMatchObject({
      status: 1,
      remark: '',
    });

    // Custom position without coordinates: refused as /api refuses it, nothing saved.
    const refused = await owner.app.put('/iot/device', body({ deviceName: '改名', longitude: null }));
    expect(refused).toMatchObject({ errorCode: 'FIELD_REQUIRED', field: 'longitude' });
    expect((await owner.app.get(`/iot/device/${plug.deviceId}`)).data.deviceName).toBe('客厅插座二号');
    // A shared user may look but not edit.
    const guest = await appMember(t);
    await shareAccepted(t, {
      token: owner.token,
      body: { deviceId: plug.deviceId, userId: guest.userId, perms: [] },
    });
    expect(await guest.app.put('/iot/device', body({ deviceName: '别人改的' }))).toMatchObject({ code: 403 });
  });

  it('#confirm: the owner deletes (unbinds) the device; a shared user cannot', async () => {
    const owner = await appMember(t);
    const plug = await addDevice(owner.token);
    const guest = await appMember(t);
    await shareAccepted(t, {
      token: owner.token,
      body: { deviceId: plug.deviceId, userId: guest.userId, perms: [] },
    });
    expect(await guest.app.delete(`/iot/device/${plug.deviceId}`)).toMatchObject({ code: 403 });
    expect((await owner.app.get(`/iot/device/${plug.deviceId}`)).code).toBe(200);
    expect((await owner.app.delete(`/iot/device/${plug.deviceId}`)).code).toBe(200);
    expect(await owner.app.get(`/iot/device/${plug.deviceId}`)).toMatchObject({
      errorCode: 'DEVICE_NOT_FOUND',
    });
  });
});
