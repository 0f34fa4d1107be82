import type { ProductAdmin, ThingModel, ThingsModelSet } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/index.ts';
import { aLockModel, aProductForm } from '../../../test/support/products.ts';
import { appWithAdmin, signIn } from '../../../test/support/social-services.ts';

type Answer<T> = { code: number; msg: string; errorCode?: string; data: T };

const battery: ThingModel = {
  id: 'battery',
  name: '电量',
  nameEn: 'Battery',
  type: 1,
  datatype: { type: 'integer', min: 0, max: 100, step: 1, unit: '%' },
  isChart: 0,
  isMonitor: 0,
  isHistory: 1,
  isReadonly: 1,
  isSharePerm: 0,
  order: 1,
};
const forced: ThingModel = { ...battery, id: 'forced', name: '撬锁报警', nameEn: 'Forced open', type: 3 };

describe('thing-model versions', () => {
  let t: TestApp;
  let admin: string;
  let lock: ProductAdmin;
  let member: { token: string; userId: number };
  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin());
    member = await signIn(t);
  });
  afterAll(() => t.close());

  const call = async <T = ProductAdmin>(method: string, url: string, body?: unknown, language = 'zh-CN') =>
    (
      await t.call<Answer<T>>(method, url, {
        token: admin,
        language: language as 'zh-CN',
        ...(body === undefined ? {} : { body }),
      })
    ).body;
  const save = (set: ThingsModelSet, language = 'zh-CN') =>
    call('PUT', `/iot/product/${lock.productId}/thingsModel`, { thingsModels: set }, language);
  const link = async (deviceName: string) => {
    const answer = await t.call<Answer<{ deviceId: number }>>('POST', '/iot/device', {
      token: member.token,
      body: { productId: lock.productId, deviceName },
    });
    expect(answer.body.code, answer.body.msg).toBe(200);
    return answer.body.data.deviceId;
  };
  const versionOf = async (deviceId: number) =>
    (
      await t.db.kysely
        .selectFrom('devices')
        .select('things_model_version')
        .where('id', '=', deviceId)
        .executeTakeFirstOrThrow()
    ).things_model_version;
  const products = () => t.container.iot.products;

  it("saves a draft's model in place, and a published product's changes as new versions", async () => {
    lock = (await call('POST', '/iot/product', aProductForm())).data;
    expect((await save(aLockModel())).data.thingsModelVersion).toBe(1);
    const renamed = aLockModel();
    renamed.properties[0]!.name = '锁状态';
    expect((await save(renamed)).data.thingsModelVersion).toBe(1);
    expect(await products().thingsModelsAt(lock.productId, 1)).toEqual(renamed);
    await call('PUT', `/iot/product/${lock.productId}/status`, { status: 2 });

    const first = await link('大门');
    expect(await versionOf(first)).toBe(1);
    const withBattery: ThingsModelSet = { ...renamed, properties: [...renamed.properties, battery] };
    expect((await save(withBattery)).data.thingsModelVersion).toBe(2);
    // Saving the same model again makes no version.
    expect((await save(withBattery)).data.thingsModelVersion).toBe(2);

    // The device keeps reporting under the version it had; the product's current one is the new.
    expect(await versionOf(first)).toBe(1);
    expect(await products().thingsModelsAt(lock.productId, 1)).toEqual(renamed);
    expect(await products().thingsModelsAt(lock.productId, 2)).toEqual(withBattery);
    expect(await products().thingsModels(lock.productId)).toEqual(withBattery);
    // A device linked now gets the current version.
    const second = await link('后门');
    expect(await versionOf(second)).toBe(2);

    const applied = await call<{ moved: number }>('POST', `/iot/product/${lock.productId}/thingsModel/apply`);
    expect(applied.data).toEqual({ moved: 1 });
    expect(await versionOf(first)).toBe(2);
    expect(
      (await call<{ moved: number }>('POST', `/iot/product/${lock.productId}/thingsModel/apply`)).data,
    ).toEqual({
      moved: 0,
    });
  });

  it('refuses a change that would orphan stored data, naming the identifier, and changes nothing', async () => {
    const [device] = await t.db.kysely
      .selectFrom('devices')
      .select('id')
      .where('product_id', '=', lock.productId)
      .execute();
    const deviceId = device!.id;
    const now = new Date().toISOString();
    await t.db.kysely
      .insertInto('device_values')
      .values({ device_id: deviceId, identifier: 'locked', value: '1', ts: now })
      .execute();
    await t.db.kysely
      .insertInto('device_history_hourly')
      .values({
        device_id: deviceId,
        identifier: 'battery',
        bucket: now,
        count: 1,
        num_count: 1,
        sum: 80,
        min: 80,
        max: 80,
        last_value: '80',
        last_at: now,
      })
      .execute();
    const current = await products().thingsModels(lock.productId);
    const withEvent: ThingsModelSet = { ...current, events: [forced] };
    expect((await save(withEvent)).data.thingsModelVersion).toBe(3);
    await t.db.kysely
      .insertInto('device_logs')
      .values({
        device_id: deviceId,
        log_type: 3,
        identifier: 'forced',
        value: '1',
        remark: '',
        created_at: now,
      })
      .execute();

    const refusals: [ThingsModelSet, string][] = [
      [{ ...withEvent, properties: [battery] }, 'locked'],
      [{ ...withEvent, properties: withEvent.properties.filter((m) => m.id !== 'battery') }, 'battery'],
      [{ ...withEvent, events: [] }, 'forced'],
      [
        {
          ...withEvent,
          properties: withEvent.properties.map((m) =>
            m.id === 'locked'
              ? { ...m, datatype: { type: 'integer', min: 0, max: 1, step: 1, unit: '' } }
              : m,
          ),
        },
        'locked',
      ],
    ];
    for (const [set, identifier] of refusals) {
      const answer = await save(set);
      expect([answer.code, answer.errorCode]).toEqual([500, 'THINGS_MODEL_ORPHANS_HISTORY']);
      expect(answer.msg).toBe(`物模型“${identifier}”已有设备上报的数据，不能删除或改变其数据类型`);
    }
    const english = await save(refusals[0]![0], 'en-US');
    expect(english.msg).toBe(
      'Devices have reported data for "locked": it cannot be removed or change its data type',
    );
    expect((await call('GET', `/iot/product/${lock.productId}`)).data.thingsModelVersion).toBe(3);
    expect(await products().thingsModels(lock.productId)).toEqual(withEvent);

    // Renaming, re-ranging and re-flagging an item with data is fine; so is removing one without data.
    const relabelled: ThingsModelSet = {
      ...withEvent,
      properties: withEvent.properties.map((m) =>
        m.id === 'battery'
          ? { ...m, name: '剩余电量', datatype: { ...battery.datatype, max: 110 } as never }
          : m,
      ),
    };
    expect((await save(relabelled)).data.thingsModelVersion).toBe(4);
    const withoutEvent = {
      ...relabelled,
      events: [],
      functions: [{ ...forced, id: 'unlock', type: 2 as const }],
    };
    expect((await save(withoutEvent)).errorCode).toBe('THINGS_MODEL_ORPHANS_HISTORY');
    await t.db.kysely.deleteFrom('device_logs').where('identifier', '=', 'forced').execute();
    expect((await save(withoutEvent)).data.thingsModelVersion).toBe(5);
  });

  it('refuses an identifier used twice, or an item in the wrong list', async () => {
    const current = await products().thingsModels(lock.productId);
    const twice: ThingsModelSet = { ...current, functions: [{ ...current.properties[0]!, type: 2 }] };
    const duplicate = await save(twice);
    expect([duplicate.code, duplicate.errorCode]).toEqual([500, 'THINGS_MODEL_DUPLICATE_ID']);
    expect(duplicate.msg).toBe('标识符“locked”重复');
    const misfiled: ThingsModelSet = { ...current, events: [...current.events, { ...battery, id: 'low' }] };
    const wrong = await save(misfiled, 'en-US');
    expect([wrong.code, wrong.errorCode]).toEqual([500, 'THINGS_MODEL_WRONG_TYPE']);
    expect(wrong.msg).toContain('"low"');
    expect(await products().thingsModels(lock.productId)).toEqual(current);
  });
});
