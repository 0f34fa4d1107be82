import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BatchStore } from './ingest-writer.ts';
import type { LogRow, ValueRow } from './state.repository.ts';

/** One row per device and identifier, the latest winning (an upsert statement may touch a row only once). */
function lastValues(rows: ValueRow[]): ValueRow[] {
  const latest = new Map<string, ValueRow>();
  for (const row of rows) latest.set(`${row.deviceId}\u0000${row.id}`, row);
  return [...latest.values()];
}

/**
 * On PostgreSQL, a report batch (IngestWriter) is two statements in one transaction: the last values (one
 * row per device and identifier; the desired, shadow value follows what the device reports) and the log
 * rows. Each statement takes its rows as ONE JSON parameter that PostgreSQL unpacks (json_to_recordset):
 * the SQL text is the same for every batch, and neither this thread nor the database handles thousands of
 * bound parameters. Multi-row VALUES built by the query builder cost the event loop more per report than
 * validating it; this took PostgreSQL ingest from 15,000 to 20,000 reports/s (bench/RESULTS.md, ingest fix 5).
 */
export class PostgresBatchStore implements BatchStore {
  constructor(private readonly db: Kysely<Database>) {}

  async writeBatch(values: ValueRow[], logs: (LogRow & { createdAt: string })[]): Promise<void> {
    const last = lastValues(values);
    await this.db.transaction().execute(async (trx) => {
      if (last.length > 0) {
        await sql`insert into device_values (device_id, identifier, value, shadow, ts)
          select "deviceId", id, value, value, ts
          from json_to_recordset(${JSON.stringify(last)}::json)
            as r("deviceId" integer, id text, value text, ts text)
          on conflict (device_id, identifier)
            do update set value = excluded.value, shadow = excluded.shadow, ts = excluded.ts`.execute(trx);
      }
      if (logs.length > 0) {
        await sql`insert into device_logs (device_id, log_type, identifier, value, remark, created_at)
          select "deviceId", "logType", identifier, value, coalesce(remark, ''), "createdAt"
          from json_to_recordset(${JSON.stringify(logs)}::json)
            as r("deviceId" integer, "logType" integer, identifier text, value text, remark text, "createdAt" text)`.execute(
          trx,
        );
      }
    });
  }
}
