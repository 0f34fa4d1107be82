import type { AccessTable } from '../types.ts';
import { READERS } from './devices.access.ts';

/**
 * The FastBee app's device calls (modules/fastbee-app/devices.routes.ts): the same answers per actor as
 * their /api twins in devices.access.ts, linking.access.ts and products.access.ts (the catalogue: the
 * published products any member may read, /api's `shortList`).
 */
const byDevice = (w: { device: { id: number } }) => ({ query: { deviceId: String(w.device.id) } });

export default [
  {
    route: 'GET /prod-api/iot/device/shortList',
    ok: 'all',
    call: () => ({ query: { pageNum: '1', pageSize: '11', groupId: '0' } }),
    // The owner has many devices by now (one per destroying call): the page proves only who does not see it.
    check: (answer, w, actor) => {
      const ids = (answer.body.rows as { deviceId: number }[]).map((d) => d.deviceId);
      const sees = ['owner', 'sharedWithout', 'sharedWith'].includes(actor);
      if (!sees && ids.includes(w.device.id)) throw new Error(`device list ${ids.join(',')}`);
    },
  },
  {
    route: 'GET /prod-api/iot/device/listByGroup',
    ok: 'all',
    note: "everyone asks for the owner's devices: only the owner gets any",
    call: (w) => ({ query: { pageNum: '1', pageSize: '20', userId: String(w.users.owner.userId) } }),
    check: (answer, _w, actor) => {
      const ids = ((answer.body.rows ?? []) as { deviceId: number }[]).map((d) => d.deviceId);
      if (ids.length > 0 !== (actor === 'owner')) throw new Error(`picker lists ${ids.join(',')}`);
    },
  },
  { route: 'GET /prod-api/iot/device/runningStatus', ok: READERS, call: byDevice },
  {
    route: 'GET /prod-api/iot/device/synchronization/:serialNumber',
    ok: READERS,
    call: (w) => ({ params: { serialNumber: w.device.serialNumber } }),
  },
  {
    route: 'POST /prod-api/iot/device/relateUser',
    ok: ['owner'],
    note: "linking the owner's device: the owner gets it back unchanged, anyone else is refused",
    refusedWith: ['DEVICE_BOUND_TO_OTHER'],
    call: (w) => ({
      body: {
        deviceNumberAndProductIds: [{ deviceNumber: w.device.serialNumber, productId: w.device.productId }],
      },
    }),
  },
  { route: 'GET /prod-api/iot/device/:id', ok: READERS, call: (w) => ({ params: { id: w.device.id } }) },
  {
    route: 'PUT /prod-api/iot/device',
    ok: ['owner'],
    call: (w) => ({
      body: {
        deviceId: w.device.id,
        deviceName: '客厅插座',
        locationWay: 1,
        isShadow: 1,
        status: 4,
        remark: '',
      },
    }),
  },
  {
    route: 'DELETE /prod-api/iot/device/:id',
    ok: ['owner'],
    call: async (w) => ({ params: { id: (await w.fresh.device()).id } }),
  },
  {
    route: 'GET /prod-api/iot/model/cache/:id',
    ok: 'all',
    call: (w) => ({ params: { id: w.device.productId } }),
  },
  { route: 'GET /prod-api/iot/product/list', ok: 'all' },
  {
    route: 'POST /prod-api/iot/runtime/service/invoke',
    ok: ['owner', 'sharedWith'],
    note: 'control needs the identifier in the share; the device is a shadow, so the command is stored',
    call: (w) => ({
      body: {
        serialNumber: w.device.serialNumber,
        productId: w.device.productId,
        remoteCommand: { switch: '1' },
        identifier: 'switch',
        modelName: '开关',
        isShadow: true,
        type: 2,
      },
    }),
  },
] satisfies AccessTable;
