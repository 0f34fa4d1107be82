import type { Migration } from 'kysely';
import type { Db } from '../database.ts';
import type { MigrationDb } from '../migration-helpers.ts';

/**
 * "Why did this not fire?" (docs/product.md "What users ask for"): a scene whose conditions held again during
 * its silent period did not run; its last run now counts those times and keeps the latest, so the run log can
 * say so.
 */
export function sceneRunsSilencedMigration(_db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      await k.schema
        .alterTable('scene_runs')
        .addColumn('silenced', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await k.schema.alterTable('scene_runs').addColumn('last_silenced_at', 'text').execute();
    },
  };
}
