import { timersRoutes } from '@linli/contracts';
import type { Invalidation } from '../../lib/queries.ts';

/** A device has a handful of timers: one page of 100 holds them all (the list shows every one). */
export const timersOf = (deviceId: number) => ({ query: { deviceId, pageNum: 1, pageSize: 100 } }) as const;

/**
 * What a change to a timer makes stale: the list and the timer itself (its status, its next run, and after
 * a run its last result).
 */
export const afterTimerChange: readonly Invalidation[] = [timersRoutes.list, timersRoutes.get];
