import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/events.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import type { Devices } from '../devices/index.ts';
import type { UsersService } from '../users/index.ts';
import { DeviceActionRunner } from './action-runner.ts';
import { TimersRepository } from './timers.repository.ts';
import { TimersService } from './timers.service.ts';

export { ACTION_REPLY_SECONDS, type ActionOutcome, DeviceActionRunner } from './action-runner.ts';
export { registerTimersRoutes } from './timers.routes.ts';
export { TIMER_JOB, TimersService } from './timers.service.ts';

/**
 * Wires device timers and the runner that carries out a device action as its user (scenes use it too). A
 * timer on a device its user may no longer use (a share narrowed or ended) is paused, not left to fail.
 */
export function createTimers(deps: {
  db: Kysely<Database>;
  devices: Devices;
  users: Pick<UsersService, 'findById'>;
  scheduler: Scheduler;
  events: EventBus;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const runner = new DeviceActionRunner(deps.devices, deps.users);
  const timers = new TimersService(
    new TimersRepository(deps.db),
    deps.devices,
    runner,
    deps.scheduler,
    deps.clock,
  );
  deps.events.on('share.narrowed', async ({ deviceId, userId }) => {
    const paused = await timers.pauseNoLongerAllowed(userId, deviceId);
    if (paused.length > 0) deps.log.info({ deviceId, userId, pausedTimers: paused }, 'share narrowed');
  });
  return { timers, runner };
}
