import { type AssessorChoice, ErrorCode } from '@linli/contracts';
import { AppError } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import type { AssessmentRow } from './assessments.repository.ts';

/**
 * The two assessors of GB/T 42195-2022 Appendix C. The staff member who starts an assessment is its first
 * assessor and names a second one (another staff account); both sign the printed report. The second
 * assessor reads the record and finds it in their own list ("mine"), but only the first edits and submits
 * it, so one person stays answerable for what was entered. Neither of them may approve it (four eyes).
 */

type Actor = Pick<AuthUser, 'userId' | 'roles'>;

/** The users module, as far as the assessors need it: names, roles and the centre's staff. */
export interface AssessorLookup {
  findById(
    id: number,
  ): Promise<{ nickName: string; roles: readonly string[]; disabled?: boolean } | undefined>;
  staff(): Promise<
    Array<{ id: number; nickName: string; username: string; roles: readonly string[]; disabled?: boolean }>
  >;
}

const FIELD = 'secondAssessorId';

const isActiveStaff = (user: { roles: readonly string[]; disabled?: boolean }) =>
  user.roles.includes('staff') && user.disabled !== true;

/** Refuses a second assessor who is the caller, not (or no longer) staff, or no account at all. */
export async function assertSecondAssessor(
  lookup: AssessorLookup,
  actor: Actor,
  secondAssessorId: number,
): Promise<void> {
  if (secondAssessorId === actor.userId) {
    throw new AppError(ErrorCode.ASSESSMENT_SECOND_ASSESSOR_SELF, { field: FIELD });
  }
  const user = await lookup.findById(secondAssessorId);
  if (!user) throw new AppError(ErrorCode.ASSESSMENT_SECOND_ASSESSOR_UNKNOWN, { field: FIELD });
  if (!isActiveStaff(user))
    throw new AppError(ErrorCode.ASSESSMENT_SECOND_ASSESSOR_NOT_STAFF, { field: FIELD });
}

/**
 * The checked second assessor and place of a create or save body, as record changes: a place left empty is
 * stored as none, `secondAssessorId: null` takes the second assessor off a draft.
 */
export async function assessorChanges(
  lookup: AssessorLookup,
  actor: Actor,
  body: { secondAssessorId?: number | null; assessmentPlace?: string },
): Promise<Partial<Pick<AssessmentRow, 'secondAssessorId' | 'assessmentPlace'>>> {
  if (body.secondAssessorId) await assertSecondAssessor(lookup, actor, body.secondAssessorId);
  return {
    ...(body.secondAssessorId !== undefined && { secondAssessorId: body.secondAssessorId }),
    ...(body.assessmentPlace !== undefined && { assessmentPlace: body.assessmentPlace || null }),
  };
}

/** Submission needs both signatures' names: records from before the second assessor must name one first. */
export function assertHasSecondAssessor(row: AssessmentRow): void {
  if (row.secondAssessorId === null) {
    throw new AppError(ErrorCode.ASSESSMENT_SECOND_ASSESSOR_MISSING, { field: FIELD });
  }
}

/** Whether the account is one of the record's two assessors (they read it; neither reviews it). */
export function isAssessorOf(actor: Actor, row: AssessmentRow): boolean {
  return row.assessorId === actor.userId || row.secondAssessorId === actor.userId;
}

/** The staff the caller can name as second assessor: everyone with the staff role but the caller, by name. */
export async function secondAssessorChoices(lookup: AssessorLookup, actor: Actor): Promise<AssessorChoice[]> {
  const staff = await lookup.staff();
  return staff
    .filter((user) => user.id !== actor.userId && isActiveStaff(user))
    .map((user) => ({ userId: user.id, nickName: user.nickName || user.username }))
    .sort((a, b) => a.nickName.localeCompare(b.nickName, 'zh-CN'));
}
