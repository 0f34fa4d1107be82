import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import type { Iot } from '../mqtt/index.ts';
import type { UsersService } from '../users/index.ts';
import { HistoryRepository } from './history.repository.ts';
import { HistoryService } from './history.service.ts';
import { LogsRepository } from './logs.repository.ts';
import { LogsService } from './logs.service.ts';
import { HistoryRetention } from './retention.ts';

export { registerLogsRoutes } from './logs.routes.ts';
export { HISTORY_ROLLUP_JOB } from './retention.ts';

/** Days raw property readings are kept before the hourly rollup (config HISTORY_RAW_DAYS). */
export const DEFAULT_HISTORY_RAW_DAYS = 30;

/**
 * Wires device logs, history and its retention. The container calls this after the IoT half and
 * automation (for the scheduler); `start()` arms the rollup job before the scheduler loop runs.
 */
export function createLogs(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  iot: Iot;
  scheduler: Scheduler;
  rawDays: number;
  users: Pick<UsersService, 'findById'>;
}) {
  const logsRepository = new LogsRepository(deps.db.kysely);
  const historyRepository = new HistoryRepository(deps.db.kysely, deps.db.dialect);
  const common = { devices: deps.iot.devices, products: deps.iot.products, clock: deps.clock };
  const logs = new LogsService({ logs: logsRepository, users: deps.users, ...common });
  const history = new HistoryService({ history: historyRepository, logs: logsRepository, ...common });
  const retention = new HistoryRetention(historyRepository, deps.clock, deps.log, deps.rawDays);
  return {
    logs,
    history,
    retention,
    start: () => retention.arm(deps.scheduler),
  };
}

export type Logs = ReturnType<typeof createLogs>;
