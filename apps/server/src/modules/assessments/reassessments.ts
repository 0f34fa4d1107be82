import {
  type AssessmentSummary,
  type AssessmentTemplate,
  addDays,
  centreDate,
  type DueListQuery,
  daysBetween,
  type ValidityStanding,
  type ValidityStatus,
  validFromOf,
  validityMonthsOf,
  validityStatus,
  validUntilOf,
} from '@linli/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AssessmentPresenter } from './assessments.presenter.ts';
import type { AssessmentRow, AssessmentsRepository } from './assessments.repository.ts';

/**
 * Validity and re-assessments (packages/contracts/src/assessments/validity.ts holds the rule): the days an
 * approved result holds are fixed when it is approved, and staff see which subjects fall due.
 */

type Acting = { userId: number; roles: readonly string[] };

/** The validity stored with an approval at `at`: from the A.1.2 reference date or the approval day. */
export function onApproval(
  template: AssessmentTemplate,
  row: Pick<AssessmentRow, 'type' | 'basicInfo'>,
  at: string,
): { validFrom: string; validUntil: string } {
  const validFrom = validFromOf(row.type, row.basicInfo, centreDate(new Date(at)));
  return { validFrom, validUntil: validUntilOf(validFrom, validityMonthsOf(template)) };
}

/** A stored validity's standing on the clock's centre day; null when the result has none. */
export function standingOf(validUntil: string | null, clock: Clock): ValidityStanding | null {
  if (!validUntil) return null;
  const today = centreDate(clock.now());
  return { validity: validityStatus(validUntil, today), daysLeft: daysBetween(today, validUntil) };
}

/** The health-record summary's ability line, with the re-assessment date and its standing. */
export interface LatestAbility {
  level: string;
  score: number | null;
  assessedAt: string;
  validUntil: string | null;
  validity: ValidityStatus | null;
}

export function latestAbilityOf(row: AssessmentRow & { outcome: string }, clock: Clock): LatestAbility {
  return {
    level: row.outcome,
    score: row.total,
    assessedAt: row.reviewedAt ?? row.updatedAt,
    validUntil: row.validUntil,
    validity: standingOf(row.validUntil, clock)?.validity ?? null,
  };
}

export interface DueFilter {
  /** The last re-assessment date included (today + the window). */
  dueBy: string;
  /** Staff: only subjects this account assessed (first or second assessor) in that type. */
  assessedBy?: number;
}

/**
 * Approved results that are the latest of their subject and type and fall due by `dueBy` (or have
 * passed), soonest first. A subject is its reference when it has one, else its name, as in
 * AssessmentsRepository.latestApproved.
 */
export async function selectDueReassessments(
  db: Kysely<Database>,
  filter: DueFilter,
  page: { pageNum: number; pageSize: number },
) {
  let query = db
    .selectFrom('assessments as a')
    .where('a.status', '=', 'approved')
    .where('a.valid_until', 'is not', null)
    .where('a.valid_until', '<=', filter.dueBy)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('assessments as newer')
            .select('newer.id')
            .where('newer.status', '=', 'approved')
            .whereRef('newer.type', '=', 'a.type')
            .whereRef('newer.subject_type', '=', 'a.subject_type')
            .whereRef('newer.id', '>', 'a.id')
            .where((n) =>
              n.or([
                n.and([
                  n('a.subject_ref', 'is not', null),
                  n('newer.subject_ref', '=', n.ref('a.subject_ref')),
                ]),
                n.and([
                  n('a.subject_ref', 'is', null),
                  n('newer.subject_ref', 'is', null),
                  n('newer.subject_name', '=', n.ref('a.subject_name')),
                ]),
              ]),
            ),
        ),
      ),
    );
  const assessor = filter.assessedBy;
  if (assessor !== undefined) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('assessments as mine')
          .select('mine.id')
          .whereRef('mine.type', '=', 'a.type')
          .whereRef('mine.subject_type', '=', 'a.subject_type')
          .where((m) =>
            m.and([
              m.or([m('mine.assessor_id', '=', assessor), m('mine.second_assessor_id', '=', assessor)]),
              m.or([
                m.and([
                  m('a.subject_ref', 'is not', null),
                  m('mine.subject_ref', '=', m.ref('a.subject_ref')),
                ]),
                m.and([
                  m('a.subject_ref', 'is', null),
                  m('mine.subject_ref', 'is', null),
                  m('mine.subject_name', '=', m.ref('a.subject_name')),
                ]),
              ]),
            ]),
          ),
      ),
    );
  }
  const count = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll('a')
    .orderBy('a.valid_until', 'asc')
    .orderBy('a.id', 'asc')
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize)
    .execute();
  return { rows, total: Number(count.n) };
}

/**
 * GET /assessment/due. Staff see the subjects they assessed themselves (their follow-up work); admins
 * see every subject of the centre.
 */
export async function listDue(
  repo: AssessmentsRepository,
  presenter: AssessmentPresenter,
  clock: Clock,
  actor: Acting,
  query: DueListQuery,
): Promise<{ rows: (AssessmentSummary & ValidityStanding)[]; total: number }> {
  const today = centreDate(clock.now());
  const admin = actor.roles.includes('admin');
  const page = await repo.dueForReassessment(
    { dueBy: addDays(today, query.withinDays), ...(!admin && { assessedBy: actor.userId }) },
    query,
  );
  const summaries = await presenter.toSummaries(page.rows);
  const rows = summaries.map((summary) => ({
    ...summary,
    ...(standingOf(summary.validUntil, clock) as ValidityStanding),
  }));
  return { rows, total: page.total };
}
