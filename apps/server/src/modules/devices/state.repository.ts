import {
  type CommandOrigin,
  type CommandOriginKind,
  type DeviceLogType,
  MAX_PAGE_SIZE,
  type ThingValue,
} from '@linli/contracts';
import type { CompiledQuery, Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Database } from '../../db/schema.ts';

export interface LogRow {
  deviceId: number;
  logType: DeviceLogType;
  identifier: string;
  value: string;
  remark?: string;
}

/** A reported value of one device, for the batched upsert. */
export interface ValueRow {
  deviceId: number;
  id: string;
  value: string;
  ts: string;
}

export interface CommandRow {
  id: number;
  deviceId: number;
  messageId: string;
  userId: number | null;
  funType: number;
  payload: string;
  status: string;
  reply: string | null;
  createdAt: string;
  repliedAt: string | null;
  /** '' on commands logged before origins were recorded (migration 0013). */
  origin: CommandOrigin | { kind: ''; name: string };
}

/** Last values, device logs and the command log. */
export class StateRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async values(deviceId: number): Promise<ThingValue[]> {
    const { rows } = await this.db.executeQuery(this.valuesQuery(deviceId));
    return rows.map((r) => ({ id: r.identifier, value: r.value, shadow: r.shadow, ts: r.ts }));
  }

  /** Every status screen and command asks for a device's values: the query is built once (db/prepared-query.ts). */
  private readonly valuesQuery = preparedQuery(1, (deviceId: number) =>
    this.db
      .selectFrom('device_values')
      .select(['identifier', 'value', 'shadow', 'ts'])
      .where('device_id', '=', deviceId),
  );

  /** The reported (non-empty) last values of many devices in one query, for a page of device cards. */
  async reportedValuesOf(deviceIds: number[]): Promise<{ deviceId: number; id: string; value: string }[]> {
    if (deviceIds.length === 0) return [];
    const { rows } =
      deviceIds.length <= MAX_PAGE_SIZE
        ? await this.db.executeQuery(this.reportedValuesQuery(deviceIds.length)(...deviceIds))
        : { rows: await this.reportedValuesBuilt(deviceIds).execute() };
    return rows.map((r) => ({ deviceId: r.device_id, id: r.identifier, value: r.value }));
  }

  /**
   * Every device list asks reportedValuesOf for its page: its query is built once per page length (at most
   * MAX_PAGE_SIZE texts).
   */
  private reportedValuesQuery(count: number) {
    let query = this.reportedValuesQueries.get(count);
    if (!query) {
      query = preparedQuery(count, (...ids: number[]) => this.reportedValuesBuilt(ids));
      this.reportedValuesQueries.set(count, query);
    }
    return query;
  }

  private readonly reportedValuesQueries = new Map<
    number,
    (...ids: number[]) => CompiledQuery<{ device_id: number; identifier: string; value: string }>
  >();

  private reportedValuesBuilt(deviceIds: number[]) {
    return this.db
      .selectFrom('device_values')
      .select(['device_id', 'identifier', 'value'])
      .where('device_id', 'in', deviceIds)
      .where('value', '!=', '');
  }

  /** Stores desired values only (a command to a shadow device not yet delivered). */
  async upsertShadow(deviceId: number, items: { id: string; value: string }[]): Promise<void> {
    if (items.length === 0) return;
    await this.db
      .insertInto('device_values')
      .values(
        items.map((i) => ({ device_id: deviceId, identifier: i.id, value: '', shadow: i.value, ts: null })),
      )
      .onConflict((oc) =>
        oc.columns(['device_id', 'identifier']).doUpdateSet((eb) => ({ shadow: eb.ref('excluded.shadow') })),
      )
      .execute();
  }

  async insertLogs(rows: LogRow[], createdAt: string): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('device_logs')
      .values(
        rows.map((r) => ({
          device_id: r.deviceId,
          log_type: r.logType,
          identifier: r.identifier,
          value: r.value,
          remark: r.remark ?? '',
          created_at: createdAt,
        })),
      )
      .execute();
  }

  async logs(deviceId: number, logType?: DeviceLogType) {
    let query = this.db.selectFrom('device_logs').selectAll().where('device_id', '=', deviceId);
    if (logType !== undefined) query = query.where('log_type', '=', logType);
    return query.orderBy('id').execute();
  }

  async insertCommand(
    row: Omit<CommandRow, 'id' | 'reply' | 'repliedAt' | 'origin'> & { origin: CommandOrigin },
  ): Promise<number> {
    const inserted = await this.db
      .insertInto('device_commands')
      .values({
        device_id: row.deviceId,
        message_id: row.messageId,
        user_id: row.userId,
        fun_type: row.funType,
        payload: row.payload,
        status: row.status,
        created_at: row.createdAt,
        origin: row.origin.kind,
        origin_name: row.origin.name,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async finishCommand(id: number, status: string, reply: string | null, at: string | null): Promise<void> {
    await this.db
      .updateTable('device_commands')
      .set({ status, reply, replied_at: at })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Moves a command from status `from` to `to` only if it is still in `from`, in one statement; true when
   * this call moved it. Two deliveries racing for the same stored command: exactly one wins.
   */
  async claimCommand(id: number, from: string, to: string, at: string | null): Promise<boolean> {
    const result = await this.db
      .updateTable('device_commands')
      .set({ status: to, replied_at: at })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async commands(deviceId: number, status?: string): Promise<CommandRow[]> {
    let query = this.db.selectFrom('device_commands').selectAll().where('device_id', '=', deviceId);
    if (status) query = query.where('status', '=', status);
    const rows = await query.orderBy('id').execute();
    return rows.map((r) => ({
      id: r.id,
      deviceId: r.device_id,
      messageId: r.message_id,
      userId: r.user_id,
      funType: r.fun_type,
      payload: r.payload,
      status: r.status,
      reply: r.reply,
      createdAt: r.created_at,
      repliedAt: r.replied_at,
      origin: { kind: r.origin as CommandOriginKind | '', name: r.origin_name } as CommandRow['origin'],
    }));
  }
}
