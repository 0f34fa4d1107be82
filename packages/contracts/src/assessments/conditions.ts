import { z } from 'zod';

/**
 * Conditions checked before a grade or level is given: the exclusions of 民政部令第39号 and
 * 民发〔2021〕96号 for social organisations, the basic requirements of GB/T 37276-2018 for institutions,
 * and facts a local scheme's vetoes read (e.g. "has a party organisation"). Template data; the assessor
 * answers each one per record as a checklist.
 */
export const conditionSchema = z.object({
  id: z.string().min(1).max(64),
  textZh: z.string().min(1).max(500),
  textEn: z.string().min(1).max(500),
  /** The document (and clause) the condition comes from. */
  source: z.string().min(1).max(500),
  /**
   * true: the grade or level is refused unless this condition is met (eligibility, preconditions).
   * false: a fact that only a veto reads; "no" is a valid answer that may cap the grade.
   */
  required: z.boolean().default(true),
});
export type GradingCondition = z.output<typeof conditionSchema>;

/** The record's checklist: condition id → met (true) or not met (false); absent = not answered yet. */
export const conditionAnswersField = z.record(z.string().min(1).max(64), z.boolean());
export type ConditionAnswers = z.infer<typeof conditionAnswersField>;

/** The organisation types 民政部令第39号 grades; each has its own category set. */
export const ORG_TYPES = ['social-group', 'foundation', 'social-service'] as const;
export type OrgType = (typeof ORG_TYPES)[number];
export const orgTypeField = z.enum(ORG_TYPES);

/** A bilingual note shown on the form and the result: which tables or values are provisional. */
export const provisionalNoteSchema = z.object({
  textZh: z.string().min(1).max(1000),
  textEn: z.string().min(1).max(1000),
});
export type ProvisionalNote = z.output<typeof provisionalNoteSchema>;
