import { DEVICE_LOG_TYPE } from '@linli/contracts';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { DeviceHistoryHourlyTable } from './tables.ts';

/** A stored reading or a summary of several (an hourly aggregate, or a bucket of a long range). */
export interface StoredPoint {
  identifier: string;
  time: string;
  value: string;
  min?: number;
  max?: number;
  count?: number;
}

/** How a long range is summarised: the length of the ISO time prefix that names a bucket. */
export const GRAIN = { minute: 16, hour: 13, day: 10 } as const;
export type Grain = (typeof GRAIN)[keyof typeof GRAIN];

/** The ISO start of a bucket named by an ISO prefix ('2026-11-22T08' -> '2026-11-22T08:00:00.000Z'). */
export function bucketStart(prefix: string): string {
  if (prefix.length === GRAIN.day) return `${prefix}T00:00:00.000Z`;
  if (prefix.length === GRAIN.hour) return `${prefix}:00:00.000Z`;
  return `${prefix}:00.000Z`;
}

const PROPERTY = DEVICE_LOG_TYPE.property;

/**
 * Stored property history: raw rows (device_logs type 1) newer than the retention boundary and hourly
 * aggregates (device_history_hourly) older than it. The rollup moves rows from the first to the second in
 * one transaction, so a reading is always in exactly one of them and a query may simply read both.
 */
export class HistoryRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /** A reading as a number, NULL when it is not one (an enum label, a location object). */
  private numeric(column: string): RawBuilder<number | null> {
    const ref = sql.ref(column);
    return this.dialect === 'postgres'
      ? sql<
          number | null
        >`case when ${ref} ~ '^[-+]?[0-9]*[.]?[0-9]+([eE][-+]?[0-9]+)?$' then cast(${ref} as double precision) end`
      : sql<
          number | null
        >`case when ${ref} <> '' and ${ref} not glob '*[^0-9.eE+-]*' then cast(${ref} as real) end`;
  }

  async countRaw(deviceId: number, identifier: string, begin: string, end: string): Promise<number> {
    const row = await this.raw(deviceId, identifier)
      .where('created_at', '>=', begin)
      .where('created_at', '<=', end)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async countHourly(deviceId: number, identifier: string, begin: string, end: string): Promise<number> {
    const row = await this.hourly(deviceId, identifier)
      .where('bucket', '>=', begin)
      .where('bucket', '<=', end)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Raw readings in a range (inclusive), oldest first. */
  async rawRange(deviceId: number, identifier: string, begin: string, end: string): Promise<StoredPoint[]> {
    const rows = await this.raw(deviceId, identifier)
      .where('created_at', '>=', begin)
      .where('created_at', '<=', end)
      .select(['value', 'created_at'])
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ identifier, time: r.created_at, value: r.value }));
  }

  /** The latest `limit` raw readings, newest first. */
  async rawLatest(deviceId: number, identifier: string, limit: number): Promise<StoredPoint[]> {
    const rows = await this.raw(deviceId, identifier)
      .select(['value', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ identifier, time: r.created_at, value: r.value }));
  }

  /** Raw readings in a range summarised per bucket (avg of the numeric ones, or the largest text). */
  async rawBuckets(
    deviceId: number,
    identifier: string,
    begin: string,
    end: string,
    grain: Grain,
  ): Promise<StoredPoint[]> {
    const n = this.numeric('value');
    const prefix = sql<string>`substr(created_at, 1, ${sql.lit(grain)})`;
    const rows = await this.raw(deviceId, identifier)
      .where('created_at', '>=', begin)
      .where('created_at', '<=', end)
      .select([
        prefix.as('bucket'),
        sql<number | null>`avg(${n})`.as('avg'),
        sql<number | null>`min(${n})`.as('min'),
        sql<number | null>`max(${n})`.as('max'),
        sql<number>`count(*)`.as('count'),
        sql<string>`max(value)`.as('text'),
      ])
      .groupBy(prefix)
      .orderBy(prefix)
      .execute();
    return rows.map((r) => summary(identifier, bucketStart(r.bucket), r));
  }

  /** Hourly aggregates in a range, oldest first; with a grain coarser than an hour, merged per bucket. */
  async hourlyRange(
    deviceId: number,
    identifier: string,
    begin: string,
    end: string,
    grain: Grain = GRAIN.hour,
  ): Promise<StoredPoint[]> {
    const prefix = sql<string>`substr(bucket, 1, ${sql.lit(Math.min(grain, GRAIN.hour))})`;
    const rows = await this.hourly(deviceId, identifier)
      .where('bucket', '>=', begin)
      .where('bucket', '<=', end)
      .select([
        prefix.as('bucket'),
        sql<number | null>`sum(sum) / nullif(sum(num_count), 0)`.as('avg'),
        sql<number | null>`min(min)`.as('min'),
        sql<number | null>`max(max)`.as('max'),
        sql<number>`sum(count)`.as('count'),
        sql<string>`max(last_value)`.as('text'),
      ])
      .groupBy(prefix)
      .orderBy(prefix)
      .execute();
    return rows.map((r) => summary(identifier, bucketStart(r.bucket), r));
  }

  /** The latest `limit` hourly aggregates, newest first. */
  async hourlyLatest(deviceId: number, identifier: string, limit: number): Promise<StoredPoint[]> {
    const rows = await this.hourly(deviceId, identifier)
      .select(['bucket', 'sum', 'num_count', 'min', 'max', 'count', 'last_value'])
      .orderBy('bucket', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) =>
      summary(identifier, r.bucket, {
        avg: r.num_count > 0 ? r.sum / r.num_count : null,
        min: r.min,
        max: r.max,
        count: r.count,
        text: r.last_value,
      }),
    );
  }

  /**
   * Rolls up to `limit` raw readings older than `cutoff` (oldest first) into hourly aggregates and deletes
   * them, in one transaction. Returns how many readings moved; 0 when nothing is left to do.
   */
  async rollupBatch(cutoff: string, limit: number): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('device_logs')
        .select(['id', 'device_id', 'identifier', 'value', 'created_at'])
        .where('log_type', '=', PROPERTY)
        .where('created_at', '<', cutoff)
        .orderBy('id')
        .limit(limit)
        .execute();
      if (rows.length === 0) return 0;
      const buckets = new Map<string, Aggregate>();
      for (const r of rows) {
        const bucket = bucketStart(r.created_at.slice(0, GRAIN.hour));
        const key = `${r.device_id}\u0000${r.identifier}\u0000${bucket}`;
        const agg = buckets.get(key) ?? emptyAggregate(r.device_id, r.identifier, bucket);
        addReading(agg, r.value, r.created_at);
        buckets.set(key, agg);
      }
      const list = [...buckets.values()];
      const existing = await trx
        .selectFrom('device_history_hourly')
        .selectAll()
        .where('device_id', 'in', [...new Set(list.map((a) => a.device_id))])
        .where('bucket', 'in', [...new Set(list.map((a) => a.bucket))])
        .execute();
      for (const old of existing) {
        const agg = buckets.get(`${old.device_id}\u0000${old.identifier}\u0000${old.bucket}`);
        if (agg) mergeInto(agg, old);
      }
      for (let i = 0; i < list.length; i += 500) {
        await trx
          .insertInto('device_history_hourly')
          .values(list.slice(i, i + 500))
          .onConflict((oc) =>
            oc.columns(['device_id', 'identifier', 'bucket']).doUpdateSet((eb) => ({
              count: eb.ref('excluded.count'),
              num_count: eb.ref('excluded.num_count'),
              sum: eb.ref('excluded.sum'),
              min: eb.ref('excluded.min'),
              max: eb.ref('excluded.max'),
              last_value: eb.ref('excluded.last_value'),
              last_at: eb.ref('excluded.last_at'),
            })),
          )
          .execute();
      }
      // Exactly the rows read above: the first `limit` of this filter by id.
      await trx
        .deleteFrom('device_logs')
        .where('log_type', '=', PROPERTY)
        .where('created_at', '<', cutoff)
        .where('id', '<=', rows[rows.length - 1]!.id)
        .execute();
      return rows.length;
    });
  }

  private raw(deviceId: number, identifier: string) {
    return this.db
      .selectFrom('device_logs')
      .where('device_id', '=', deviceId)
      .where('log_type', '=', PROPERTY)
      .where('identifier', '=', identifier);
  }

  private hourly(deviceId: number, identifier: string) {
    return this.db
      .selectFrom('device_history_hourly')
      .where('device_id', '=', deviceId)
      .where('identifier', '=', identifier);
  }
}

/** One hour of one item, as the table holds it. */
type Aggregate = DeviceHistoryHourlyTable;

function emptyAggregate(deviceId: number, identifier: string, bucket: string): Aggregate {
  return {
    device_id: deviceId,
    identifier,
    bucket,
    count: 0,
    num_count: 0,
    sum: 0,
    min: null,
    max: null,
    last_value: '',
    last_at: '',
  };
}

const NUMBER = /^[-+]?\d*\.?\d+(?:[eE][-+]?\d+)?$/;

function addReading(agg: Aggregate, value: string, at: string): void {
  agg.count += 1;
  if (NUMBER.test(value)) {
    const n = Number(value);
    agg.num_count += 1;
    agg.sum += n;
    agg.min = agg.min === null ? n : Math.min(agg.min, n);
    agg.max = agg.max === null ? n : Math.max(agg.max, n);
  }
  if (at >= agg.last_at) {
    agg.last_value = value;
    agg.last_at = at;
  }
}

function mergeInto(agg: Aggregate, old: Aggregate): void {
  agg.count += old.count;
  agg.num_count += old.num_count;
  agg.sum += old.sum;
  if (old.min !== null) agg.min = agg.min === null ? old.min : Math.min(agg.min, old.min);
  if (old.max !== null) agg.max = agg.max === null ? old.max : Math.max(agg.max, old.max);
  if (old.last_at > agg.last_at) {
    agg.last_value = old.last_value;
    agg.last_at = old.last_at;
  }
}

function round(n: number): string {
  return String(Math.round(n * 1000) / 1000);
}

function summary(
  identifier: string,
  time: string,
  r: { avg: number | null; min: number | null; max: number | null; count: number | string; text: string },
): StoredPoint {
  const count = Number(r.count);
  if (r.avg === null || r.avg === undefined) return { identifier, time, value: r.text, count };
  return {
    identifier,
    time,
    value: round(Number(r.avg)),
    min: Number(r.min),
    max: Number(r.max),
    count,
  };
}
