import type { Migration } from 'kysely';
import type { Db } from '../database.ts';
import type { MigrationDb } from '../migration-helpers.ts';

/**
 * Language and elder mode follow the account across phones. A table of its own (not columns on
 * users) so the account row stays as it was; the row goes with the account (cascade).
 */
export function preferencesMigration(_db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      await k.schema
        .createTable('user_preferences')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('language', 'text')
        .addColumn('elder_mode', 'integer')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
