import type { Migration } from 'kysely';
import type { Db } from '../database.ts';
import type { MigrationDb } from '../migration-helpers.ts';

/**
 * Grading conditions per record (packages/contracts/src/assessments/conditions.ts): the checklist answers
 * (eligibility of a social organisation, preconditions of an institution, facts a local veto reads) as
 * JSON, and the organisation type whose indicator table a social-organisation assessment uses. Records
 * made before keep an empty checklist and no type (the template's default table).
 */
export function gradingConditionsMigration(_db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      // One column per statement: SQLite's ALTER TABLE adds a single column at a time.
      await k.schema
        .alterTable('assessments')
        .addColumn('conditions', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await k.schema.alterTable('assessments').addColumn('org_type', 'text').execute();
    },
  };
}
