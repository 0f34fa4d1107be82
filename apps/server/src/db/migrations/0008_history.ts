import type { Migration } from 'kysely';
import type { Db } from '../database.ts';
import { type MigrationDb, withId } from '../migration-helpers.ts';

/**
 * History and monitoring: hourly aggregates of property readings older than the raw retention,
 * an index for per-identifier history queries, and order control (time-boxed, count-limited commands).
 */
export function historyMigration(db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      // One row per device, identifier and UTC hour. `sum`/`num_count` give the average of the numeric
      // readings; `last_value` keeps the last reading of any type (a location, an enum) for the chart label.
      await k.schema
        .createTable('device_history_hourly')
        .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id').onDelete('cascade'))
        .addColumn('identifier', 'text', (c) => c.notNull())
        .addColumn('bucket', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('num_count', 'integer', (c) => c.notNull())
        .addColumn('sum', 'double precision', (c) => c.notNull())
        .addColumn('min', 'double precision')
        .addColumn('max', 'double precision')
        .addColumn('last_value', 'text', (c) => c.notNull())
        .addColumn('last_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('device_history_hourly_pk', ['device_id', 'identifier', 'bucket'])
        .execute();

      await k.schema
        .createIndex('device_logs_history')
        .on('device_logs')
        .columns(['device_id', 'log_type', 'identifier', 'created_at'])
        .execute();

      await withId(k.schema.createTable('order_controls'), db.dialect)
        .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('select_order', 'text', (c) => c.notNull())
        .addColumn('start_time', 'text', (c) => c.notNull())
        .addColumn('end_time', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await k.schema
        .createIndex('order_controls_device_user')
        .on('order_controls')
        .columns(['device_id', 'user_id'])
        .execute();
    },
  };
}
