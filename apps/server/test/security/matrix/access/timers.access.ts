import type { AccessTable, ActorName } from '../types.ts';

const timer = (deviceId: number) => ({
  jobName: '开灯',
  deviceId,
  time: '09:30',
  weekdays: [1],
  actions: [{ id: 'switch', value: '1' }],
});

/**
 * A timer is managed by whoever holds the device's `timer` permission (docs/product.md "Roles and sharing"):
 * the owner and a user the device is shared with that permission; a share without it, or no share, sees
 * nothing.
 */
const TIMER: ActorName[] = ['owner', 'sharedWith'];
export default [
  {
    route: 'GET /iot/job/list',
    ok: 'all',
    check: (answer, w, actor) => {
      const ids = (answer.body.rows as { jobId: number }[]).map((j) => j.jobId);
      if (ids.includes(w.timer) !== (actor === 'owner')) throw new Error(`timer list ${ids.join(',')}`);
    },
  },
  { route: 'POST /iot/job', ok: TIMER, call: (w) => ({ body: timer(w.device.id) }) },
  {
    route: 'PUT /iot/job',
    ok: TIMER,
    call: (w) => ({ body: { jobId: w.timer, ...timer(w.device.id) } }),
  },
  {
    route: 'PUT /iot/job/changeStatus',
    ok: TIMER,
    call: (w) => ({ body: { jobId: w.timer, status: 0 } }),
  },
  { route: 'PUT /iot/job/run', ok: TIMER, call: (w) => ({ body: { jobId: w.timer } }) },
  { route: 'GET /iot/job/:id', ok: TIMER, call: (w) => ({ params: { id: w.timer } }) },
  {
    route: 'DELETE /iot/job/:id',
    ok: TIMER,
    call: async (w) => ({ params: { id: await w.fresh.timer() } }),
  },
] satisfies AccessTable;
