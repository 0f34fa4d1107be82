import type { Kysely } from 'kysely';
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

  async save(key: string, counter: RateCounter): Promise<void> {
    const values = { key, window_start: counter.windowStart.toISOString(), count: counter.count };
    await this.db
      .insertInto('rate_counters')
      .values(values)
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ window_start: values.window_start, count: values.count }),
      )
      .execute();
  }

  async delete(key: string): Promise<void> {
    await this.db.deleteFrom('rate_counters').where('key', '=', key).execute();
  }
}
