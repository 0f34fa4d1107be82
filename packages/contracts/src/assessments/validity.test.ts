import { describe, expect, it } from 'vitest';
import { centreDate } from '../social-services/dates.ts';
import {
  addMonths,
  DEFAULT_VALIDITY,
  daysBetween,
  dueListQuery,
  validFromOf,
  validityMonthsOf,
  validityStatus,
  validUntilOf,
} from './validity.ts';

describe('validity periods', () => {
  it('uses the type defaults: 12 months for ability, 5 years for a grade, 3 years for a level', () => {
    expect(DEFAULT_VALIDITY['elderly-ability'].months).toBe(12);
    expect(DEFAULT_VALIDITY['social-org'].months).toBe(60);
    expect(DEFAULT_VALIDITY.institution.months).toBe(36);
    expect(validityMonthsOf({ type: 'social-org' })).toBe(60);
  });

  it('takes the template override when it sets one', () => {
    expect(validityMonthsOf({ type: 'elderly-ability', validityMonths: 6 })).toBe(6);
  });

  it('names its source in both languages', () => {
    for (const rule of Object.values(DEFAULT_VALIDITY)) {
      expect(rule.sourceZh).toMatch(/[\u4e00-\u9fff]/);
      expect(rule.sourceEn).toMatch(/[A-Za-z]/);
    }
  });
});

describe('addMonths and validUntilOf', () => {
  it('ends on the same day of the month the period ends in', () => {
    expect(validUntilOf('2026-05-01', 60)).toBe('2031-05-01');
    expect(addMonths('2026-11-15', 12)).toBe('2027-11-15');
  });

  it('falls back to the month end when that month has no such day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
  });

  it('moves a leap day to 28 February in a common year and keeps it in a leap year', () => {
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 48)).toBe('2028-02-29');
  });

  it('crosses year ends both ways', () => {
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2027-01-15', -1)).toBe('2026-12-15');
    expect(addMonths('2026-03-31', -13)).toBe('2025-02-28');
  });
});

describe('validFromOf', () => {
  it('takes the elderly-ability reference date (A.1.2)', () => {
    expect(validFromOf('elderly-ability', { 'A.1.2': '2026-10-20' }, '2026-10-22')).toBe('2026-10-20');
  });

  it('takes the approval day without a usable reference date, and for the other types', () => {
    expect(validFromOf('elderly-ability', {}, '2026-10-22')).toBe('2026-10-22');
    expect(validFromOf('elderly-ability', { 'A.1.2': 'soon' }, '2026-10-22')).toBe('2026-10-22');
    expect(validFromOf('social-org', { 'A.1.2': '2026-10-20' }, '2026-10-22')).toBe('2026-10-22');
  });

  it('counts an approval on the centre calendar (UTC+8), not the UTC day', () => {
    // 18:30 UTC on 30 June is 02:30 on 1 July in the centre.
    const approvedOn = centreDate(new Date('2026-06-30T18:30:00Z'));
    expect(validFromOf('institution', undefined, approvedOn)).toBe('2026-07-01');
    expect(validUntilOf(approvedOn, 36)).toBe('2029-07-01');
  });
});

describe('validityStatus', () => {
  it('is valid until the window opens, due soon inside it (its last day included), expired after', () => {
    expect(daysBetween('2026-11-27', '2026-12-27')).toBe(30);
    expect(validityStatus('2026-12-28', '2026-11-27')).toBe('valid');
    expect(validityStatus('2026-12-27', '2026-11-27')).toBe('dueSoon');
    expect(validityStatus('2026-11-27', '2026-11-27')).toBe('dueSoon');
    expect(validityStatus('2026-11-26', '2026-11-27')).toBe('expired');
    expect(daysBetween('2026-11-27', '2026-11-26')).toBe(-1);
  });

  it('takes another window', () => {
    expect(validityStatus('2026-12-10', '2026-11-27', 7)).toBe('valid');
    expect(validityStatus('2026-12-04', '2026-11-27', 7)).toBe('dueSoon');
  });

  it('counts whole days across a leap day', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });
});

describe('dueListQuery', () => {
  it('defaults to the 30-day window and refuses more than a year', () => {
    expect(dueListQuery.parse({}).withinDays).toBe(30);
    expect(dueListQuery.safeParse({ withinDays: '400' }).success).toBe(false);
  });
});
