import {
  COMMAND_LOG_TYPES,
  type CommandOriginKind,
  type DeviceLogCreateBody,
  type DeviceLogListQuery,
  FUN_TYPE_LOG_TYPE,
  LOG_TYPE,
  type LogType,
} from '@linli/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A log row before the service adds the device and model names. */
export interface LogRecord {
  id: number;
  source: 'log' | 'command';
  deviceId: number;
  logType: LogType;
  identify: string;
  logValue: string;
  remark: string;
  createTime: string;
  /** Commands only (null / '' for log rows): who it was sent by or for, and what sent it. */
  userId: number | null;
  origin: CommandOriginKind | '';
  originName: string;
}

interface UnionRow {
  id: number;
  device_id: number;
  log_type: number;
  identifier: string;
  value: string;
  remark: string;
  created_at: string;
  source: string;
  user_id: number | null;
  origin: string;
  origin_name: string;
}

const FUN_TYPE_BY_LOG_TYPE = new Map(Object.entries(FUN_TYPE_LOG_TYPE).map(([f, l]) => [l, Number(f)]));

/**
 * The device log (device_logs) and the command log (device_commands) read as ONE list, newest first:
 * docs/product.md "Device logs" names both kinds of entry as device log types, and the screen filters them
 * together.
 */
export class LogsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * One page of both logs. `types` (when given) narrows the list to those log types, as a screen that
   * shows only some of them asks (the FastBee app's event log and command log, modules/fastbee-app).
   */
  async list(
    deviceId: number,
    q: DeviceLogListQuery,
    offset: number,
    limit: number,
    types?: readonly LogType[],
  ) {
    const wanted = q.logType !== undefined ? [q.logType as LogType] : types;
    const commandTypes = wanted?.filter((t) => COMMAND_LOG_TYPES.includes(t));
    const logTypes = wanted?.filter((t) => !COMMAND_LOG_TYPES.includes(t));
    const wantsCommands = commandTypes === undefined || commandTypes.length > 0;
    const wantsLogs = logTypes === undefined || logTypes.length > 0;
    let logs = this.db
      .selectFrom('device_logs')
      .where('device_id', '=', deviceId)
      .select([
        'id',
        'device_id',
        'log_type',
        'identifier',
        'value',
        'remark',
        'created_at',
        sql<string>`'log'`.as('source'),
        // The union's columns line up with the command log's (who and what sent it).
        sql<number | null>`cast(null as integer)`.as('user_id'),
        sql<string>`''`.as('origin'),
        sql<string>`''`.as('origin_name'),
      ]);
    if (logTypes !== undefined) logs = logs.where('log_type', 'in', logTypes);
    if (q.identify) logs = logs.where('identifier', '=', q.identify);
    if (q.beginTime) logs = logs.where('created_at', '>=', q.beginTime);
    if (q.endTime) logs = logs.where('created_at', '<=', q.endTime);

    let commands = this.db
      .selectFrom('device_commands')
      .where('device_id', '=', deviceId)
      .select([
        'id',
        'device_id',
        sql<number>`case fun_type when 2 then ${sql.lit(LOG_TYPE.propertyRead)} when 3 then ${sql.lit(LOG_TYPE.ota)} else ${sql.lit(LOG_TYPE.function)} end`.as(
          'log_type',
        ),
        sql<string>`''`.as('identifier'),
        'payload as value',
        'status as remark',
        'created_at',
        sql<string>`'command'`.as('source'),
        'user_id',
        'origin',
        'origin_name',
      ]);
    if (commandTypes !== undefined)
      commands = commands.where(
        'fun_type',
        'in',
        commandTypes.map((t) => FUN_TYPE_BY_LOG_TYPE.get(t) ?? 0),
      );
    // Command payloads are `[{"id":"x","value":...}]`: the identifier filter matches the item's id.
    if (q.identify) commands = commands.where('payload', 'like', `%"id":"${q.identify}"%`);
    if (q.beginTime) commands = commands.where('created_at', '>=', q.beginTime);
    if (q.endTime) commands = commands.where('created_at', '<=', q.endTime);

    const union = wantsLogs && wantsCommands ? logs.unionAll(commands) : wantsLogs ? logs : commands;
    const counted = await this.db
      .selectFrom(union.as('u'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = (await this.db
      .selectFrom(union.as('u'))
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('source', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute()) as UnionRow[];
    return { rows: rows.map(toRecord), total: Number(counted.n) };
  }

  async findLog(id: number): Promise<LogRecord | undefined> {
    const row = await this.db.selectFrom('device_logs').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRecord({ ...row, source: 'log', user_id: null, origin: '', origin_name: '' }) : undefined;
  }

  async insertLog(body: DeviceLogCreateBody, createdAt: string): Promise<number> {
    const inserted = await this.db
      .insertInto('device_logs')
      .values({
        device_id: body.deviceId,
        log_type: body.logType,
        identifier: body.identify,
        value: body.logValue,
        remark: body.remark,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async updateRemark(id: number, remark: string): Promise<void> {
    await this.db.updateTable('device_logs').set({ remark }).where('id', '=', id).execute();
  }

  async deleteLog(id: number): Promise<void> {
    await this.db.deleteFrom('device_logs').where('id', '=', id).execute();
  }

  /** Event-log values of the given identifiers in a range (data centre type 3), oldest first. */
  async events(deviceId: number, identifiers: string[], begin: string, end: string) {
    if (identifiers.length === 0) return [];
    return this.db
      .selectFrom('device_logs')
      .select(['identifier', 'value', 'created_at'])
      .where('device_id', '=', deviceId)
      .where('log_type', '=', LOG_TYPE.event)
      .where('identifier', 'in', identifiers)
      .where('created_at', '>=', begin)
      .where('created_at', '<=', end)
      .orderBy('created_at')
      .limit(10_000)
      .execute();
  }

  /** Commands sent in a range (data centre type 2), oldest first, as their item lists. */
  async commands(deviceId: number, begin: string, end: string) {
    const rows = await this.db
      .selectFrom('device_commands')
      .select(['payload', 'created_at'])
      .where('device_id', '=', deviceId)
      .where('fun_type', '=', 1)
      .where('created_at', '>=', begin)
      .where('created_at', '<=', end)
      .orderBy('created_at')
      .limit(10_000)
      .execute();
    return rows.map((r) => ({ items: parseItems(r.payload), createdAt: r.created_at }));
  }
}

function parseItems(payload: string): { id: string; value: string }[] {
  try {
    const items = JSON.parse(payload) as unknown;
    return Array.isArray(items)
      ? items.filter((i): i is { id: string; value: string } => typeof i?.id === 'string')
      : [];
  } catch {
    return [];
  }
}

function toRecord(r: UnionRow): LogRecord {
  if (r.source === 'command') {
    const items = parseItems(r.value);
    return {
      id: r.id,
      source: 'command',
      deviceId: r.device_id,
      logType: Number(r.log_type) as LogType,
      identify: items.map((i) => i.id).join(','),
      logValue: items.map((i) => `${i.id}=${String(i.value)}`).join(', '),
      remark: r.remark,
      createTime: r.created_at,
      userId: r.user_id,
      origin: r.origin as CommandOriginKind | '',
      originName: r.origin_name,
    };
  }
  return {
    id: r.id,
    source: 'log',
    deviceId: r.device_id,
    logType: r.log_type as LogType,
    identify: r.identifier,
    logValue: r.value,
    remark: r.remark,
    createTime: r.created_at,
    userId: null,
    origin: '',
    originName: '',
  };
}
