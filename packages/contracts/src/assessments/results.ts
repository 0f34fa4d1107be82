import { z } from 'zod';
import { orgTypeField } from './conditions.ts';
import { ELDERLY_LEVELS, SOCIAL_ORG_GRADES } from './templates.ts';

/**
 * What scoring an assessment gives (scoring.ts computes it; the server stores it at submission and answers
 * it): one shape per assessment type, told apart by `type`.
 */

export const ELDERLY_ADJUSTMENT_RULES = ['coma', 'dementia-or-mental-disorder', 'care-risk-events'] as const;
export type ElderlyAdjustmentRule = (typeof ELDERLY_ADJUSTMENT_RULES)[number];

/**
 * What a triggered C.4 ground did: set the level to complete loss, raised it a step, or changed nothing
 * because the level was already complete loss ('capped') or a raise had already been applied and the
 * template says raises do not add up ('not-cumulative').
 */
export const ADJUSTMENT_EFFECTS = ['set-complete', 'raised', 'capped', 'not-cumulative'] as const;
export type AdjustmentEffect = (typeof ADJUSTMENT_EFFECTS)[number];

const elderlyLevel = z.enum(ELDERLY_LEVELS);
const socialOrgGrade = z.enum(SOCIAL_ORG_GRADES);
/** Scores by section or category id. */
const partScores = z.record(z.string(), z.number());

export const elderlyAdjustment = z.object({
  rule: z.enum(ELDERLY_ADJUSTMENT_RULES),
  clause: z.string(),
  groundsZh: z.string(),
  groundsEn: z.string(),
  effect: z.enum(ADJUSTMENT_EFFECTS),
  from: elderlyLevel,
  to: elderlyLevel,
});
export type ElderlyAdjustment = z.infer<typeof elderlyAdjustment>;

export const elderlyResult = z.object({
  type: z.literal('elderly-ability'),
  templateVersion: z.number().int(),
  /** C.2 preliminary total (0–90). */
  total: z.number(),
  maxTotal: z.number(),
  /** C.1 section scores, B.1…B.4. */
  sections: partScores,
  sectionMax: partScores,
  /** C.3 */
  preliminaryLevel: elderlyLevel,
  /** C.5 */
  finalLevel: elderlyLevel,
  /** C.4 grounds, in the order they were applied. */
  adjustments: z.array(elderlyAdjustment),
  outcome: elderlyLevel,
});
export type ElderlyResult = z.infer<typeof elderlyResult>;

/** What the two indicator tables (social organisation, institution) share: category scores and the total. */
const tableScore = {
  templateVersion: z.number().int(),
  total: z.number(),
  maxTotal: z.number(),
  categories: partScores,
  categoryMax: partScores,
};

/** A local scheme's veto that lowered the grade: which condition was not met, from and to which grade. */
export const appliedVeto = z.object({
  id: z.string(),
  conditionId: z.string(),
  from: socialOrgGrade,
  to: socialOrgGrade,
  textZh: z.string(),
  textEn: z.string(),
  source: z.string(),
});
export type AppliedVeto = z.infer<typeof appliedVeto>;

export const socialOrgResult = z.object({
  type: z.literal('social-org'),
  ...tableScore,
  /** The organisation type whose table was used (absent in results stored before types existed). */
  orgType: orgTypeField.optional(),
  gradeScheme: z.string(),
  /** The grade the total reaches before any veto. */
  uncappedGrade: socialOrgGrade.nullable().optional(),
  /** Vetoes that capped the grade; empty when none did. */
  vetoes: z.array(appliedVeto).default([]),
  /** null: below the lowest band of the scheme in force (no grade). */
  grade: socialOrgGrade.nullable(),
  outcome: socialOrgGrade.nullable(),
});
export type SocialOrgResult = z.infer<typeof socialOrgResult>;

export const institutionLevelCheck = z.object({
  level: z.number().int(),
  minTotal: z.number(),
  minCategoryPercent: z.number(),
  totalMet: z.boolean(),
  /** Categories under the level's minimum share of their own maximum. */
  categoriesBelow: z.array(z.string()),
});
export type InstitutionLevelCheck = z.infer<typeof institutionLevelCheck>;

export const institutionResult = z.object({
  type: z.literal('institution'),
  ...tableScore,
  /** Each category's score as a percentage of its maximum. */
  categoryPercent: partScores,
  /** 1–5, or null when not even level 1 is met. */
  level: z.number().int().nullable(),
  levelChecks: z.array(institutionLevelCheck),
  outcome: z.string().nullable(),
});
export type InstitutionResult = z.infer<typeof institutionResult>;

export const assessmentResult = z.discriminatedUnion('type', [
  elderlyResult,
  socialOrgResult,
  institutionResult,
]);
export type AssessmentResult = z.infer<typeof assessmentResult>;
