import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/events.ts';
import { AuditRepository } from './audit.repository.ts';
import { AuditService } from './audit.service.ts';

export { registerAuditRoutes } from './audit.routes.ts';
export { AuditService } from './audit.service.ts';
export { installAuditTrail } from './trail.ts';

/** The audit log hears 'security.event' from every module through the bus; no module imports this one. */
export function createAudit(deps: {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  events: EventBus;
}): AuditService {
  const audit = new AuditService(new AuditRepository(deps.db), deps.clock, deps.log);
  deps.events.on('security.event', (event) => audit.record(event));
  return audit;
}
