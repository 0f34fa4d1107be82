import type { Migration } from 'kysely';
import type { Db } from '../database.ts';
import type { MigrationDb } from '../migration-helpers.ts';

/**
 * A silent safety device is itself an alarm: a product says how many minutes one of its devices may stay
 * offline before its people are warned (null: never, for devices whose silence means nothing, like a plug).
 */
export function productHeartbeatMigration(_db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      await k.schema.alterTable('products').addColumn('offline_alarm_minutes', 'integer').execute();
    },
  };
}
