import type { AccessTable, ActorName } from '../types.ts';

/**
 * An alert of a device reaches its owner and the users it is shared with whose share grants `alert`
 * (alerts.service.ts); a share without it sees the device, not its alerts.
 */
const AUDIENCE: ActorName[] = ['owner', 'sharedWith'];

const STAFF = ['socialWorker', 'assessor', 'admin'] as const;

export default [
  { route: 'GET /iot/alertLog/workbench', ok: [...STAFF] },
  { route: 'GET /iot/alertLog/figures', ok: [...STAFF] },
  {
    route: 'GET /iot/alertLog/list',
    ok: 'all',
    check: (answer, w, actor) => {
      const ids = (answer.body.rows as { alertLogId: number }[]).map((a) => a.alertLogId);
      if (ids.includes(w.alert) !== AUDIENCE.includes(actor)) throw new Error(`alert list ${ids.join(',')}`);
    },
  },
  { route: 'GET /iot/alertLog/unread', ok: 'all' },
  { route: 'PUT /iot/alertLog/readAll', ok: 'all' },
  {
    route: 'PUT /iot/alertLog',
    ok: AUDIENCE,
    call: async (w) => ({ body: { alertLogId: await w.fresh.alert(), status: 3, remark: '已处理' } }),
  },
  {
    route: 'PUT /iot/alertLog/claim',
    ok: AUDIENCE,
    note: '我来处理: only those the alert went to may take it on',
    call: async (w) => ({ body: { alertLogId: await w.fresh.alert() } }),
  },
  { route: 'GET /iot/alertLog/:id', ok: AUDIENCE, call: (w) => ({ params: { id: w.alert } }) },
  {
    route: 'GET /iot/alertLog/:id/timeline',
    ok: AUDIENCE,
    call: (w) => ({ params: { id: w.alert } }),
  },
  {
    route: 'GET /iot/event/list',
    ok: ['owner', 'sharedWith'],
    note: "a device's event log needs the share's `log` permission",
    call: (w) => ({ query: { deviceId: String(w.device.id) } }),
  },
] satisfies AccessTable;
