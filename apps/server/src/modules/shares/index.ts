import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DeviceShareLookup } from '../devices/index.ts';
import { SharesRepository } from './shares.repository.ts';
import { type SharesDeps, SharesService } from './shares.service.ts';

export { registerSharesRoutes } from './shares.routes.ts';
export type { ShareSessions, SharesService } from './shares.service.ts';

/**
 * The accepted shares, as the devices module's access decisions read them (REST and MQTT alike). Made before
 * the devices module, which the rest of this module is built on.
 */
export function createShareLookup(db: Kysely<Database>): DeviceShareLookup {
  const shares = new SharesRepository(db);
  return {
    shareOf: (deviceId, userId) => shares.findAccepted(deviceId, userId),
    sharedWith: (userId) => shares.deviceIdsOf(userId),
  };
}

/** Wires sharing: invitations, permissions, and what a narrowed share takes away. */
export function createShares({ db, ...deps }: Omit<SharesDeps, 'shares'> & { db: Kysely<Database> }) {
  return new SharesService({ ...deps, shares: new SharesRepository(db) });
}
