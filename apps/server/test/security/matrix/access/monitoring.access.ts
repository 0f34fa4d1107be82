import type { AccessTable } from '../types.ts';

const inAnHour = (sign: 1 | -1) => new Date(Date.now() + sign * 3_600_000).toISOString();

/**
 * Real-time monitoring and order control in the authorization matrix. Monitoring needs the
 * `monitor` permission (an administrator may see a device but not monitor it); order-control rules are
 * the owner's alone; asking "may I send this command now" needs the right to send it at all.
 */
export default [
  {
    route: 'POST /iot/runtime/monitor/start',
    ok: ['owner', 'sharedWith'],
    note: 'the service checks access before the broker, so BROKER_UNAVAILABLE (no broker here) means "let through"',
    passedWith: ['BROKER_UNAVAILABLE'],
    call: (w) => ({ body: { deviceId: w.device.id, interval: 1000, count: 10 } }),
  },
  {
    route: 'POST /iot/runtime/monitor/stop',
    ok: ['owner', 'sharedWith'],
    passedWith: ['BROKER_UNAVAILABLE'],
    call: (w) => ({ body: { deviceId: w.device.id } }),
  },
  {
    route: 'GET /order/control/get',
    ok: ['owner', 'sharedWith'],
    note: 'the share must grant the command (`switch`); no rule limits the shared user on this device',
    call: (w) => ({ query: { deviceId: String(w.device.id), modelId: 'switch' } }),
  },
  {
    route: 'POST /order/control',
    ok: ['owner'],
    note: 'a device of its own per call, so the shared user is not put under order control elsewhere',
    call: async (w) => ({
      body: {
        deviceId: (await w.fresh.device()).id,
        userId: w.users.sharedWith.userId,
        selectOrder: ['switch'],
        startTime: inAnHour(-1),
        endTime: inAnHour(1),
        count: 5,
      },
    }),
  },
  {
    route: 'GET /order/control/list',
    ok: ['owner'],
    call: (w) => ({ query: { deviceId: String(w.device.id) } }),
  },
  {
    route: 'DELETE /order/control/:id',
    ok: ['owner'],
    note: 'even the user a rule limits may not remove it',
    call: async (w) => ({ params: { id: await w.deviceData.fresh.orderControl() } }),
  },
] satisfies AccessTable;
