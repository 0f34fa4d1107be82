import type { Migration } from 'kysely';
import type { Db } from '../database.ts';
import { type MigrationDb, withId } from '../migration-helpers.ts';

/** Versioned assessment templates and assessment records that pin the version they used. */
export function assessmentsMigration(db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      await withId(k.schema.createTable('assessment_templates'), db.dialect)
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('name_zh', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('standard', 'text', (c) => c.notNull())
        .addColumn('definition', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('assessment_templates_version', ['type', 'version'])
        .execute();

      await withId(k.schema.createTable('assessments'), db.dialect)
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('template_id', 'integer', (c) => c.notNull().references('assessment_templates.id'))
        .addColumn('template_version', 'integer', (c) => c.notNull())
        .addColumn('subject_type', 'text', (c) => c.notNull())
        .addColumn('subject_name', 'text', (c) => c.notNull())
        .addColumn('subject_ref', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('input', 'text', (c) => c.notNull())
        .addColumn('basic_info', 'text', (c) => c.notNull())
        .addColumn('evidence', 'text', (c) => c.notNull())
        .addColumn('result', 'text')
        .addColumn('total', 'double precision')
        .addColumn('outcome', 'text')
        .addColumn('assessor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('reviewer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('review_comment', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('submitted_at', 'text')
        .addColumn('reviewed_at', 'text')
        .execute();
      await k.schema
        .createIndex('assessments_assessor')
        .on('assessments')
        .columns(['assessor_id', 'id'])
        .execute();
      await k.schema.createIndex('assessments_status').on('assessments').columns(['status', 'id']).execute();
      await k.schema
        .createIndex('assessments_subject')
        .on('assessments')
        .columns(['subject_type', 'subject_ref', 'type', 'status'])
        .execute();
    },
  };
}
