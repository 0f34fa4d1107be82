import type { AccessTable, ActorName } from '../types.ts';

/**
 * docs/product.md "Roles and sharing" / access.service.ts: owner everything; a shared user reads; admin
 * reads; others nothing.
 */
export const READERS: ActorName[] = ['owner', 'sharedWithout', 'sharedWith', 'admin'];
const byDevice = (w: { device: { id: number } }) => ({ query: { deviceId: String(w.device.id) } });
// A shadow device stores commands while offline, so control answers 200 without a live device.
const update = { deviceName: '客厅插座', locationWay: 1, isShadow: 1 };

export default [
  { route: 'GET /iot/product/shortList', ok: 'all' },
  { route: 'GET /iot/model/cache/:id', ok: 'all', call: (w) => ({ params: { id: w.device.productId } }) },
  {
    route: 'GET /iot/device/shortList',
    ok: 'all',
    check: (answer, w, actor) => {
      const ids = (answer.body.rows as { deviceId: number }[]).map((d) => d.deviceId);
      const sees = ['owner', 'sharedWithout', 'sharedWith'].includes(actor);
      if (ids.includes(w.device.id) !== sees) throw new Error(`device list ${ids.join(',')}`);
    },
  },
  {
    route: 'GET /iot/device/listByGroup',
    ok: 'all',
    note: "a group id is only ever looked up among the caller's own groups",
    call: (w) => ({ query: { groupId: String(w.group) } }),
    check: (answer, _w, actor) => {
      if (actor !== 'owner' && (answer.body.rows ?? []).length > 0)
        throw new Error('sees devices of a group not theirs');
    },
  },
  { route: 'GET /iot/device/runningStatus', ok: READERS, call: byDevice },
  { route: 'GET /iot/device/listThingsModel', ok: READERS, call: byDevice },
  { route: 'GET /iot/device/getMqttConnectData', ok: ['owner'], call: byDevice },
  {
    route: 'GET /iot/device/thingsModelValue/:id',
    ok: READERS,
    call: (w) => ({ params: { id: w.device.id } }),
  },
  {
    route: 'GET /iot/device/synchronization/:id',
    ok: READERS,
    call: (w) => ({ params: { id: w.device.id } }),
  },
  { route: 'GET /iot/relation/dev/:id', ok: READERS, call: (w) => ({ params: { id: w.gateway.id } }) },
  {
    route: 'POST /iot/relation',
    ok: ['owner'],
    call: async (w) => ({
      body: { gatewayId: w.gateway.id, deviceId: (await w.fresh.device('water-leak')).id },
    }),
  },
  {
    route: 'DELETE /iot/relation/:id',
    ok: ['owner'],
    call: async (w) => ({ params: { id: await w.fresh.subDevice() } }),
  },
  { route: 'POST /iot/device', admitted: true, call: () => ({ body: {} }) },
  { route: 'PUT /iot/device', ok: ['owner'], call: (w) => ({ body: { deviceId: w.device.id, ...update } }) },
  { route: 'GET /iot/device/:id', ok: READERS, call: (w) => ({ params: { id: w.device.id } }) },
  {
    route: 'PUT /iot/device/:id',
    ok: ['owner'],
    call: (w) => ({ params: { id: w.device.id }, body: update }),
  },
  {
    route: 'DELETE /iot/device/:id',
    ok: ['owner'],
    call: async (w) => ({ params: { id: (await w.fresh.device()).id } }),
  },
  { route: 'GET /iot/runtime/prop/get', ok: READERS, call: byDevice },
  {
    route: 'POST /iot/runtime/service/invokeReply',
    ok: ['owner', 'sharedWith'],
    note: 'control needs the identifier in the share; the device is a shadow, so the command is stored',
    call: (w) => ({ body: { deviceId: w.device.id, identifier: 'switch', remoteCommand: { switch: '1' } } }),
  },
  {
    route: 'POST /iot/device/simulate',
    // Residents are kept out by role (the owner too); staff may not fake reports of a resident's real device:
    // the administrator sees it but is refused, the others do not see it (modules/mqtt/simulate.ts).
    ok: [],
    call: (w) => ({
      body: { deviceId: w.device.id, type: 'property', items: [{ id: 'power', value: '12.5' }] },
    }),
  },
] satisfies AccessTable;
