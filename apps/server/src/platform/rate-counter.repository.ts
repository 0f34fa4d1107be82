import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface RateCounter {
  windowStart: Date;
  count: number;
}

export class RateCounterRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(key: string): Promise<RateCounter | undefined> {
    const row = await this.db
      .selectFrom('rate_counters')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirst();
    return row ? { windowStart: new Date(row.window_start), count: row.count } : undefined;
  }

  /**
   * Counts one hit in ONE statement and answers the counter after it: a window older than `freshAfter`
   * starts again at `now` with 1. Two hits at once can never both read the same count (SQLite and
   * PostgreSQL both run an upsert atomically).
   */
  async increment(key: string, now: Date, freshAfter: Date): Promise<RateCounter> {
    const started = sql<boolean>`rate_counters.window_start <= ${freshAfter.toISOString()}`;
    const row = await this.db
      .insertInto('rate_counters')
      .values({ key, window_start: now.toISOString(), count: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          window_start: sql`case when ${started} then excluded.window_start else rate_counters.window_start end`,
          count: sql`case when ${started} then 1 else rate_counters.count + 1 end`,
        }),
      )
      .returning(['window_start', 'count'])
      .executeTakeFirstOrThrow();
    return { windowStart: new Date(row.window_start), count: Number(row.count) };
  }

  async delete(key: string): Promise<void> {
    await this.db.deleteFrom('rate_counters').where('key', '=', key).execute();
  }
}
