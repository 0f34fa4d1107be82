import { aLockModel, aProductForm } from '../../../support/products.ts';
import type { AccessTable } from '../types.ts';
import type { World } from '../world.ts';

let made = 0;
/** A draft product of its own for a call that changes one (made by the administrator through the API). */
async function draft(w: World): Promise<number> {
  made += 1;
  const answer = await w.t.call<{ data: { productId: number } }>('POST', '/iot/product', {
    token: w.users.admin.token,
    body: aProductForm({ productName: `矩阵产品${made}`, productNameEn: `Matrix product ${made}` }),
  });
  if (answer.body.code !== 200) throw new Error(`fixture product refused: ${answer.body.msg}`);
  return answer.body.data.productId;
}

const uniqueForm = () => {
  made += 1;
  return aProductForm({ productName: `矩阵新品${made}`, productNameEn: `Matrix new ${made}` });
};

/** Products are administered by administrators only (docs/devices.md "Products and thing models"). */
export default [
  { route: 'GET /iot/product/list', ok: ['admin'] },
  { route: 'GET /iot/product/:id', ok: ['admin'], call: (w) => ({ params: { id: w.device.productId } }) },
  { route: 'POST /iot/product', ok: ['admin'], call: () => ({ body: uniqueForm() }) },
  {
    route: 'PUT /iot/product/:id',
    ok: ['admin'],
    call: async (w) => ({ params: { id: await draft(w) }, body: uniqueForm() }),
  },
  {
    route: 'PUT /iot/product/:id/status',
    ok: ['admin'],
    call: async (w) => ({ params: { id: await draft(w) }, body: { status: 3 } }),
  },
  {
    route: 'PUT /iot/product/:id/thingsModel',
    ok: ['admin'],
    call: async (w) => ({ params: { id: await draft(w) }, body: { thingsModels: aLockModel() } }),
  },
  {
    route: 'POST /iot/product/:id/thingsModel/apply',
    ok: ['admin'],
    call: (w) => ({ params: { id: w.device.productId } }),
  },
  {
    route: 'POST /iot/product/:id/credentials',
    ok: ['admin'],
    call: async (w) => ({ params: { id: await draft(w) }, body: { reset: 'secret' } }),
  },
  {
    route: 'POST /iot/product/import',
    ok: ['admin'],
    call: () => {
      const { productName, productNameEn, categoryName } = uniqueForm();
      return { body: { json: JSON.stringify({ productName, productNameEn, categoryName, deviceType: 1 }) } };
    },
  },
  {
    route: 'GET /iot/product/:id/export',
    ok: ['admin'],
    call: (w) => ({ params: { id: w.device.productId } }),
  },
] satisfies AccessTable;
