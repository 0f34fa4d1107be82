import { z } from 'zod';
import { conditionSchema, ORG_TYPES, orgTypeField, provisionalNoteSchema } from './conditions.ts';

/**
 * Assessment templates are versioned data: the item table, the level bands or grade cut-offs and
 * the adjustment settings all live in the template, so a locality loads its own table as a new version
 * without code changes, and every assessment record pins the version it was scored with.
 */
export const ASSESSMENT_TYPES = ['elderly-ability', 'social-org', 'institution'] as const;
export const assessmentTypeField = z.enum(ASSESSMENT_TYPES);
export type AssessmentType = (typeof ASSESSMENT_TYPES)[number];

/** GB/T 42195-2022 §1.4 levels, from least to most impaired: the order the C.4 raises move along. */
export const ELDERLY_LEVELS = ['intact', 'mild', 'moderate', 'severe', 'complete'] as const;
export type ElderlyLevel = (typeof ELDERLY_LEVELS)[number];

/** Social-organisation grades (民政部令第39号 art. 6: 5A highest … 1A lowest). */
export const SOCIAL_ORG_GRADES = ['5A', '4A', '3A', '2A', '1A'] as const;
export type SocialOrgGrade = (typeof SOCIAL_ORG_GRADES)[number];

const id = z.string().min(1).max(64);
const text = z.string().max(2000);
const names = { nameZh: z.string().min(1).max(200), nameEn: z.string().min(1).max(200) };
const points = z.number().finite().min(0).max(100_000);

const templateBase = {
  version: z.number().int().min(1).max(100_000),
  ...names,
  standard: z.string().min(1).max(500),
  sourceNote: text.optional(),
  /** How long an approved result holds, when not the type's default (validity.ts DEFAULT_VALIDITY). */
  validityMonths: z.number().int().min(1).max(240).optional(),
};

// ---------------------------------------------------------------- elderly ability (GB/T 42195-2022)

export const elderlyOptionSchema = z.object({
  score: z.number().int().min(0).max(100),
  textZh: text,
  textEn: text,
});

export const elderlyItemSchema = z.object({
  id,
  ...names,
  /** The standard's definition of the item (Appendix B) and its 注 note, in Chinese and in translation. */
  descriptionZh: text.optional(),
  descriptionEn: text.optional(),
  noteZh: text.optional(),
  noteEn: text.optional(),
  maxScore: z.number().int().min(0).max(100),
  options: z.array(elderlyOptionSchema).min(1).max(20),
});

export const elderlySectionSchema = z.object({
  id,
  ...names,
  maxScore: z.number().int().min(0).max(1000),
  items: z.array(elderlyItemSchema).min(1).max(100),
});

/** Appendix A (basic information, A.1–A.5): not scored, but A.2.14, A.4.1 and A.5.11 feed C.4. */
export const basicInfoItemSchema = z.object({
  id,
  ...names,
  input: z.enum(['text', 'date', 'number', 'single', 'multi', 'group', 'table']),
  options: z.array(z.object({ textZh: text, textEn: text })).optional(),
  noteEn: text.optional(),
});

export const elderlyTemplateSchema = z
  .object({
    type: z.literal('elderly-ability'),
    ...templateBase,
    basicInfo: z
      .array(z.object({ id, ...names, items: z.array(basicInfoItemSchema).max(100) }))
      .max(20)
      .default([]),
    sections: z.array(elderlySectionSchema).min(1).max(20),
    levels: z
      .array(
        z.object({
          id: z.enum(ELDERLY_LEVELS),
          code: z.number().int(),
          ...names,
          min: z.number().int(),
          max: z.number().int(),
        }),
      )
      .length(ELDERLY_LEVELS.length),
    /** GB/T 42195-2022 C.4 settings. */
    adjustments: z.object({
      /** C.4 (A.2.14): this many care-risk events in the last 30 days or more raise the level by one. */
      riskEventThreshold: z.number().int().min(1).max(100),
      /** C.4 is silent on whether the two one-step raises add up; the local office decides. */
      raisesAccumulate: z.boolean(),
      note: text.optional(),
    }),
    reportParts: z
      .array(z.object({ id, ...names }))
      .max(20)
      .default([]),
  })
  .superRefine((t, ctx) => {
    const seen = new Set<string>();
    let total = 0;
    for (const section of t.sections) {
      let sum = 0;
      for (const item of section.items) {
        if (seen.has(item.id)) ctx.addIssue({ code: 'custom', message: item.id, path: ['sections'] });
        seen.add(item.id);
        const best = Math.max(...item.options.map((o) => o.score));
        if (best !== item.maxScore) ctx.addIssue({ code: 'custom', message: item.id, path: ['sections'] });
        sum += item.maxScore;
      }
      if (sum !== section.maxScore) ctx.addIssue({ code: 'custom', message: section.id, path: ['sections'] });
      total += sum;
    }
    // The bands must cover 0..total exactly once (GB/T 42195 §1.4: every total has one level).
    for (let score = 0; score <= total; score += 1) {
      const matches = t.levels.filter((l) => score >= l.min && score <= l.max).length;
      if (matches !== 1) {
        ctx.addIssue({ code: 'custom', message: `levels@${score}`, path: ['levels'] });
        break;
      }
    }
  });
export type ElderlyTemplate = z.output<typeof elderlyTemplateSchema>;

// ------------------------------------------------------- indicator tables (social org, institution)

export const indicatorSchema = z.object({
  id,
  ...names,
  maxScore: points,
  criteriaZh: text.optional(),
  criteriaEn: text.optional(),
  /** Where the point value comes from, or that it is provisional. */
  pointsSource: text.optional(),
});
export type Indicator = z.output<typeof indicatorSchema>;

export const categorySchema = z.object({
  id,
  ...names,
  maxScore: points,
  criteriaEn: text.optional(),
  pointsSource: text.optional(),
  /** Bonus points (加分项): counted, but the total is capped at maxTotal and the category is not in it. */
  bonus: z.boolean().optional(),
  indicators: z.array(indicatorSchema).min(1).max(200),
});
export type Category = z.output<typeof categorySchema>;

function checkIndicatorTable(t: { maxTotal: number; categories: Category[] }, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  let total = 0;
  for (const category of t.categories) {
    let sum = 0;
    for (const indicator of category.indicators) {
      if (seen.has(indicator.id))
        ctx.addIssue({ code: 'custom', message: indicator.id, path: ['categories'] });
      seen.add(indicator.id);
      sum += indicator.maxScore;
    }
    if (Math.abs(sum - category.maxScore) > 1e-9) {
      ctx.addIssue({ code: 'custom', message: category.id, path: ['categories'] });
    }
    if (!category.bonus) total += category.maxScore;
  }
  if (Math.abs(total - t.maxTotal) > 1e-9)
    ctx.addIssue({ code: 'custom', message: 'maxTotal', path: ['maxTotal'] });
}

/** A local scheme's veto (一票否决): unless the record's condition is met, the grade is at most `capGrade`. */
export const gradeVetoSchema = z.object({
  id,
  conditionId: id,
  capGrade: z.enum(SOCIAL_ORG_GRADES),
  textZh: text,
  textEn: text,
  source: text,
});
export type GradeVeto = z.output<typeof gradeVetoSchema>;

export const gradeSchemeSchema = z.object({
  id,
  ...names,
  /** The points scale the cut-offs are written on; a total on another scale is scaled to it. */
  scale: z.number().positive().max(100_000),
  /** Highest grade first. A total reaches a band at `min` (or strictly above it when `exclusive`). */
  bands: z
    .array(
      z.object({
        grade: z.enum(SOCIAL_ORG_GRADES),
        min: z.number().min(0),
        exclusive: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(SOCIAL_ORG_GRADES.length),
  vetoes: z.array(gradeVetoSchema).max(20).default([]),
  source: text.optional(),
  note: text.optional(),
});
export type GradeScheme = z.output<typeof gradeSchemeSchema>;

/** The indicator table of one organisation type (民政部令第39号 gives each type its own category set). */
export const orgTableSchema = z.object({
  orgType: orgTypeField,
  maxTotal: points,
  categories: z.array(categorySchema).min(1).max(50),
  sourceNote: text.optional(),
  provisional: provisionalNoteSchema.optional(),
});
export type OrgTable = z.output<typeof orgTableSchema>;

function checkConditionIds(conditions: { id: string }[], ctx: z.RefinementCtx): Set<string> {
  const ids = new Set<string>();
  for (const c of conditions) {
    if (ids.has(c.id)) ctx.addIssue({ code: 'custom', message: c.id, path: ['conditions'] });
    ids.add(c.id);
  }
  return ids;
}

export const socialOrgTemplateSchema = z
  .object({
    type: z.literal('social-org'),
    ...templateBase,
    orgType: z.string().max(200).optional(),
    /** The organisation type whose table is `categories`; `orgTables` holds the other types' tables. */
    defaultOrgType: orgTypeField.default('social-service'),
    maxTotal: points,
    categories: z.array(categorySchema).min(1).max(50),
    provisional: provisionalNoteSchema.optional(),
    orgTables: z.array(orgTableSchema).max(ORG_TYPES.length).default([]),
    /** Eligibility (required) and veto facts (not required), answered per record before scoring. */
    conditions: z.array(conditionSchema).max(30).default([]),
    /** Every cut-off scheme known for this table; `gradeScheme` names the one in force. */
    gradeSchemes: z.array(gradeSchemeSchema).min(1).max(20),
    gradeScheme: id,
  })
  .superRefine((t, ctx) => {
    checkIndicatorTable(t, ctx);
    const types = new Set<string>([t.defaultOrgType]);
    for (const table of t.orgTables) {
      if (types.has(table.orgType))
        ctx.addIssue({ code: 'custom', message: table.orgType, path: ['orgTables'] });
      types.add(table.orgType);
      checkIndicatorTable(table, ctx);
    }
    if (!t.gradeSchemes.some((s) => s.id === t.gradeScheme)) {
      ctx.addIssue({ code: 'custom', message: t.gradeScheme, path: ['gradeScheme'] });
    }
    const conditionIds = checkConditionIds(t.conditions, ctx);
    for (const veto of t.gradeSchemes.flatMap((s) => s.vetoes)) {
      if (!conditionIds.has(veto.conditionId))
        ctx.addIssue({ code: 'custom', message: veto.conditionId, path: ['gradeSchemes'] });
    }
  });
export type SocialOrgTemplate = z.output<typeof socialOrgTemplateSchema>;

export const institutionTemplateSchema = z
  .object({
    type: z.literal('institution'),
    ...templateBase,
    maxTotal: points,
    categories: z.array(categorySchema).min(1).max(50),
    /** GB/T 37276-2018 levels: a level needs the minimum total AND every category at its minimum share. */
    levels: z
      .array(
        z.object({
          level: z.number().int().min(1).max(5),
          ...names,
          minTotal: points,
          /** The total the source publishes, when the category shares already imply a higher one. */
          publishedMinTotal: points.optional(),
          minCategoryPercent: z.number().min(0).max(100),
        }),
      )
      .min(1)
      .max(5),
    /** Kept for versions stored before `conditions` existed; not shown or checked. */
    preconditionsEn: z.array(text).max(20).optional(),
    /** Basic requirements that must all be met before any level is given. */
    conditions: z.array(conditionSchema).max(30).default([]),
    provisional: provisionalNoteSchema.optional(),
  })
  .superRefine((t, ctx) => {
    checkIndicatorTable(t, ctx);
    checkConditionIds(t.conditions, ctx);
    // Every graded category at its share already adds up to this total: a lower minTotal could never
    // decide a level, so the table would say one thing and apply another (see institution.v1.json).
    for (const level of t.levels) {
      const implied = t.categories
        .filter((c) => !c.bonus)
        .reduce((acc, c) => acc + (c.maxScore * level.minCategoryPercent) / 100, 0);
      if (level.minTotal < implied - 1e-9)
        ctx.addIssue({ code: 'custom', message: `levels@${level.level}`, path: ['levels'] });
    }
  });
export type InstitutionTemplate = z.output<typeof institutionTemplateSchema>;

export const assessmentTemplateSchema = z.discriminatedUnion('type', [
  elderlyTemplateSchema,
  socialOrgTemplateSchema,
  institutionTemplateSchema,
]);
export type AssessmentTemplate = z.output<typeof assessmentTemplateSchema>;
export type AssessmentTemplateInput = z.input<typeof assessmentTemplateSchema>;

/** Every item or indicator id of a template, in form order. */
export function templateItemIds(template: AssessmentTemplate): string[] {
  return template.type === 'elderly-ability'
    ? template.sections.flatMap((s) => s.items.map((i) => i.id))
    : template.categories.flatMap((c) => c.indicators.map((i) => i.id));
}
