import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/events.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { DeviceShareLookup, Devices } from '../devices/index.ts';
import type { ProductsService } from '../products/index.ts';
import type { UsersService } from '../users/index.ts';
import { SharesRepository } from './shares.repository.ts';
import { type ShareSessions, SharesService } from './shares.service.ts';

export { registerSharesRoutes } from './shares.routes.ts';
export type { ShareSessions, SharesService } from './shares.service.ts';

/**
 * The accepted shares, as the devices module's access decisions read them (REST and MQTT alike). Made before
 * the devices module, which the rest of this module is built on.
 */
export function createShareLookup(db: Kysely<Database>): DeviceShareLookup {
  const shares = new SharesRepository(db);
  return {
    // A share counts once its recipient has accepted it: an invitation grants nothing.
    async shareOf(deviceId, userId) {
      const share = await shares.find(deviceId, userId);
      return share?.acceptedAt ? share : undefined;
    },
    sharedWith: (userId) => shares.deviceIdsOf(userId),
  };
}

/** Wires sharing: invitations, permissions, and what a narrowed share takes away. */
export function createShares(deps: {
  db: Kysely<Database>;
  devices: Devices;
  products: ProductsService;
  users: Pick<UsersService, 'findById' | 'findByPhone'>;
  clock: Clock;
  sessions: ShareSessions;
  events: EventBus;
  limiter: RateLimiter;
}): SharesService {
  const shares = new SharesService({
    shares: new SharesRepository(deps.db),
    devices: deps.devices,
    products: deps.products,
    users: deps.users,
    clock: deps.clock,
    sessions: deps.sessions,
    limiter: deps.limiter,
    events: deps.events,
  });
  return shares;
}
