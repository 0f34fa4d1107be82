import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AssessorLookup } from './assessments.presenter.ts';
import { AssessmentsRepository } from './assessments.repository.ts';
import { AssessmentsService } from './assessments.service.ts';

export { seedAssessmentsDemo } from './assessments.demo.ts';
export { registerAssessmentsRoutes } from './assessments.routes.ts';
export type { AssessmentsService } from './assessments.service.ts';
export { DEMO_DUE_SUBJECTS } from './demo-due-subjects.ts';

/** Wires the assessments module: records and templates, scored by the contracts' rules. */
export function createAssessments(deps: { db: Kysely<Database>; assessors: AssessorLookup; clock: Clock }) {
  return new AssessmentsService(new AssessmentsRepository(deps.db), deps.assessors, deps.clock);
}
