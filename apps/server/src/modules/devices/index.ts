import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { SQLITE_BUSY_TIMEOUT_MS, type SqliteFileAccess } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/events.ts';
import type { ProductsService } from '../products/index.ts';
import { DeviceAccessService, type DeviceShareLookup } from './access.service.ts';
import { type CommandGate, CommandsService } from './commands.service.ts';
import { DevicesRepository } from './devices.repository.ts';
import { DevicesService } from './devices.service.ts';
import { PostgresBatchStore } from './ingest-postgres.ts';
import { SqliteIngestThread } from './ingest-thread.ts';
import { type BatchStore, IngestWriter } from './ingest-writer.ts';
import type { DeviceMessaging, GroupMembership, SerialClaims } from './messaging.ts';
import { StateRepository } from './state.repository.ts';
import { DeviceStateService } from './state.service.ts';

export type { Actor, DeviceAction, DeviceShareLookup } from './access.service.ts';
export { DeviceAccessService } from './access.service.ts';
export type { CommandGate } from './commands.service.ts';
export type { DeviceRecord } from './devices.repository.ts';
export { registerDevicesRoutes } from './devices.routes.ts';
export type { DeviceMessaging, GroupMembership, SerialClaims } from './messaging.ts';
export type { LogRow } from './state.repository.ts';

export type Devices = ReturnType<typeof createDevices>;

/**
 * Wires the devices module. What it needs of the modules built on it comes in as narrow ports made before it:
 * the broker's device sessions (modules/mqtt), group membership (modules/groups), the serial-claim rule
 * (modules/linking) and order control's command gate (modules/monitoring).
 */
export function createDevices(deps: {
  db: Kysely<Database>;
  products: ProductsService;
  clock: Clock;
  log: FastifyBaseLogger;
  events: EventBus;
  messaging: DeviceMessaging;
  groups: GroupMembership;
  /** Accepted shares (modules/shares), which access decisions read. */
  shares: DeviceShareLookup;
  serialClaims: SerialClaims;
  /** Order control (modules/monitoring), which every command is held to. */
  commandGate: CommandGate;
  sqlite?: SqliteFileAccess | undefined;
}) {
  const { db, products, clock, log, messaging, sqlite } = deps;
  const devicesRepository = new DevicesRepository(db);
  const stateRepository = new StateRepository(db);
  // SQLite: report batches go to a thread of their own; PostgreSQL does that work in its own processes.
  const batchStore: BatchStore =
    sqlite === undefined
      ? new PostgresBatchStore(db)
      : new SqliteIngestThread(
          { file: sqlite.file, busyTimeoutMs: SQLITE_BUSY_TIMEOUT_MS },
          { onStart: sqlite.handOverCheckpoints, onStop: sqlite.takeBackCheckpoints },
        );
  const writer = new IngestWriter(batchStore);
  const access = new DeviceAccessService(devicesRepository, deps.shares);
  const devices = new DevicesService({
    devices: devicesRepository,
    state: stateRepository,
    products,
    access,
    clock,
    messaging,
    groups: deps.groups,
    serialClaims: deps.serialClaims,
    events: deps.events,
  });
  const state = new DeviceStateService({
    devices: devicesRepository,
    state: stateRepository,
    writer,
    products,
    deviceService: devices,
    clock,
    log,
    messaging,
  });
  const commands = new CommandsService({
    state: stateRepository,
    products,
    access,
    deviceService: devices,
    clock,
    log,
    messaging,
    commandGate: deps.commandGate,
  });
  return {
    access,
    devices,
    state,
    commands,
    /** Read access to logs and command history, for tests and the logs module. */
    stateRepository,
    /** Batched report writes; `drain()` waits for what is queued, `close()` also ends the ingest thread. */
    writer,
    /** Where the writer's batches go (the SQLite ingest thread or PostgreSQL statements), for tests. */
    batchStore,
  };
}
