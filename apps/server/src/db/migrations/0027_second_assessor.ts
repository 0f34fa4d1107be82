import type { Migration } from 'kysely';
import type { Db } from '../database.ts';
import type { MigrationDb } from '../migration-helpers.ts';

/**
 * GB/T 42195-2022 Appendix C is signed by two assessors and says where the assessment took place: each
 * assessment names its second assessor (a staff account) and, optionally, the place. Both stay empty on
 * records made before; such a record cannot be submitted again until a second assessor is chosen
 * (apps/server/src/modules/assessments/assessors.ts).
 */
export function secondAssessorMigration(_db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      // One column per statement: SQLite's ALTER TABLE adds a single column at a time.
      await k.schema
        .alterTable('assessments')
        .addColumn('second_assessor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await k.schema.alterTable('assessments').addColumn('assessment_place', 'text').execute();
      await k.schema
        .createIndex('assessments_second_assessor')
        .on('assessments')
        .columns(['second_assessor_id', 'id'])
        .execute();
    },
  };
}
