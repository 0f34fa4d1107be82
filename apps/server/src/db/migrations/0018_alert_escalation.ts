import type { Migration } from 'kysely';
import type { Db } from '../database.ts';
import type { MigrationDb } from '../migration-helpers.ts';

/**
 * When a device's critical alarm was escalated because nobody took it on in time (ALERT_ESCALATE_SECONDS):
 * its people were texted again and the centre's duty phones told.
 */
export function alertEscalationMigration(_db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      await k.schema.alterTable('alert_logs').addColumn('escalated_at', 'text').execute();
    },
  };
}
