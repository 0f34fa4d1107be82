import { sql } from 'kysely';
import type { Db } from '../../../src/db/database.ts';

/**
 * Bookkeeping a refused request may legitimately write: attempt counters (that is how limits work), the
 * audit log (a failed login is an event) and the migrator's own tables.
 */
const ALLOWED_ON_REFUSAL = new Set(['rate_counters', 'audit_logs', 'fuzz_writes']);

/**
 * Counts every row any request inserts, updates or deletes, through a trigger on each table (SQLite and
 * PostgreSQL alike), so "a refused request changes nothing" is one number compared before and after.
 */
export async function installWriteCounter(db: Db): Promise<() => Promise<number>> {
  const k = db.kysely;
  await sql`create table fuzz_writes (n integer not null)`.execute(k);
  await sql`insert into fuzz_writes (n) values (0)`.execute(k);
  const tables =
    db.dialect === 'sqlite'
      ? (
          await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(k)
        ).rows.map((r) => r.name)
      : (
          await sql<{
            name: string;
          }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(k)
        ).rows.map((r) => r.name);
  const watched = tables.filter((name) => !ALLOWED_ON_REFUSAL.has(name) && !name.startsWith('kysely_'));
  if (db.dialect === 'postgres') {
    await sql`create function fuzz_count() returns trigger as $$ begin update fuzz_writes set n = n + 1; return null; end $$ language plpgsql`.execute(
      k,
    );
  }
  for (const table of watched) {
    for (const op of ['insert', 'update', 'delete']) {
      const name = sql.raw(`fuzz_${table}_${op}`);
      const on = sql.raw(`after ${op} on ${table}`);
      await (db.dialect === 'sqlite'
        ? sql`create trigger ${name} ${on} begin update fuzz_writes set n = n + 1; end`
        : sql`create trigger ${name} ${on} for each row execute function fuzz_count()`
      ).execute(k);
    }
  }
  return async () => Number((await sql<{ n: number }>`select n from fuzz_writes`.execute(k)).rows[0]?.n ?? 0);
}
