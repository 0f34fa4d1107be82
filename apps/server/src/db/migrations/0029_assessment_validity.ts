import { centreDate, validFromOf, validityMonthsOf, validUntilOf } from '@linli/contracts';
import type { Migration } from 'kysely';
import type { Db } from '../database.ts';
import type { MigrationDb } from '../migration-helpers.ts';

/**
 * How long an approved assessment holds (packages/contracts/src/assessments/validity.ts): the centre days
 * it holds from and to, stored on approval so the list of re-assessments falling due is one indexed
 * query. Results approved before this migration get theirs here, by the same rule and from the same
 * facts (the A.1.2 reference date, else the approval day; the template's period, else the type's).
 */
export function assessmentValidityMigration(_db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      await k.schema.alterTable('assessments').addColumn('valid_from', 'text').execute();
      await k.schema.alterTable('assessments').addColumn('valid_until', 'text').execute();
      await k.schema
        .createIndex('assessments_valid_until')
        .on('assessments')
        .columns(['status', 'valid_until'])
        .execute();
      await backfillAssessmentValidity(k);
    },
  };
}

/** Gives approved results without a validity theirs (exported for the test of results from before 0029). */
export async function backfillAssessmentValidity(k: MigrationDb): Promise<void> {
  const approved = await k
    .selectFrom('assessments')
    .innerJoin('assessment_templates', 'assessment_templates.id', 'assessments.template_id')
    .select([
      'assessments.id as id',
      'assessments.type as type',
      'assessments.basic_info as basicInfo',
      'assessments.reviewed_at as reviewedAt',
      'assessments.updated_at as updatedAt',
      'assessment_templates.definition as definition',
    ])
    .where('assessments.status', '=', 'approved')
    .where('assessments.valid_until', 'is', null)
    .execute();
  for (const row of approved) {
    const approvedOn = centreDate(new Date(row.reviewedAt ?? row.updatedAt));
    const validFrom = validFromOf(row.type, JSON.parse(row.basicInfo), approvedOn);
    const validUntil = validUntilOf(validFrom, validityMonthsOf(JSON.parse(row.definition)));
    await k
      .updateTable('assessments')
      .set({ valid_from: validFrom, valid_until: validUntil })
      .where('id', '=', row.id)
      .execute();
  }
}
