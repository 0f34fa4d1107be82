import { sharesRoutes } from '@linli/contracts';
import type { Invalidation } from '../../lib/queries.ts';
import { afterDeviceChange } from '../devices/index.ts';

/** A device has a few users: one page of 100 holds them all (the list shows every one). */
export const usersOf = (deviceId: number) => ({ query: { deviceId, pageNum: 1, pageSize: 100 } }) as const;

/** What sharing or editing a share makes stale: the device's users and the share itself. */
export const afterShareChange: readonly Invalidation[] = [
  sharesRoutes.list,
  sharesRoutes.detail,
  sharesRoutes.deviceUsers,
];

/**
 * Revoking a share: the device's users. Not the share itself: its screen is still open and would read a
 * share that is gone (a refusal) on its way back to the list.
 */
export const afterShareRemoved: readonly Invalidation[] = [sharesRoutes.list, sharesRoutes.deviceUsers];

/** Answering an invitation: it leaves the list, and an accepted share adds its device to mine. */
export const afterInvitationAnswer: readonly Invalidation[] = [
  sharesRoutes.invitations,
  ...afterDeviceChange,
];

/** Leaving a share: its device leaves my list (and I may no longer read its users). */
export const afterShareLeft: readonly Invalidation[] = afterDeviceChange;
