import type { AccessTable, ActorName } from '../types.ts';

/**
 * Device logs and history in the authorization matrix. The devices module decides per device
 * (access.service.ts): the owner everything; a shared user only with the share permission the call needs
 * (`log`, `statistic`, `monitor`); an administrator may see the device but holds none of them; anyone else
 * learns nothing (DEVICE_NOT_FOUND / LOG_NOT_FOUND). Only the owner writes, edits or deletes log entries.
 */
const WITH_PERMISSION: ActorName[] = ['owner', 'sharedWith'];
const byDevice = (w: { device: { id: number } }) => ({ query: { deviceId: String(w.device.id) } });

export default [
  {
    route: 'GET /iot/deviceLog/list',
    ok: WITH_PERMISSION,
    note: 'the `log` permission',
    call: byDevice,
    check: (answer, w) => {
      const ids = (answer.body.rows as { logId: number; deviceId: number }[]).map((r) => r.deviceId);
      if (ids.some((id) => id !== w.device.id))
        throw new Error(`log list of other devices: ${ids.join(',')}`);
    },
  },
  {
    route: 'GET /iot/deviceLog/history',
    ok: WITH_PERMISSION,
    note: 'the `statistic` permission',
    call: byDevice,
  },
  {
    route: 'GET /iot/deviceLog/monitor',
    ok: WITH_PERMISSION,
    note: 'the `monitor` permission',
    call: (w) => ({ query: { deviceId: String(w.device.id), identify: 'power' } }),
  },
  {
    route: 'POST /data/center/deviceHistory',
    ok: WITH_PERMISSION,
    note: 'the `statistic` permission',
    call: (w) => ({
      body: {
        deviceId: w.device.id,
        beginTime: '2020-01-01 00:00:00',
        endTime: '2099-01-01 00:00:00',
        identifierList: [{ identifier: 'switch', type: 2 }],
      },
    }),
  },
  {
    route: 'GET /iot/deviceLog/:id',
    ok: WITH_PERMISSION,
    call: (w) => ({ params: { id: w.deviceData.deviceLog } }),
  },
  {
    route: 'POST /iot/deviceLog',
    ok: ['owner'],
    call: (w) => ({ body: { deviceId: w.device.id, logType: 3, identify: 'switch', logValue: '1' } }),
  },
  {
    route: 'PUT /iot/deviceLog',
    ok: ['owner'],
    call: (w) => ({ body: { logId: w.deviceData.deviceLog, remark: '已核对' } }),
  },
  {
    route: 'DELETE /iot/deviceLog/:id',
    ok: ['owner'],
    call: async (w) => ({ params: { id: await w.deviceData.fresh.deviceLog() } }),
  },
] satisfies AccessTable;
