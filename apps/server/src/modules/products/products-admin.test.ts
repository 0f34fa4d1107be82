import { type ProductAdmin, type ProductAdminRow, productsRoutes } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/index.ts';
import { aLockModel, aProductForm } from '../../../test/support/products.ts';
import { appWithAdmin, signIn } from '../../../test/support/social-services.ts';

type Answer<T> = { code: number; msg: string; errorCode?: string; field?: string; data: T };

describe('product administration', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin());
  });
  afterAll(() => t.close());

  const call = async <T = ProductAdmin>(
    method: string,
    url: string,
    body?: unknown,
    language: 'zh-CN' | 'en-US' = 'zh-CN',
  ) =>
    (
      await t.call<Answer<T>>(method, url, {
        token: admin,
        language,
        ...(body === undefined ? {} : { body }),
      })
    ).body;
  const get = async (id: number) => (await call('GET', `/iot/product/${id}`)).data;
  const create = async (overrides: Record<string, unknown> = {}) => {
    const answer = await call('POST', '/iot/product', aProductForm(overrides));
    expect(answer.code, answer.msg).toBe(200);
    return answer.data;
  };
  const refusal = (answer: { code: number; errorCode?: string }) => [answer.code, answer.errorCode];

  it('creates a draft with generated account and 16-character credentials, and edits it', async () => {
    const lock = await create();
    expect(lock).toMatchObject({
      productName: '智能门锁',
      status: 1,
      mqttAccount: 'linli-smart-lock',
      vertificateMethod: 3,
      credentialScope: 'device',
      otaProtocol: 'linli',
      thingsModelVersion: 1,
      deviceCount: 0,
    });
    expect(lock.mqttPassword).toMatch(/^[A-Z0-9]{16}$/);
    expect(lock.mqttSecret).toMatch(/^[A-Z0-9]{16}$/);
    expect(lock.mqttSecret).not.toBe(lock.mqttPassword);

    const edited = await call('PUT', `/iot/product/${lock.productId}`, {
      ...aProductForm({ categoryName: '门禁', vertificateMethod: 2, credentialScope: 'product' }),
      mqttAccount: 'lock_account',
    });
    expect(edited.data).toMatchObject({
      categoryName: '门禁',
      vertificateMethod: 2,
      mqttAccount: 'lock_account',
    });
    // The MQTT side reads find() on every connection: the cache has the edit at once.
    expect(await t.container.iot.products.find(lock.productId)).toMatchObject({
      category: '门禁',
      vertificateMethod: 2,
      credentialScope: 'product',
      mqttAccount: 'lock_account',
      mqttPassword: lock.mqttPassword,
    });
    // Leaving the account out keeps it.
    await call('PUT', `/iot/product/${lock.productId}`, aProductForm({ categoryName: '门禁' }));
    expect((await get(lock.productId)).mqttAccount).toBe('lock_account');
  });

  it('refuses a name or MQTT account already taken, in both languages, and changes nothing', async () => {
    const plug = (await t.container.iot.products.findByCode('smart-plug'))!;
    const taken = await call('POST', '/iot/product', aProductForm({ productName: ' 智能插座 ' }));
    expect(refusal(taken)).toEqual([500, 'PRODUCT_NAME_EXISTS']);
    expect(taken.msg).toBe('已有同名产品');
    expect(taken.field).toBe('productName');
    const english = await call(
      'POST',
      '/iot/product',
      aProductForm({ productName: '新插座', productNameEn: 'SMART PLUG' }),
      'en-US',
    );
    expect(english.msg).toBe('A product with this name already exists');
    expect(english.field).toBe('productNameEn');
    const account = await call(
      'POST',
      '/iot/product',
      {
        ...aProductForm({ productName: '新门锁', productNameEn: 'New lock' }),
        mqttAccount: plug.mqttAccount,
      },
      'en-US',
    );
    expect(refusal(account)).toEqual([500, 'PRODUCT_ACCOUNT_EXISTS']);
    expect(account.msg).toBe('Another product already uses this MQTT account');
    const rows = (await t.call<{ rows: ProductAdminRow[] }>('GET', '/iot/product/list', { token: admin }))
      .body.rows;
    expect(rows.some((r) => r.productName === '新门锁')).toBe(false);

    const before = await get(plug.id);
    const rename = await call('PUT', `/iot/product/${plug.id}`, aProductForm({ productName: '烟雾报警器' }));
    expect(refusal(rename)).toEqual([500, 'PRODUCT_NAME_EXISTS']);
    expect(await get(plug.id)).toEqual(before);
  });

  it('publishes only with a thing model, retires only without devices, and a retired product is final', async () => {
    const lamp = await create({ productName: '床头灯', productNameEn: 'Bedside lamp' });
    const empty = await call('PUT', `/iot/product/${lamp.productId}/status`, { status: 2 }, 'en-US');
    expect(refusal(empty)).toEqual([500, 'PRODUCT_NO_THINGS_MODEL']);
    expect(empty.msg).toBe('The product has no thing model yet and cannot be published');
    expect((await get(lamp.productId)).status).toBe(1);

    expect(
      (await call('PUT', `/iot/product/${lamp.productId}/thingsModel`, { thingsModels: aLockModel() })).code,
    ).toBe(200);
    expect((await call('PUT', `/iot/product/${lamp.productId}/status`, { status: 2 })).data.status).toBe(2);

    // A member links a device to it: it can no longer go back to draft nor be retired.
    const member = await signIn(t);
    const linked = await t.call('POST', '/iot/device', {
      token: member.token,
      body: { productId: lamp.productId, deviceName: '床头灯' },
    });
    expect(linked.body.code).toBe(200);
    expect((await get(lamp.productId)).deviceCount).toBe(1);
    const before = await get(lamp.productId);
    const draft = await call('PUT', `/iot/product/${lamp.productId}/status`, { status: 1 });
    expect(refusal(draft)).toEqual([500, 'PRODUCT_UNPUBLISH_HAS_DEVICES']);
    expect(draft.msg).toBe('产品下已有设备，不能改回草稿');
    const retire = await call('PUT', `/iot/product/${lamp.productId}/status`, { status: 3 });
    expect(refusal(retire)).toEqual([500, 'PRODUCT_HAS_DEVICES']);
    expect(retire.msg).toBe('产品下还有设备，不能停用；请先删除或迁移设备');
    expect(await get(lamp.productId)).toEqual(before);

    // A product without devices goes back to draft and is retired; then nothing changes it any more.
    const fan = await create({ productName: '电风扇', productNameEn: 'Fan' });
    await call('PUT', `/iot/product/${fan.productId}/thingsModel`, { thingsModels: aLockModel() });
    await call('PUT', `/iot/product/${fan.productId}/status`, { status: 2 });
    expect((await call('PUT', `/iot/product/${fan.productId}/status`, { status: 1 })).data.status).toBe(1);
    expect((await call('PUT', `/iot/product/${fan.productId}/status`, { status: 3 })).data.status).toBe(3);
    const retired = await get(fan.productId);
    for (const [method, url, body] of [
      [
        'PUT',
        `/iot/product/${fan.productId}`,
        aProductForm({ productName: '电风扇2', productNameEn: 'Fan 2' }),
      ],
      ['PUT', `/iot/product/${fan.productId}/status`, { status: 2 }],
      [
        'PUT',
        `/iot/product/${fan.productId}/thingsModel`,
        { thingsModels: { ...aLockModel(), properties: [] } },
      ],
      ['POST', `/iot/product/${fan.productId}/credentials`, { reset: 'password' }],
    ] as const) {
      const answer = await call(method, url, body, 'en-US');
      expect(refusal(answer), url).toEqual([500, 'PRODUCT_RETIRED']);
      expect(answer.msg).toBe('The product is retired and can no longer be changed');
    }
    expect(await get(fan.productId)).toEqual(retired);
  });

  it('lists members only published products; administrators see all, with status and device counts', async () => {
    const draft = await create({ productName: '草稿产品', productNameEn: 'Draft product' });
    const member = await signIn(t);
    const shortList = await t.call<{ rows: { productId: number; productName: string }[]; total: number }>(
      'GET',
      '/iot/product/shortList',
      { token: member.token, query: { pageSize: '100' } },
    );
    const listed = new Set(shortList.body.rows.map((r) => r.productId));
    const all = await t.container.iot.products.all();
    for (const product of all) expect(listed.has(product.id), product.name).toBe(product.status === 2);
    expect(listed.has(draft.productId)).toBe(false);
    expect(all.some((p) => p.status === 3)).toBe(true);

    const drafts = await t.call<{ rows: ProductAdminRow[]; total: number }>('GET', '/iot/product/list', {
      token: admin,
      query: { status: '1', productName: 'draft' },
    });
    expect(drafts.body.rows.map((r) => r.productName)).toEqual(['草稿产品']);
    expect(JSON.stringify(drafts.body.rows)).not.toMatch(/mqttPassword|mqttSecret/);
    const everything = await t.call<{ total: number }>('GET', '/iot/product/list', { token: admin });
    expect(everything.body.total).toBe(all.length);
  });

  it('issues a new password or secret on request, the other one kept', async () => {
    const bell = await create({ productName: '门铃', productNameEn: 'Doorbell' });
    const password = await call('POST', `/iot/product/${bell.productId}/credentials`, { reset: 'password' });
    expect(password.data.mqttPassword).not.toBe(bell.mqttPassword);
    expect(password.data.mqttSecret).toBe(bell.mqttSecret);
    const secret = await call('POST', `/iot/product/${bell.productId}/credentials`, { reset: 'secret' });
    expect(secret.data.mqttSecret).toMatch(/^[A-Z0-9]{16}$/);
    expect(secret.data.mqttSecret).not.toBe(bell.mqttSecret);
    expect((await t.container.iot.products.find(bell.productId))?.mqttSecret).toBe(secret.data.mqttSecret);
  });

  it('refuses every administration route to anyone but an administrator', async () => {
    const plug = (await t.container.iot.products.findByCode('smart-plug'))!;
    const before = await get(plug.id);
    const member = await signIn(t);
    const staff = await signIn(t, ['staff']);
    const inputs: Record<string, { body?: unknown }> = {
      create: { body: aProductForm({ productName: '越权', productNameEn: 'Intruder' }) },
      update: { body: aProductForm({ productName: '越权', productNameEn: 'Intruder' }) },
      setStatus: { body: { status: 3 } },
      saveThingsModel: { body: { thingsModels: aLockModel() } },
      resetCredentials: { body: { reset: 'password' } },
      importFastBee: { body: { json: '{"productName":"越权"}' } },
    };
    const adminRoutes = Object.entries(productsRoutes).filter(([, route]) => Array.isArray(route.access));
    expect(adminRoutes.map(([name]) => name).sort()).toEqual(
      [
        'adminList',
        'applyThingsModel',
        'create',
        'exportFastBee',
        'get',
        'importFastBee',
        'resetCredentials',
        'saveThingsModel',
        'setStatus',
        'update',
      ].sort(),
    );
    for (const [name, route] of adminRoutes) {
      const url = route.path.replace(':id', String(plug.id));
      for (const [who, token] of [
        ['member', member.token],
        ['staff', staff.token],
        ['visitor', undefined],
      ] as const) {
        const answer = await t.call(route.method, url, { ...(token && { token }), ...inputs[name] });
        expect(answer.body.code, `${name} as ${who}`).toBe(token ? 403 : 401);
      }
    }
    expect(await get(plug.id)).toEqual(before);
  });
});
