import {
  type AssessmentTemplate,
  type ConditionAnswers,
  ErrorCode,
  firstConditionProblem,
  type GradingInput,
  type OrgType,
  orgTypesOf,
  unknownConditionId,
} from '@linli/contracts';
import { AppError } from '../../platform/errors.ts';
import type { AssessmentRow } from './assessments.repository.ts';

/**
 * The grading rules around the points, as the service applies them (the rules themselves are pure, in
 * packages/contracts/src/assessments/grading-rules.ts): the organisation type chosen at creation, the
 * checklist saved with the record, and the refusal of a submission whose checklist is not complete.
 */

/**
 * The organisation type a new social-organisation assessment is scored with: the one asked for, or the
 * template's default table. Other assessment types have none.
 */
export function orgTypeOnCreate(
  template: AssessmentTemplate,
  asked: OrgType | undefined,
): { orgType?: OrgType } {
  if (template.type !== 'social-org') return {};
  const orgType = asked ?? template.defaultOrgType;
  if (!orgType) return {};
  if (!orgTypesOf(template).includes(orgType)) {
    throw new AppError(ErrorCode.ASSESSMENT_ORG_TYPE_UNKNOWN, { field: 'orgType' });
  }
  return { orgType };
}

/** A draft may hold any answers so far, but only for conditions the template asks. */
export function assertConditionAnswers(template: AssessmentTemplate, answers: ConditionAnswers): void {
  const unknown = unknownConditionId(template, answers);
  if (unknown) throw new AppError(ErrorCode.ASSESSMENT_ITEM_UNKNOWN, { item: unknown, field: 'conditions' });
}

/**
 * Before a grade or level is given every condition must be answered and every required one met
 * (民政部令第39号 and 民发〔2021〕96号 exclusions; GB/T 37276-2018 basic requirements). The refusal names
 * the first that is not, in both languages.
 */
export function assertConditionsMet(template: AssessmentTemplate, answers: ConditionAnswers): void {
  const found = firstConditionProblem(template, answers);
  if (!found) return;
  const { condition, problem } = found;
  throw new AppError(
    problem === 'missing' ? ErrorCode.ASSESSMENT_CONDITION_MISSING : ErrorCode.ASSESSMENT_CONDITION_UNMET,
    {
      item: condition.id,
      condition: condition.id,
      'condition:zh-CN': condition.textZh,
      'condition:en-US': condition.textEn,
      field: 'conditions',
    },
  );
}

/** What the scoring reads from the record besides the answers: its table's type and its checklist. */
export function gradingInput(row: Pick<AssessmentRow, 'orgType' | 'conditions'>): GradingInput {
  return { orgType: row.orgType, conditions: row.conditions };
}
