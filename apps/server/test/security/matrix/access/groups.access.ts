import type { AccessTable } from '../types.ts';

/** Device groups are the owner's own arrangement: nobody else sees or changes them. */
export default [
  {
    route: 'GET /iot/group/list',
    ok: 'all',
    check: (answer, w, actor) => {
      const ids = (answer.body.rows as { groupId: number }[]).map((g) => g.groupId);
      if (ids.includes(w.group) !== (actor === 'owner')) throw new Error(`group list ${ids.join(',')}`);
    },
  },
  { route: 'POST /iot/group', ok: 'all', call: () => ({ body: { groupName: '卧室', groupOrder: 2 } }) },
  {
    route: 'PUT /iot/group',
    ok: ['owner'],
    call: (w) => ({ body: { groupId: w.group, groupName: '客厅', groupOrder: 1 } }),
  },
  {
    route: 'PUT /iot/group/updateDeviceGroups',
    ok: ['owner'],
    call: (w) => ({ body: { groupId: w.group, deviceIds: [w.device.id] } }),
  },
  { route: 'GET /iot/group/getDeviceIds/:id', ok: ['owner'], call: (w) => ({ params: { id: w.group } }) },
  { route: 'GET /iot/group/:id', ok: ['owner'], call: (w) => ({ params: { id: w.group } }) },
  {
    route: 'DELETE /iot/group/:id',
    ok: ['owner'],
    call: async (w) => ({ params: { id: await w.fresh.group() } }),
  },
] satisfies AccessTable;
