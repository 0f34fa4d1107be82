import { groupsRoutes } from '@linli/contracts';
import type { Invalidation } from '../../lib/queries.ts';
import { afterDeviceChange } from '../devices/index.ts';

/** A home's groups are few: one page of 100 holds them all (the tabs and the group list show every one). */
export const everyGroup = { query: { pageNum: 1, pageSize: 100 } } as const;

/** What a change to a group or its devices makes stale: the group screens and the device list by group. */
export const afterGroupChange: readonly Invalidation[] = [
  groupsRoutes.list,
  groupsRoutes.get,
  groupsRoutes.deviceIds,
  ...afterDeviceChange,
];
