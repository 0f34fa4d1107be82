import { allModels, type ThingModel, type ThingsModelSet } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { ownerWithDevice } from '../../../test/support/mqtt.ts';
import { signIn } from '../../../test/support/social-services.ts';
import { CATALOGUE } from './catalogue.ts';

type Named = { id: string; name: string; nameEn?: string };

describe('thing-model names in both languages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const en = { headers: { language: 'en-US' } };

  it('every catalogue item and object parameter has an English name', () => {
    for (const product of CATALOGUE) {
      for (const m of allModels(product.thingsModels)) {
        expect(m.nameEn, `${product.code}.${m.id}`).toMatch(/^[A-Za-z]/);
        const params = 'params' in m.datatype ? (m.datatype.params ?? []) : [];
        for (const p of params) expect(p.nameEn, `${product.code}.${m.id}.${p.id}`).toMatch(/^[A-Za-z]/);
      }
    }
  });

  it('the API names items in the request language: model cache, running status, list, share permissions', async () => {
    const d = await ownerWithDevice(t, 'sos-pendant', '呼叫挂件');
    const cache = async (headers = {}) =>
      (
        await t.call<{ data: ThingsModelSet }>('GET', `/iot/model/cache/${d.productId}`, {
          token: d.token,
          ...headers,
        })
      ).body.data;
    const zh = await cache();
    const english = await cache(en);
    expect(zh.properties.find((m) => m.id === 'battery')).toMatchObject({ name: '电量', nameEn: 'Battery' });
    expect(english.properties.find((m) => m.id === 'battery')).toMatchObject({ name: 'Battery' });
    const location = english.properties.find((m) => m.id === 'location')!;
    expect(location.datatype.type === 'object' && location.datatype.params.map((p) => p.name)).toEqual([
      'Longitude',
      'Latitude',
    ]);

    const running = await t.call<{ data: { thingsModels: Named[] } }>('GET', '/iot/device/runningStatus', {
      token: d.token,
      query: { deviceId: String(d.deviceId) },
      ...en,
    });
    expect(running.body.data.thingsModels.find((m) => m.id === 'sos')).toMatchObject({
      name: 'SOS call',
      nameEn: 'SOS call',
    });
    const list = await t.call<{ rows: Named[] }>('GET', '/iot/device/listThingsModel', {
      token: d.token,
      query: { deviceId: String(d.deviceId), type: '2' },
      ...en,
    });
    expect(list.body.rows.map((m) => m.name)).toEqual(['Find the pendant']);
    const perms = await t.call<{ data: { identifier: string; modelName: string }[] }>(
      'GET',
      `/iot/model/permList/${d.deviceId}`,
      { token: d.token, ...en },
    );
    expect(perms.body.data.find((p) => p.identifier === 'find')?.modelName).toBe('Find the pendant');
  });

  it('a database seeded before English names gets them at start, nothing else changed', async () => {
    const product = (await t.container.iot.products.findByCode('door-sensor'))!;
    const strip = (m: ThingModel): ThingModel => {
      const { nameEn: _drop, ...rest } = m;
      return { ...rest, ...(m.id === 'arm' && { name: '布防（自定义）' }) };
    };
    const old = product.thingsModels;
    const stripped: ThingsModelSet = {
      properties: old.properties.map(strip),
      functions: old.functions.map(strip),
      events: old.events.map(strip),
    };
    await t.db.kysely
      .updateTable('products')
      .set({ things_model: JSON.stringify(stripped) })
      .where('id', '=', product.id)
      .execute();
    await t.container.iot.products.ensureCatalogue();
    const after = await t.container.iot.products.thingsModels(product.id);
    expect(after.functions.find((m) => m.id === 'arm')).toMatchObject({
      name: '布防（自定义）',
      nameEn: 'Arm',
    });
    expect(after.events.map((m) => m.nameEn)).toEqual(['Door/window opened', 'Tamper alarm']);
  });

  it("never undoes an administrator's edit of a catalogue product when it seeds again", async () => {
    const admin = (await signIn(t, ['admin'])).token;
    const smoke = (await t.container.iot.products.findByCode('smoke-detector'))!;
    const { alarms: _dropped, nameEn: _none, ...plainAlarm } = smoke.thingsModels.events[0]!;
    const edited: ThingsModelSet = { ...smoke.thingsModels, events: [plainAlarm] };
    const save = await t.call('PUT', `/iot/product/${smoke.id}/thingsModel`, {
      token: admin,
      body: { thingsModels: edited },
    });
    expect(save.body.code, save.body.msg).toBe(200);
    const update = await t.call('PUT', `/iot/product/${smoke.id}`, {
      token: admin,
      body: {
        productName: '烟感',
        productNameEn: 'Smoke alarm',
        categoryName: smoke.category,
        imgUrl: smoke.imgUrl,
        deviceType: smoke.deviceType,
        networkMethod: smoke.networkMethod,
        credentialScope: 'both',
        offlineAlarmMinutes: null,
      },
    });
    expect(update.body.code, update.body.msg).toBe(200);
    await t.container.iot.products.ensureCatalogue();
    const after = (await t.container.iot.products.find(smoke.id))!;
    expect(after).toMatchObject({ name: '烟感', nameEn: 'Smoke alarm', offlineAlarmMinutes: null });
    expect(after.thingsModels.events).toEqual([plainAlarm]);
    expect((await t.container.iot.products.all()).filter((p) => p.code === 'smoke-detector')).toHaveLength(1);
  });
});
