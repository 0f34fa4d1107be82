import { type Migration, sql } from 'kysely';
import type { Db } from '../database.ts';
import type { MigrationDb } from '../migration-helpers.ts';

/**
 * What the application list and the alert list need to answer a page in a few index steps:
 * - the social workers' inbox and a resident's history list applications newest change first: an index in
 *   that order reads ten rows instead of sorting every application;
 * - an account's alert total without counting its alerts one by one: `alert_counts` holds how many
 *   `alert_logs` rows each account has, kept by triggers on every insert, delete (cascades included) and
 *   change of account, so any writer keeps it exact. Filled here from the alerts already stored.
 */
export function listIndexesMigration(db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      await k.schema
        .createIndex('service_applications_updated')
        .on('service_applications')
        .columns(['updated_at', 'id'])
        .execute();
      await k.schema
        .createIndex('service_applications_applicant_updated')
        .on('service_applications')
        .columns(['applicant_id', 'updated_at', 'id'])
        .execute();

      await k.schema
        .createTable('alert_counts')
        .addColumn('user_id', 'integer', (c) => c.primaryKey())
        .addColumn('n', 'integer', (c) => c.notNull())
        .execute();
      if (db.dialect === 'postgres') await postgresTriggers(k);
      else await sqliteTriggers(k);
      await sql`insert into alert_counts (user_id, n) select user_id, count(*) from alert_logs group by user_id`.execute(
        k,
      );
    },
  };
}

async function sqliteTriggers(k: MigrationDb): Promise<void> {
  await sql`create trigger alert_counts_insert after insert on alert_logs begin
    insert or ignore into alert_counts (user_id, n) values (new.user_id, 0);
    update alert_counts set n = n + 1 where user_id = new.user_id;
  end`.execute(k);
  await sql`create trigger alert_counts_delete after delete on alert_logs begin
    update alert_counts set n = n - 1 where user_id = old.user_id;
  end`.execute(k);
  await sql`create trigger alert_counts_move after update of user_id on alert_logs
    when old.user_id <> new.user_id begin
    update alert_counts set n = n - 1 where user_id = old.user_id;
    insert or ignore into alert_counts (user_id, n) values (new.user_id, 0);
    update alert_counts set n = n + 1 where user_id = new.user_id;
  end`.execute(k);
}

async function postgresTriggers(k: MigrationDb): Promise<void> {
  await sql`create function alert_counts_keep() returns trigger language plpgsql as $$
    begin
      if tg_op in ('DELETE', 'UPDATE') then
        update alert_counts set n = n - 1 where user_id = old.user_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into alert_counts (user_id, n) values (new.user_id, 1)
          on conflict (user_id) do update set n = alert_counts.n + 1;
      end if;
      return null;
    end
  $$`.execute(k);
  await sql`create trigger alert_counts_insert_delete after insert or delete on alert_logs
    for each row execute function alert_counts_keep()`.execute(k);
  await sql`create trigger alert_counts_move after update of user_id on alert_logs
    for each row when (old.user_id is distinct from new.user_id) execute function alert_counts_keep()`.execute(
    k,
  );
}
