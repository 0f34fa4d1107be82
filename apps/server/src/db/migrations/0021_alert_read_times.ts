import type { Migration } from 'kysely';
import type { Db } from '../database.ts';
import type { MigrationDb } from '../migration-helpers.ts';

/** When each person first opened an alert, for its record ("seen by … at …"); null for readings before. */
export function alertReadTimesMigration(_db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      await k.schema.alterTable('alert_reads').addColumn('read_at', 'text').execute();
    },
  };
}
