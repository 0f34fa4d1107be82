import type { ConditionAnswers, GradingCondition, OrgType } from './conditions.ts';
import type { AppliedVeto } from './results.ts';
import {
  type AssessmentTemplate,
  type GradeScheme,
  SOCIAL_ORG_GRADES,
  type SocialOrgGrade,
  type SocialOrgTemplate,
} from './templates.ts';

/**
 * The grading rules around the points (pure, shared by the form and the server): which table an
 * organisation type is scored with, the conditions that must hold before a grade or level is given, and the
 * local schemes' vetoes that cap a grade.
 */

/** The organisation types a social-org template has tables for, its default first. */
export function orgTypesOf(template: SocialOrgTemplate): OrgType[] {
  // Definitions stored before organisation types existed lack both fields (they are read without parsing).
  const others = (template.orgTables ?? []).map((t) => t.orgType);
  return template.defaultOrgType ? [template.defaultOrgType, ...others] : others;
}

/**
 * The template as one organisation type is scored with it: that type's categories and maximum in place of
 * the default table. Unknown or absent types keep the default table (records made before types existed).
 */
export function resolveSocialOrgTable(
  template: SocialOrgTemplate,
  orgType: OrgType | null | undefined,
): SocialOrgTemplate {
  if (!orgType || orgType === template.defaultOrgType) return template;
  const table = (template.orgTables ?? []).find((t) => t.orgType === orgType);
  if (!table) return template;
  const { orgType: type, sourceNote, ...rest } = table;
  return {
    ...template,
    ...rest,
    ...(sourceNote && { sourceNote }),
    defaultOrgType: type,
    orgTables: [],
  };
}

/** Any template resolved for a record's organisation type (only social-org templates change). */
export function resolveTemplate<T extends AssessmentTemplate>(
  template: T,
  orgType: OrgType | null | undefined,
): T {
  return template.type === 'social-org' ? (resolveSocialOrgTable(template, orgType) as T) : template;
}

/** The checklist a template asks before scoring (none for elderly ability). */
export function templateConditions(template: AssessmentTemplate): GradingCondition[] {
  return template.type === 'elderly-ability' ? [] : (template.conditions ?? []);
}

export interface ConditionProblem {
  condition: GradingCondition;
  /** 'missing': not answered; 'unmet': a required condition answered "not met". */
  problem: 'missing' | 'unmet';
}

/** The first condition, in checklist order, that stops a submission; null when the checklist is complete. */
export function firstConditionProblem(
  template: AssessmentTemplate,
  answers: ConditionAnswers,
): ConditionProblem | null {
  for (const condition of templateConditions(template)) {
    const answer = answers[condition.id];
    if (answer === undefined) return { condition, problem: 'missing' };
    if (condition.required && !answer) return { condition, problem: 'unmet' };
  }
  return null;
}

/** An answer for a condition the template does not ask, or undefined. */
export function unknownConditionId(
  template: AssessmentTemplate,
  answers: ConditionAnswers,
): string | undefined {
  const known = new Set(templateConditions(template).map((c) => c.id));
  return Object.keys(answers).find((id) => !known.has(id));
}

const rank = (grade: SocialOrgGrade) => SOCIAL_ORG_GRADES.indexOf(grade);

/**
 * A scheme's vetoes (一票否决): each veto whose condition is not answered "met" caps the grade at its
 * `capGrade`. Returns the capped grade and the vetoes that lowered it, in the order they applied.
 */
export function applyVetoes(
  grade: SocialOrgGrade | null,
  scheme: GradeScheme,
  answers: ConditionAnswers,
): { grade: SocialOrgGrade | null; vetoes: AppliedVeto[] } {
  let current = grade;
  const vetoes: AppliedVeto[] = [];
  for (const veto of scheme.vetoes ?? []) {
    if (current === null || answers[veto.conditionId] === true) continue;
    if (rank(current) >= rank(veto.capGrade)) continue;
    vetoes.push({
      id: veto.id,
      conditionId: veto.conditionId,
      from: current,
      to: veto.capGrade,
      textZh: veto.textZh,
      textEn: veto.textEn,
      source: veto.source,
    });
    current = veto.capGrade;
  }
  return { grade: current, vetoes };
}
