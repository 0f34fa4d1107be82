import { otaRoutes } from '@linli/contracts';

/** Administrators keep a handful of firmware per product: one page of 100 shows them all. */
export const everyFirmware = { query: { pageNum: 1, pageSize: 100 } } as const;

/** The read of a device's newest upgrade task (the server's `/ws/ota` pushes write into it too). */
export const taskOf = (deviceId: number) => ({ query: { deviceId } }) as const;

/**
 * What uploading or deleting firmware makes stale: the firmware list, and the devices' upgrade tasks (which
 * name their firmware).
 */
export const afterFirmwareChange = [otaRoutes.list, otaRoutes.task] as const;
