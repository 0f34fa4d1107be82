import {
  type AssessmentResult,
  AssessmentScoringError,
  type AssessmentTemplate,
  type BasicInfo,
  type BasicInfoPart,
  c4Grounds,
  type GradingInput,
  scoreAssessment,
} from '@linli/contracts';
import { requiredBasicInfo } from './basicInfoModel.ts';

/**
 * The form as the screens see it, for all three types: parts (elderly sections B.1–B.4, or indicator
 * categories) holding items. Elderly items offer fixed options; indicators take points 0…max in tenths.
 */
export interface FormOption {
  score: number;
  textZh: string;
  textEn: string;
}

export interface FormItem {
  id: string;
  /** What the screen calls it: the standard's clause (B.1.1), or the position (1.1) for indicator ids. */
  code: string;
  nameZh: string;
  nameEn: string;
  maxScore: number;
  /** What the item covers: the standard's definition (elderly) or the indicator's criteria. */
  guidanceZh?: string;
  guidanceEn?: string;
  /** The standard's 注 note on the item (elderly ability), shown under the definition. */
  noteZh?: string;
  noteEn?: string;
  options?: FormOption[];
}

export interface FormPart {
  id: string;
  nameZh: string;
  nameEn: string;
  maxScore: number;
  items: FormItem[];
}

export function formParts(template: AssessmentTemplate): FormPart[] {
  if (template.type === 'elderly-ability') {
    return template.sections.map((s) => ({
      id: s.id,
      nameZh: s.nameZh,
      nameEn: s.nameEn,
      maxScore: s.maxScore,
      items: s.items.map((i) => ({
        id: i.id,
        code: i.id,
        nameZh: i.nameZh,
        nameEn: i.nameEn,
        maxScore: i.maxScore,
        guidanceZh: i.descriptionZh,
        guidanceEn: i.descriptionEn,
        noteZh: i.noteZh,
        noteEn: i.noteEn,
        options: i.options,
      })),
    }));
  }
  return template.categories.map((c, partIndex) => ({
    id: c.id,
    nameZh: c.nameZh,
    nameEn: c.nameEn,
    maxScore: c.maxScore,
    items: c.indicators.map((i, itemIndex) => ({
      id: i.id,
      code: `${partIndex + 1}.${itemIndex + 1}`,
      nameZh: i.nameZh,
      nameEn: i.nameEn,
      maxScore: i.maxScore,
      guidanceZh: i.criteriaZh,
      guidanceEn: i.criteriaEn,
    })),
  }));
}

/**
 * What the assessor enters. The C.4 grounds (elderly ability) are not among it: they follow from Appendix A
 * (`c4Grounds` of the contracts), here as on the server.
 */
export interface DraftInput {
  answers: Record<string, number>;
  evidence: Record<string, string[]>;
  /** GB/T 42195 Appendix A answers (elderly ability only). */
  basicInfo: BasicInfo;
}

export const EMPTY_DRAFT: DraftInput = {
  answers: {},
  evidence: {},
  basicInfo: {},
};

export interface UnansweredItem {
  partIndex: number;
  item: FormItem;
}

/** The first item (in form order) without an answer: where validation jumps before submitting. */
export function firstUnanswered(
  parts: FormPart[],
  answers: Record<string, number>,
): UnansweredItem | undefined {
  for (const [partIndex, part] of parts.entries()) {
    const item = part.items.find((i) => !Object.hasOwn(answers, i.id));
    if (item) return { partIndex, item };
  }
  return undefined;
}

export function answeredCount(part: FormPart, answers: Record<string, number>): number {
  return part.items.filter((i) => Object.hasOwn(answers, i.id)).length;
}

/**
 * Everything submit needs: every scored item, and (elderly ability) every required Appendix A item on the
 * form now (a detail counts while its answer opens it).
 */
export function progressOf(parts: FormPart[], input: DraftInput, basicParts: BasicInfoPart[] = []) {
  const basic = requiredBasicInfo(basicParts, input.basicInfo);
  const total = parts.reduce((n, p) => n + p.items.length, 0) + basic.total;
  const answered = parts.reduce((n, p) => n + answeredCount(p, input.answers), 0) + basic.filled;
  return { answered, total, percent: total === 0 ? 0 : Math.round((answered / total) * 100) };
}

/** Sums in tenths, as the contracts scoring does, so 12.5 + 0.1 shows as 12.6. */
function sum(values: number[]): number {
  return values.reduce((acc, v) => acc + Math.round(v * 10), 0) / 10;
}

export type Preview =
  | { complete: true; result: AssessmentResult }
  | { complete: false; partial: Record<string, number>; subtotal: number; error?: AssessmentScoringError };

/**
 * The live preview. With every item answered it is exactly `scoreAssessment` of the contracts, the same
 * function the server stores the result of; before that, the running part sums (no level yet).
 */
export function previewScore(
  template: AssessmentTemplate,
  parts: FormPart[],
  input: DraftInput,
  /** The record's organisation type and checklist: a veto the server applies shows in the preview too. */
  grading: GradingInput = {},
): Preview {
  const partial: Record<string, number> = {};
  for (const part of parts) partial[part.id] = sum(part.items.map((i) => input.answers[i.id] ?? 0));
  const subtotal = sum(Object.values(partial));
  if (firstUnanswered(parts, input.answers)) return { complete: false, partial, subtotal };
  try {
    const result = scoreAssessment(template, {
      answers: input.answers,
      ...c4Grounds(input.basicInfo),
      ...grading,
    });
    return { complete: true, result };
  } catch (error) {
    if (error instanceof AssessmentScoringError) return { complete: false, partial, subtotal, error };
    throw error;
  }
}

/** A points value an indicator accepts: 0…max in tenths (what the contracts scoring checks). */
export function parsePoints(text: string, max: number): number | undefined {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > max) return undefined;
  return Math.round(value * 10) / 10;
}
