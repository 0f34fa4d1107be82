import type { AccessTable, ActorName } from '../types.ts';

/** Whoever may see the device: the owner, both shared users and an administrator (access.service.ts). */
const READERS: ActorName[] = ['owner', 'sharedWithout', 'sharedWith', 'admin'];

/**
 * Firmware and OTA upgrades in the authorization matrix: administrators upload, list and delete
 * firmware (the route's role gate); anyone who may see a device asks for its newest firmware and its
 * upgrade task; upgrading needs the `ota` permission, which an administrator does not hold.
 */
export default [
  {
    route: 'GET /iot/firmware/getLatest/:id',
    ok: READERS,
    call: (w) => ({ params: { id: w.device.id } }),
    check: (answer, w) => {
      const latest = answer.body.data as { productId: number } | null;
      if (latest && latest.productId !== w.device.productId) throw new Error('firmware of another product');
    },
  },
  { route: 'GET /iot/firmware/list', ok: ['admin'] },
  { route: 'POST /iot/firmware', ok: ['admin'], call: (w) => w.deviceData.fresh.firmwareUpload() },
  {
    route: 'DELETE /iot/firmware/:id',
    ok: ['admin'],
    call: async (w) => ({ params: { id: await w.deviceData.fresh.firmware() } }),
  },
  {
    route: 'POST /iot/firmware/upgrade',
    ok: ['owner', 'sharedWith'],
    note: 'a device of its own per call: a second upgrade of one device waits for the first (OTA_IN_PROGRESS)',
    call: async (w) => ({
      body: { deviceId: (await w.fresh.device()).id, firmwareId: w.deviceData.firmware },
    }),
  },
  {
    route: 'GET /iot/firmware/task',
    ok: READERS,
    call: (w) => ({ query: { deviceId: String(w.device.id) } }),
  },
] satisfies AccessTable;
