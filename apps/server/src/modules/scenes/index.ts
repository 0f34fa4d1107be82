import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/events.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import type { AlertsService } from '../alerts/index.ts';
import type { Devices } from '../devices/index.ts';
import type { DeviceWatcher } from '../mqtt/index.ts';
import type { ProductsService } from '../products/index.ts';
import type { DeviceActionRunner } from '../timers/index.ts';
import type { UsersService } from '../users/index.ts';
import { SceneEngine } from './engine.ts';
import { ScenesRepository } from './scenes.repository.ts';
import { ScenesService } from './scenes.service.ts';

export { seedAutomationDemo } from './demo.ts';
export { registerScenesRoutes } from './scenes.routes.ts';
export type { ScenesService } from './scenes.service.ts';

/**
 * Wires scenes: the service that edits them and the engine that runs them, which hears every accepted report
 * and online/offline change. A scene on a device its author may no longer use (a share narrowed or ended) is
 * switched off, not left to fail at every run.
 */
export function createScenes(deps: {
  db: Kysely<Database>;
  devices: Devices;
  products: ProductsService;
  /** The MQTT gateway the engine watches devices through. */
  gateway: { watch(watcher: DeviceWatcher): void };
  runner: DeviceActionRunner;
  alerts: AlertsService;
  scheduler: Scheduler;
  users: Pick<UsersService, 'findById'>;
  limiter: RateLimiter;
  events: EventBus;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { devices, clock, log } = deps;
  const repository = new ScenesRepository(deps.db);
  const engine = new SceneEngine(repository, devices, deps.runner, deps.alerts, deps.scheduler, clock, log);
  deps.gateway.watch(engine);
  const scenes = new ScenesService(repository, devices, deps.products, engine, clock, deps.limiter);
  deps.events.on('share.narrowed', async ({ deviceId, userId }) => {
    const user = await deps.users.findById(userId);
    if (!user) return;
    const stopped = await scenes.stopNoLongerAllowed({ userId, roles: user.roles }, deviceId);
    if (stopped.length > 0) log.info({ deviceId, userId, stoppedScenes: stopped }, 'share narrowed');
  });
  return { scenes, engine };
}
