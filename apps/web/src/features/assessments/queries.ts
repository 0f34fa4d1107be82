import { type AssessmentType, assessmentsRoutes } from '@linli/contracts';
import type { Invalidation } from '../../lib/queries.ts';

/** Lists read this many at once; the home screen shows the newest. */
export const LIST_PAGE_SIZE = 50;

/** One assessment (its record, its comparison). */
export const assessmentOf = (id: number) => ({ params: { id } }) as const;

/** A template: the version a record pinned, or the current one when no version is given. */
export const templateOf = (type: AssessmentType, version?: number) =>
  ({ params: { type }, query: { version } }) as const;

/** The assessments I made (staff), every status. */
export const myRecords = { query: { scope: 'mine' } } as const;

/**
 * What a change to an assessment (started, submitted, reviewed) makes stale: the lists it is in, the record,
 * comparisons with it and the latest result about its subject.
 */
export const afterAssessmentChange: readonly Invalidation[] = [
  assessmentsRoutes.list,
  assessmentsRoutes.reviewQueue,
  assessmentsRoutes.aboutMe,
  assessmentsRoutes.get,
  assessmentsRoutes.comparison,
  assessmentsRoutes.latest,
  assessmentsRoutes.due,
];

/** A new template version: the stored versions, and the current template new assessments use. */
export const afterTemplateLoad: readonly Invalidation[] = [
  assessmentsRoutes.templates,
  assessmentsRoutes.template,
];
