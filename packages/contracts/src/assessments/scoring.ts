import type { ConditionAnswers, OrgType } from './conditions.ts';
import { assessmentErrorCodes } from './errors.ts';
import { applyVetoes, resolveSocialOrgTable } from './grading-rules.ts';
import type {
  AdjustmentEffect,
  AssessmentResult,
  ElderlyAdjustment,
  ElderlyAdjustmentRule,
  ElderlyResult,
  InstitutionLevelCheck,
  InstitutionResult,
  SocialOrgResult,
} from './results.ts';
import {
  type AssessmentTemplate,
  type Category,
  ELDERLY_LEVELS,
  type ElderlyLevel,
  type ElderlyTemplate,
  type InstitutionTemplate,
  type SocialOrgTemplate,
} from './templates.ts';

/**
 * The one scoring of every assessment: the live preview on the screen and the record the server stores
 * both call scoreAssessment, so the two can never disagree. Pure: no I/O, no clock.
 */

type ScoringErrorCode =
  | typeof assessmentErrorCodes.ASSESSMENT_ITEM_MISSING
  | typeof assessmentErrorCodes.ASSESSMENT_SCORE_INVALID
  | typeof assessmentErrorCodes.ASSESSMENT_ITEM_UNKNOWN;

/** Input that cannot be scored; names the item so the refusal can say which. */
export class AssessmentScoringError extends Error {
  constructor(
    readonly errorCode: ScoringErrorCode,
    readonly item: string,
    readonly score?: number,
  ) {
    super(`${errorCode}: ${item}${score === undefined ? '' : ` = ${score}`}`);
    this.name = 'AssessmentScoringError';
  }
}

/** Answers by item id; for elderly ability also the three C.4 grounds (from A.5.11, A.4.1, A.2.14). */
export interface AssessmentInput {
  answers: Record<string, number>;
  coma?: boolean;
  dementiaOrMentalDisorder?: boolean;
  riskEvents30d?: number;
}

/** Social organisations: the type whose table applies, and the checklist the scheme's vetoes read. */
export interface GradingInput {
  orgType?: OrgType | null;
  conditions?: ConditionAnswers;
}

// ------------------------------------------------------------------------------------ validation

/** The scores an item accepts: an elderly item's options, or 0…max in tenths for an indicator. */
function isOfferedScore(template: AssessmentTemplate, itemId: string, score: number): boolean | undefined {
  if (template.type === 'elderly-ability') {
    for (const section of template.sections) {
      const item = section.items.find((i) => i.id === itemId);
      if (item) return item.options.some((o) => o.score === score);
    }
    return undefined;
  }
  for (const category of template.categories) {
    const indicator = category.indicators.find((i) => i.id === itemId);
    if (indicator) {
      const tenths = score * 10;
      return (
        Number.isFinite(score) &&
        score >= 0 &&
        score <= indicator.maxScore &&
        Math.abs(tenths - Math.round(tenths)) < 1e-9
      );
    }
  }
  return undefined;
}

function itemIdsInOrder(template: AssessmentTemplate): string[] {
  return template.type === 'elderly-ability'
    ? template.sections.flatMap((s) => s.items.map((i) => i.id))
    : template.categories.flatMap((c) => c.indicators.map((i) => i.id));
}

/**
 * Refuses unknown item ids and scores an item does not offer; with `complete`, also any unanswered item.
 * Drafts are checked without `complete`, submissions and scoring with it.
 */
export function validateAnswers(
  template: AssessmentTemplate,
  answers: Record<string, number>,
  complete: boolean,
): void {
  for (const [itemId, score] of Object.entries(answers)) {
    const offered = isOfferedScore(template, itemId, score);
    if (offered === undefined) {
      throw new AssessmentScoringError(assessmentErrorCodes.ASSESSMENT_ITEM_UNKNOWN, itemId);
    }
    if (!offered)
      throw new AssessmentScoringError(assessmentErrorCodes.ASSESSMENT_SCORE_INVALID, itemId, score);
  }
  if (!complete) return;
  for (const itemId of itemIdsInOrder(template)) {
    if (!Object.hasOwn(answers, itemId)) {
      throw new AssessmentScoringError(assessmentErrorCodes.ASSESSMENT_ITEM_MISSING, itemId);
    }
  }
}

/** Sums in tenths so that indicator points such as 12.5 + 0.1 add up without binary-fraction noise. */
function sum(values: number[]): number {
  return values.reduce((acc, v) => acc + Math.round(v * 10), 0) / 10;
}

// ------------------------------------------------------------------ elderly ability (GB/T 42195)

const C4 = 'GB/T 42195-2022 C.4';

const GROUNDS: Record<ElderlyAdjustmentRule, { clause: string; zh: string; en: string }> = {
  coma: {
    clause: `${C4} (A.5.11)`,
    zh: '处于昏迷状态，直接评定为能力完全丧失',
    en: 'In a coma: the level is set directly to complete loss of ability',
  },
  'dementia-or-mental-disorder': {
    clause: `${C4} (A.4.1)`,
    zh: '确诊为痴呆（F00～F03），或经精神科专科医生诊断的其他精神和行为障碍（F04～F99），在原有能力级别上提高一个等级',
    en: 'Confirmed dementia (F00–F03) or another mental or behavioural disorder diagnosed by a psychiatrist (F04–F99): one level up',
  },
  'care-risk-events': {
    clause: `${C4} (A.2.14)`,
    zh: '近30天内发生过2次及以上照护风险事件（跌倒、噎食、自杀、自伤、走失等），在原有能力级别上提高一个等级',
    en: 'Two or more care-risk events (falls, choking, suicide, self-harm, wandering…) in the last 30 days: one level up',
  },
};

function adjustment(
  rule: ElderlyAdjustmentRule,
  effect: AdjustmentEffect,
  from: ElderlyLevel,
  to: ElderlyLevel,
): ElderlyAdjustment {
  const g = GROUNDS[rule];
  return { rule, clause: g.clause, groundsZh: g.zh, groundsEn: g.en, effect, from, to };
}

/**
 * GB/T 42195-2022: C.1 section scores, C.2 the preliminary total (sum of the 26 B items), C.3 the level band
 * of that total (§1.4: 90 / 66–89 / 46–65 / 30–45 / 0–29), C.4 the changes, C.5 the final level.
 * C.4 order: coma sets complete loss outright; then dementia/mental disorder and ≥ threshold risk events each
 * raise one level, both at most once together unless the template says the raises accumulate; nothing goes
 * past complete loss.
 */
export function scoreElderlyAbility(template: ElderlyTemplate, input: AssessmentInput): ElderlyResult {
  validateAnswers(template, input.answers, true);
  const sections: Record<string, number> = {};
  const sectionMax: Record<string, number> = {};
  for (const section of template.sections) {
    sections[section.id] = sum(section.items.map((i) => input.answers[i.id] ?? 0));
    sectionMax[section.id] = section.maxScore;
  }
  const total = sum(Object.values(sections));
  const maxTotal = sum(Object.values(sectionMax));
  const band = template.levels.find((l) => total >= l.min && total <= l.max);
  // The template schema guarantees the bands cover 0..maxTotal; a missing band is a broken template.
  if (!band) throw new Error(`No level band holds total ${total} in elderly template v${template.version}`);
  const preliminaryLevel = band.id;

  const adjustments: ElderlyAdjustment[] = [];
  let level: ElderlyLevel = preliminaryLevel;
  if (input.coma) {
    adjustments.push(adjustment('coma', level === 'complete' ? 'capped' : 'set-complete', level, 'complete'));
    level = 'complete';
  }
  const raises: ElderlyAdjustmentRule[] = [];
  if (input.dementiaOrMentalDisorder) raises.push('dementia-or-mental-disorder');
  if ((input.riskEvents30d ?? 0) >= template.adjustments.riskEventThreshold) raises.push('care-risk-events');
  let raised = false;
  for (const rule of raises) {
    const index = ELDERLY_LEVELS.indexOf(level);
    if (raised && !template.adjustments.raisesAccumulate) {
      adjustments.push(adjustment(rule, 'not-cumulative', level, level));
    } else if (index === ELDERLY_LEVELS.length - 1) {
      adjustments.push(adjustment(rule, 'capped', level, level));
    } else {
      const to = ELDERLY_LEVELS[index + 1] as ElderlyLevel;
      adjustments.push(adjustment(rule, 'raised', level, to));
      level = to;
    }
    raised = true;
  }
  return {
    type: 'elderly-ability',
    templateVersion: template.version,
    total,
    maxTotal,
    sections,
    sectionMax,
    preliminaryLevel,
    finalLevel: level,
    adjustments,
    outcome: level,
  };
}

// ------------------------------------------------------------------ indicator tables (shared part)

type TableScore = Pick<SocialOrgResult, 'total' | 'maxTotal' | 'categories' | 'categoryMax'>;

function scoreTable(
  template: { maxTotal: number; categories: Category[] },
  answers: Record<string, number>,
): TableScore {
  const categories: Record<string, number> = {};
  const categoryMax: Record<string, number> = {};
  for (const category of template.categories) {
    categories[category.id] = sum(category.indicators.map((i) => answers[i.id] ?? 0));
    categoryMax[category.id] = category.maxScore;
  }
  // Bonus points (加分项) count, but never lift the total past the table's maximum.
  const total = Math.min(sum(Object.values(categories)), template.maxTotal);
  return { total, maxTotal: template.maxTotal, categories, categoryMax };
}

// ------------------------------------------------------------------------- social organisation

/**
 * 社会组织评估 (民政部令第39号): the indicator points add up to the total (usually of 1000); the grade is the
 * highest band of the cut-off scheme in force that the total reaches. The Measures set no cut-offs, so the
 * scheme is template data; a scheme written on another scale (e.g. 100 points) is applied to the scaled total.
 */
export function scoreSocialOrg(
  stored: SocialOrgTemplate,
  input: AssessmentInput & GradingInput,
): SocialOrgResult {
  // Each organisation type has its own table (民政部令第39号); the cut-offs are shared.
  const template = resolveSocialOrgTable(stored, input.orgType);
  validateAnswers(template, input.answers, true);
  const table = scoreTable(template, input.answers);
  const scheme = template.gradeSchemes.find((s) => s.id === template.gradeScheme);
  if (!scheme)
    throw new Error(`Grade scheme ${template.gradeScheme} missing in social-org v${template.version}`);
  const scaled = (table.total * scheme.scale) / template.maxTotal;
  const bands = [...scheme.bands].sort((a, b) => b.min - a.min);
  const band = bands.find((b) => (b.exclusive ? scaled > b.min : scaled >= b.min));
  const uncappedGrade = band?.grade ?? null;
  const { grade, vetoes } = applyVetoes(uncappedGrade, scheme, input.conditions ?? {});
  return {
    type: 'social-org',
    templateVersion: template.version,
    ...table,
    orgType: template.defaultOrgType,
    gradeScheme: scheme.id,
    uncappedGrade,
    vetoes,
    grade,
    outcome: grade,
  };
}

// ----------------------------------------------------------------------------------- institution

/**
 * GB/T 37276-2018: level N needs the total at or above its minimum AND every category at or above the
 * level's share of that category's maximum (level 5: ≥ 900 and each ≥ 90 %; … level 1: ≥ 360 and ≥ 40 %).
 */
export function scoreInstitution(template: InstitutionTemplate, input: AssessmentInput): InstitutionResult {
  validateAnswers(template, input.answers, true);
  const table = scoreTable(template, input.answers);
  const graded = template.categories.filter((c) => !c.bonus);
  const categoryPercent: Record<string, number> = {};
  for (const c of template.categories) {
    categoryPercent[c.id] =
      c.maxScore === 0 ? 100 : Math.round(((table.categories[c.id] ?? 0) / c.maxScore) * 1000) / 10;
  }
  const levelChecks: InstitutionLevelCheck[] = [...template.levels]
    .sort((a, b) => b.level - a.level)
    .map((l) => ({
      level: l.level,
      minTotal: l.minTotal,
      minCategoryPercent: l.minCategoryPercent,
      totalMet: table.total >= l.minTotal,
      // score/max ≥ pct/100, compared as score·100 ≥ max·pct to stay in whole numbers.
      categoriesBelow: graded
        .filter((c) => (table.categories[c.id] ?? 0) * 100 < c.maxScore * l.minCategoryPercent - 1e-9)
        .map((c) => c.id),
    }));
  const met = levelChecks.find((check) => check.totalMet && check.categoriesBelow.length === 0);
  const level = met?.level ?? null;
  return {
    type: 'institution',
    templateVersion: template.version,
    ...table,
    categoryPercent,
    level,
    levelChecks,
    outcome: level === null ? null : String(level),
  };
}

// ------------------------------------------------------------------------------------ dispatcher

/** Scores any assessment with its template; throws AssessmentScoringError naming the first bad item. */
export function scoreAssessment(
  template: AssessmentTemplate,
  input: AssessmentInput & GradingInput,
): AssessmentResult {
  switch (template.type) {
    case 'elderly-ability':
      return scoreElderlyAbility(template, input);
    case 'social-org':
      return scoreSocialOrg(template, input);
    case 'institution':
      return scoreInstitution(template, input);
  }
}
