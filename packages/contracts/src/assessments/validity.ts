import { z } from 'zod';
import { pageQuery } from '../common/page-query.ts';
import type { BasicInfo } from './basic-info.ts';
import type { AssessmentType } from './templates.ts';

/**
 * How long an approved result stands before the subject is assessed again, and the date math behind
 * "有效期至 …" / "复评到期 …" and the list of re-assessments falling due. Dates are the centre's calendar
 * days (yyyy-mm-dd, see social-services/dates.ts `centreDate`), never instants, so a result approved late
 * in the evening UTC counts on the centre's day.
 */

export interface ValidityRule {
  months: number;
  /** Where the period comes from, as a reader of the result should see it. */
  sourceZh: string;
  sourceEn: string;
}

/**
 * The period of each type unless its template sets `validityMonths` (a locality with another rule loads
 * a template version with its own).
 * - Social organisations: a grade is valid for five years (《社会组织评估管理办法》民政部令第39号; the same
 *   for national organisations under 民发〔2021〕96号).
 * - Institutions: a GB/T 37276-2018 level is valid for three years (the national implementation guide).
 * - Elderly ability: GB/T 42195-2022 A.1.3 names a routine re-assessment (常规评估) besides the first one,
 *   one after a change (即时评估) and one when the result is disputed. The interval used here is the one
 *   of the standard it replaced, MZ/T 039-2013 (re-assess at least every 12 months when nothing changes),
 *   which local practice keeps; the sources searched did not quote an interval from GB/T 42195 itself,
 *   so confirm it with the local assessment office (docs/assessment-validity.md).
 */
export const DEFAULT_VALIDITY: Record<AssessmentType, ValidityRule> = {
  'elderly-ability': {
    months: 12,
    sourceZh: '常规评估：至少每12个月评估一次（MZ/T 039-2013，GB/T 42195-2022 A.1.3 常规评估）',
    sourceEn: 'Routine re-assessment at least every 12 months (MZ/T 039-2013; GB/T 42195-2022 A.1.3)',
  },
  'social-org': {
    months: 60,
    sourceZh: '评估等级有效期为5年（民政部令第39号）',
    sourceEn: 'A grade is valid for 5 years (MCA Order No. 39)',
  },
  institution: {
    months: 36,
    sourceZh: '等级有效期为3年（GB/T 37276-2018 实施指南）',
    sourceEn: 'A level is valid for 3 years (GB/T 37276-2018 implementation guide)',
  },
};

/** A re-assessment counts as due this many days before its date (the staff list's default window). */
export const REASSESSMENT_DUE_SOON_DAYS = 30;

export const VALIDITY_STATUSES = ['valid', 'dueSoon', 'expired'] as const;
export type ValidityStatus = (typeof VALIDITY_STATUSES)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * yyyy-mm-dd shifted by whole months. The period's last day is the same day of the month it ends in, or
 * that month's last day when it has none (31 January + 1 month = 28/29 February; 29 February + 12 months
 * = 28 February): the way the Civil Code (arts. 201 and 202) counts periods in months and years.
 */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Whole days from `today` to `date` (negative once it has passed). */
export function daysBetween(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** The template's own period when it sets one, else the type's default. */
export function validityMonthsOf(template: { type: AssessmentType; validityMonths?: number }): number {
  return template.validityMonths ?? DEFAULT_VALIDITY[template.type].months;
}

/**
 * The day a result holds from: for elderly ability the reference date the assessor recorded (A.1.2
 * 评估基准日期), else the centre's day of the approval. `approvedOn` is that centre day.
 */
export function validFromOf(
  type: AssessmentType,
  basicInfo: BasicInfo | undefined,
  approvedOn: string,
): string {
  const reference = type === 'elderly-ability' ? basicInfo?.['A.1.2'] : undefined;
  return typeof reference === 'string' && DATE.test(reference) ? reference : approvedOn;
}

/** The last day the result holds, which is also the day a re-assessment is due. */
export function validUntilOf(validFrom: string, months: number): string {
  return addMonths(validFrom, months);
}

/** Valid; due soon (within `dueSoonDays` of its last day, that day included); expired the day after. */
export function validityStatus(
  validUntil: string,
  today: string,
  dueSoonDays = REASSESSMENT_DUE_SOON_DAYS,
): ValidityStatus {
  const left = daysBetween(today, validUntil);
  if (left < 0) return 'expired';
  return left <= dueSoonDays ? 'dueSoon' : 'valid';
}

/** GET /assessment/due: approved latest results due within `withinDays` or already past. */
export const dueListQuery = pageQuery.extend({
  withinDays: z.coerce.number().int().min(0).max(366).default(REASSESSMENT_DUE_SOON_DAYS),
});
export type DueListQuery = z.infer<typeof dueListQuery>;

/** `validUntil`'s standing on the server's day and the days left (negative when overdue). */
export const validityStanding = z.object({
  validity: z.enum(VALIDITY_STATUSES),
  daysLeft: z.number().int(),
});
export type ValidityStanding = z.infer<typeof validityStanding>;
