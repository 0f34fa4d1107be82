import { ErrorCode } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { ownerWithDevice } from '../../../test/support/mqtt.ts';
import { signIn } from '../../../test/support/social-services.ts';

describe('devices: the rules of docs/product.md "Devices" and access by id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const edit = (token: string, deviceId: number, body: Record<string, unknown>) =>
    t.call('PUT', `/iot/device/${deviceId}`, { token, body });

  it('device name and position method are required; custom position needs coordinates; nothing written', async () => {
    const d = await ownerWithDevice(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ locationWay: 1 }, 'deviceName', ErrorCode.FIELD_REQUIRED],
      [{ deviceName: '  ', locationWay: 1 }, 'deviceName', ErrorCode.FIELD_REQUIRED],
      [{ deviceName: '插座' }, 'locationWay', ErrorCode.FIELD_REQUIRED],
      [{ deviceName: '插座', locationWay: '' }, 'locationWay', ErrorCode.FIELD_REQUIRED],
      [{ deviceName: '插座', locationWay: 7 }, 'locationWay', ErrorCode.FIELD_INVALID],
      [{ deviceName: '插座', locationWay: 3, latitude: 22.5 }, 'longitude', ErrorCode.FIELD_REQUIRED],
      [
        { deviceName: '插座', locationWay: 3, longitude: 200, latitude: 22.5 },
        'longitude',
        ErrorCode.NUMBER_TOO_LARGE,
      ],
      [{ deviceName: 'x'.repeat(65), locationWay: 1 }, 'deviceName', ErrorCode.FIELD_TOO_LONG],
    ];
    for (const [body, field, errorCode] of cases) {
      const answer = await edit(d.token, d.deviceId, body);
      expect(answer.status).toBe(200);
      expect(answer.body, JSON.stringify(body)).toMatchObject({ code: 500, field, errorCode });
    }
    const unchanged = await t.call<{ data: { deviceName: string } }>('GET', `/iot/device/${d.deviceId}`, {
      token: d.token,
    });
    expect(unchanged.body.data.deviceName).toBe('客厅插座');
    const ok = await edit(d.token, d.deviceId, {
      deviceName: '卧室插座',
      locationWay: 3,
      longitude: 114.05,
      latitude: 22.54,
      networkAddress: '深圳市福田区',
      remark: '床头',
    });
    expect(ok.body.code).toBe(200);
    const detail = await t.call<{ data: Record<string, unknown> }>('GET', `/iot/device/${d.deviceId}`, {
      token: d.token,
    });
    expect(detail.body.data).toMatchObject({
      deviceName: '卧室插座',
      locationWay: 3,
      longitude: 114.05,
      latitude: 22.54,
      remark: '床头',
      status: 1,
      isOwner: 1,
      productName: '智能插座',
    });
    const missing = await t.call('PUT', '/iot/device', {
      token: d.token,
      body: { deviceName: 'x', locationWay: 1 },
    });
    expect(missing.body).toMatchObject({ code: 500, field: 'deviceId', errorCode: ErrorCode.FIELD_REQUIRED });
  });

  it('a user cannot read, edit, delete, command or get credentials of another user’s device', async () => {
    const d = await ownerWithDevice(t);
    const stranger = await signIn(t);
    const id = String(d.deviceId);
    const calls: [string, string, Record<string, unknown>][] = [
      ['GET', `/iot/device/${id}`, {}],
      ['PUT', `/iot/device/${id}`, { body: { deviceName: 'mine', locationWay: 1 } }],
      ['DELETE', `/iot/device/${id}`, {}],
      ['GET', `/iot/device/thingsModelValue/${id}`, {}],
      ['GET', `/iot/device/synchronization/${id}`, {}],
      ['GET', `/iot/relation/dev/${id}`, {}],
      ['GET', '/iot/device/runningStatus', { query: { deviceId: id } }],
      ['GET', '/iot/device/getMqttConnectData', { query: { deviceId: id } }],
      ['GET', '/iot/runtime/prop/get', { query: { deviceId: id } }],
      ['GET', '/iot/device/listThingsModel', { query: { deviceId: id } }],
      [
        'POST',
        '/iot/runtime/service/invokeReply',
        { body: { deviceId: d.deviceId, identifier: 'switch', remoteCommand: { switch: 1 } } },
      ],
    ];
    for (const [method, url, options] of calls) {
      const answer = await t.call(method, url, { token: stranger.token, ...options });
      expect(answer.status, url).toBe(200);
      expect(answer.body, `${method} ${url}`).toMatchObject({
        code: 500,
        errorCode: ErrorCode.DEVICE_NOT_FOUND,
      });
    }
    const list = await t.call<{ total: number }>('GET', '/iot/device/shortList', { token: stranger.token });
    expect(list.body.total).toBe(0);
    // An administrator may read but not manage.
    const admin = await signIn(t, ['admin']);
    expect((await t.call('GET', `/iot/device/${id}`, { token: admin.token })).body.code).toBe(200);
    expect(
      (await t.call('GET', '/iot/device/getMqttConnectData', { token: admin.token, query: { deviceId: id } }))
        .body.code,
    ).toBe(403);
    expect((await t.call('GET', `/iot/device/${id}`, { token: d.token })).body.code).toBe(200);
    expect((await t.call('GET', `/iot/device/${id}`)).body.code).toBe(401);
  });

  it("lists each device's last readings in words, in the caller's language, for its card", async () => {
    const d = await ownerWithDevice(t, 'smart-plug', '读数插座');
    const ts = new Date().toISOString();
    await t.db.kysely
      .insertInto('device_values')
      .values([
        { device_id: d.deviceId, identifier: 'switch', value: '1', shadow: '1', ts },
        { device_id: d.deviceId, identifier: 'power', value: '12.5', shadow: '', ts },
        // A desired value the plug never reported is not a reading.
        { device_id: d.deviceId, identifier: 'countdown', value: '', shadow: '30', ts },
      ])
      .execute();
    type Rows = { rows: { deviceId: number; readings: { id: string; name: string; text: string }[] }[] };
    const readingsIn = async (language: 'zh-CN' | 'en-US') => {
      const list = await t.call<Rows>('GET', '/iot/device/shortList', { token: d.token, language });
      return list.body.rows.find((r) => r.deviceId === d.deviceId)?.readings;
    };
    expect(await readingsIn('zh-CN')).toEqual([
      { id: 'power', name: '功率', value: '12.5', text: '12.5 W' },
      { id: 'switch', name: '开关', value: '1', text: '打开' },
    ]);
    expect(await readingsIn('en-US')).toEqual([
      { id: 'power', name: 'Power', value: '12.5', text: '12.5 W' },
      { id: 'switch', name: 'Switch', value: '1', text: 'On' },
    ]);
  });

  it('lists own devices with paging, name and status filters; catalogue and thing model readable', async () => {
    const d = await ownerWithDevice(t, 'health-watch', '奶奶的手表');
    const product = d.productId;
    await t.call('POST', '/iot/device', {
      token: d.token,
      body: { productId: product, deviceName: '爷爷的手表' },
    });
    const all = await t.call<{ rows: { deviceName: string }[]; total: number }>(
      'GET',
      '/iot/device/shortList',
      {
        token: d.token,
        query: { pageSize: '1' },
      },
    );
    expect(all.body.total).toBe(2);
    expect(all.body.rows).toHaveLength(1);
    // Past the last page: no rows, and the total is still told.
    const beyond = await t.call<{ rows: unknown[]; total: number }>('GET', '/iot/device/shortList', {
      token: d.token,
      query: { pageSize: '1', pageNum: '5' },
    });
    expect(beyond.body).toMatchObject({ rows: [], total: 2 });
    const byName = await t.call<{ rows: { deviceName: string }[] }>('GET', '/iot/device/shortList', {
      token: d.token,
      query: { deviceName: '奶奶' },
    });
    expect(byName.body.rows.map((r) => r.deviceName)).toEqual(['奶奶的手表']);
    const online = await t.call<{ total: number }>('GET', '/iot/device/shortList', {
      token: d.token,
      query: { status: '3' },
    });
    expect(online.body.total).toBe(0);
    const products = await t.call<{ rows: { productName: string }[]; total: number }>(
      'GET',
      '/iot/product/shortList',
      {
        token: d.token,
        query: { pageSize: '20' },
      },
    );
    expect(products.body.total).toBeGreaterThanOrEqual(10);
    expect(JSON.stringify(products.body)).not.toMatch(/mqtt|password/i);
    const model = await t.call<{ data: { properties: { id: string }[] } }>(
      'GET',
      `/iot/model/cache/${product}`,
      { token: d.token },
    );
    expect(model.body.data.properties.map((p) => p.id)).toEqual(
      expect.arrayContaining(['heart_rate', 'spo2', 'steps', 'location']),
    );
    const dup = await t.call('POST', '/iot/device', {
      token: d.token,
      body: { productId: product, deviceName: 'x', serialNumber: d.serialNumber },
    });
    expect(dup.body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.SERIAL_NUMBER_TAKEN,
      field: 'serialNumber',
    });
    const noProduct = await t.call('POST', '/iot/device', {
      token: d.token,
      body: { productId: 99999, deviceName: 'x' },
    });
    expect(noProduct.body).toMatchObject({ code: 500, errorCode: ErrorCode.PRODUCT_NOT_FOUND });
    const deleted = await t.call('DELETE', `/iot/device/${d.deviceId}`, { token: d.token });
    expect(deleted.body.code).toBe(200);
    expect((await t.call('GET', `/iot/device/${d.deviceId}`, { token: d.token })).body.code).toBe(500);
  });
});
