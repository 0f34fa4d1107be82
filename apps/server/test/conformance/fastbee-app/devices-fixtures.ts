import type { DatatypeSpec, ThingModel, ThingsModelSet } from '@linli/contracts';
import { FastbeeAppClient } from '../../support/fastbee-app.ts';
import type { TestApp } from '../../support/index.ts';
import { aProductForm } from '../../support/products.ts';
import { signIn } from '../../support/social-services.ts';

/** Fixtures of the FastBee app's device tests (devices.test.ts, devices-control.test.ts). */

/** A member signed in to the app (the token in `vuex_token`) and the same account's /api token. */
export async function appMember(t: TestApp) {
  const account = await signIn(t);
  const app = new FastbeeAppClient(t);
  app.token = account.token;
  return { ...account, app };
}

/** A function the app may control (written, not charted), shared with the `isSharePerm` flag. */
export const aFunction = (id: string, name: string, datatype: DatatypeSpec): ThingModel => ({
  id,
  name,
  type: 2,
  datatype,
  isChart: 0,
  isMonitor: 0,
  isHistory: 0,
  isReadonly: 0,
  isSharePerm: 1,
  order: 0,
});
const count = (min: number, max: number): DatatypeSpec => ({ type: 'integer', min, max, step: 1, unit: '' });

/**
 * A controller with arrays and an object: `temps` (3 integers, read-only), `levels` (3 integers), `lamp`
 * {brightness 0-100, on}, `zones` (2 × {target 5-30}).
 */
export const MULTI_MODEL: ThingsModelSet = {
  properties: [
    {
      ...aFunction('temps', '多路温度', { type: 'array', arrayType: 'integer', arrayCount: 3 }),
      type: 1,
      isReadonly: 1,
    },
  ],
  functions: [
    aFunction('levels', '档位组', { type: 'array', arrayType: 'integer', arrayCount: 3 }),
    aFunction('lamp', '灯', {
      type: 'object',
      params: [
        { id: 'brightness', name: '亮度', datatype: count(0, 100) },
        { id: 'on', name: '开关', datatype: { type: 'bool', trueText: '开', falseText: '关' } },
      ],
    }),
    aFunction('zones', '分区', {
      type: 'array',
      arrayType: 'object',
      arrayCount: 2,
      params: [{ id: 'target', name: '目标温度', datatype: count(5, 30) }],
    }),
  ],
  events: [],
};

let made = 0;
/** A published product of MULTI_MODEL (made by an administrator through /api); its id. */
export async function multiProduct(t: TestApp): Promise<number> {
  made += 1;
  const admin = (await signIn(t, ['admin'])).token;
  const created = await t.call<{ data: { productId: number } }>('POST', '/iot/product', {
    token: admin,
    body: aProductForm({ productName: `多路控制器${made}`, productNameEn: `Multi controller ${made}` }),
  });
  const productId = created.body.data.productId;
  await t.call('PUT', `/iot/product/${productId}/thingsModel`, {
    token: admin,
    body: { thingsModels: MULTI_MODEL },
  });
  await t.call('PUT', `/iot/product/${productId}/status`, { token: admin, body: { status: 2 } });
  return productId;
}
