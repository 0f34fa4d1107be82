import {
  type AssessmentTemplate,
  SEED_ELDERLY_TEMPLATE,
  SEED_INSTITUTION_TEMPLATE,
  SEED_SOCIAL_ORG_TEMPLATE,
} from '@linli/contracts';

/** Test helpers for the assessments module: accounts with roles, complete answer sets. */
export interface Account {
  token: string;
  userId: number;
}

/** Accounts with roles are made as in the social-services tests: a live session, no login round trip. */
export { signIn } from './social-services.ts';

/** Every item at its best score, then points taken off item by item until the total is `total`. */
export function answersWithTotal(template: AssessmentTemplate, total: number): Record<string, number> {
  const maxima =
    template.type === 'elderly-ability'
      ? template.sections.flatMap((s) => s.items.map((i) => [i.id, i.maxScore] as const))
      : template.categories.flatMap((c) => c.indicators.map((i) => [i.id, i.maxScore] as const));
  let deficit = maxima.reduce((acc, [, max]) => acc + max, 0) - total;
  const answers: Record<string, number> = {};
  for (const [id, max] of maxima) {
    const take = Math.min(max, deficit);
    answers[id] = max - take;
    deficit -= take;
  }
  return answers;
}

/** The grading checklist answered "met" throughout (social organisations, institutions). */
export function allConditionsMet(template: AssessmentTemplate): Record<string, boolean> {
  return template.type === 'elderly-ability'
    ? {}
    : Object.fromEntries((template.conditions ?? []).map((c) => [c.id, true]));
}

export const elderly = SEED_ELDERLY_TEMPLATE;
export const socialOrg = SEED_SOCIAL_ORG_TEMPLATE;
export const institution = SEED_INSTITUTION_TEMPLATE;
