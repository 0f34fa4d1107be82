import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/events.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { Devices } from '../devices/index.ts';
import type { ProductsService } from '../products/index.ts';
import type { UsersService } from '../users/index.ts';
import { SharesRepository } from './shares.repository.ts';
import { type ShareSessions, SharesService } from './shares.service.ts';

export { registerSharesRoutes } from './shares.routes.ts';
export type { ShareSessions, SharesService } from './shares.service.ts';

/** Wires sharing and plugs it into the devices module's access decisions (REST and MQTT alike). */
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
    sessions: () => deps.sessions,
    limiter: deps.limiter,
    events: deps.events,
  });
  deps.devices.access.useShares(shares);
  return shares;
}
