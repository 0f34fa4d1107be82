import type { Migration } from 'kysely';
import type { Db } from '../database.ts';
import { type MigrationDb, withId } from '../migration-helpers.ts';

/** Device automation: shares, timers, the persisted scheduler, scenes with their run log, alert logs. */
export function automationMigration(db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      await k.schema
        .createTable('device_shares')
        .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('perms', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('device_shares_pk', ['device_id', 'user_id'])
        .execute();
      await k.schema.createIndex('device_shares_user').on('device_shares').columns(['user_id']).execute();

      await withId(k.schema.createTable('device_timers'), db.dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('is_advance', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('time', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('weekdays', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cron', 'text', (c) => c.notNull())
        .addColumn('actions', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('last_run_at', 'text')
        .addColumn('last_result', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await k.schema.createIndex('device_timers_device').on('device_timers').columns(['device_id']).execute();

      // One row per armed job. `next_run_at` doubles as the claim token: a run first moves it forward
      // with a compare-and-set, so two nodes never run the same occurrence
      // (docs/architecture.md "Scheduler").
      await withId(k.schema.createTable('scheduler_jobs'), db.dialect)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('ref_id', 'integer', (c) => c.notNull())
        .addColumn('cron', 'text')
        .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('next_run_at', 'text', (c) => c.notNull())
        .addColumn('last_run_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('scheduler_jobs_ref', ['kind', 'ref_id'])
        .execute();
      await k.schema
        .createIndex('scheduler_jobs_due')
        .on('scheduler_jobs')
        .columns(['next_run_at'])
        .execute();

      await withId(k.schema.createTable('scenes'), db.dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('enable', 'integer', (c) => c.notNull())
        .addColumn('cond', 'integer', (c) => c.notNull())
        .addColumn('execute_mode', 'integer', (c) => c.notNull())
        .addColumn('execute_delay', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('silent_period', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('triggers', 'text', (c) => c.notNull())
        .addColumn('actions', 'text', (c) => c.notNull())
        .addColumn('last_fired_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await k.schema.createIndex('scenes_user').on('scenes').columns(['user_id']).execute();

      await withId(k.schema.createTable('scene_runs'), db.dialect)
        .addColumn('scene_id', 'integer', (c) => c.notNull().references('scenes.id').onDelete('cascade'))
        .addColumn('cause', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .addColumn('conditions', 'text', (c) => c.notNull())
        .addColumn('actions', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('fired_at', 'text', (c) => c.notNull())
        .addColumn('execute_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .execute();
      await k.schema.createIndex('scene_runs_scene').on('scene_runs').columns(['scene_id', 'id']).execute();

      await withId(k.schema.createTable('alert_logs'), db.dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('device_id', 'integer', (c) => c.references('devices.id').onDelete('set null'))
        .addColumn('serial_number', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('device_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('product_id', 'integer')
        .addColumn('scene_id', 'integer', (c) => c.references('scenes.id').onDelete('set null'))
        .addColumn('scene_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('alert_name', 'text', (c) => c.notNull())
        .addColumn('alert_level', 'integer', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('handled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('handled_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await k.schema.createIndex('alert_logs_user').on('alert_logs').columns(['user_id', 'id']).execute();
      await k.schema.createIndex('alert_logs_device').on('alert_logs').columns(['device_id', 'id']).execute();
      await k.schema
        .createTable('alert_reads')
        .addColumn('alert_id', 'integer', (c) => c.notNull().references('alert_logs.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('alert_reads_pk', ['alert_id', 'user_id'])
        .execute();
    },
  };
}
