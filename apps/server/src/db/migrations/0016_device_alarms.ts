import type { Migration } from 'kysely';
import type { Db } from '../database.ts';
import type { MigrationDb } from '../migration-helpers.ts';

/**
 * Alerts a device raises by itself (a thing-model alarm: an SOS press, a fall, a heart rate over 120), beside
 * those scenes raise: `origin` says which ('scene' for every alert from before), `identifier` names the
 * thing-model item that raised it, and `alert_name_en` keeps the item's English name so each reader sees the
 * alert in their language. `claimed_by`/`claimed_name`/`claimed_at` record who tapped 我来处理, so everyone
 * else sees someone is on it. The index finds a device's open alerts, which a repeated alarm folds into.
 */
export function deviceAlarmsMigration(_db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      await k.schema
        .alterTable('alert_logs')
        .addColumn('origin', 'text', (c) => c.notNull().defaultTo('scene'))
        .execute();
      await k.schema
        .alterTable('alert_logs')
        .addColumn('identifier', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await k.schema.alterTable('alert_logs').addColumn('alert_name_en', 'text').execute();
      await k.schema
        .alterTable('alert_logs')
        .addColumn('claimed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await k.schema
        .alterTable('alert_logs')
        .addColumn('claimed_name', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await k.schema.alterTable('alert_logs').addColumn('claimed_at', 'text').execute();
      await k.schema
        .createIndex('alert_logs_device_status')
        .on('alert_logs')
        .columns(['device_id', 'status', 'created_at'])
        .execute();
    },
  };
}
