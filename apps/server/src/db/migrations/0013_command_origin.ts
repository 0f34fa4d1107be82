import type { Migration } from 'kysely';
import type { Db } from '../database.ts';
import type { MigrationDb } from '../migration-helpers.ts';

/**
 * "Who or what changed this?" (docs/product.md "What users ask for"): the command log keeps what sent each
 * command — the app, or a timer or a scene (COMMAND_ORIGIN) — and the timer's or scene's name when it ran.
 */
export function commandOriginMigration(_db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      await k.schema
        .alterTable('device_commands')
        .addColumn('origin', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await k.schema
        .alterTable('device_commands')
        .addColumn('origin_name', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
  };
}
