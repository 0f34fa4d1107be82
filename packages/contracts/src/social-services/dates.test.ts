import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  appointmentDateRange,
  birthDateFromIdCard,
  centreDate,
  datePickerRange,
  isWithinRange,
  schedulingStartDate,
} from './dates.ts';
import { isImageUrl, isIsoDate, isUploadUrl } from './fields.ts';

describe('social-services dates and fields', () => {
  it('uses the centre’s calendar day (UTC+8)', () => {
    expect(centreDate(new Date('2026-11-22T15:59:59Z'))).toBe('2026-11-22');
    expect(centreDate(new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
  });

  it('reaches 10 years either way (docs/product.md "Dates, times and text"), 29 February included', () => {
    expect(datePickerRange('2026-11-22')).toEqual({ min: '2016-11-22', max: '2036-11-22' });
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('books a visit from today to a year on, for the resident and the worker alike', () => {
    const range = appointmentDateRange('2026-11-28');
    expect(range).toEqual({ min: '2026-11-28', max: '2027-11-28' });
    expect(isWithinRange('2026-11-27', range)).toBe(false);
    expect(isWithinRange('2026-11-28', range)).toBe(true);
    expect(isWithinRange('2027-11-29', range)).toBe(false);
  });

  it('starts scheduling from a day the rule accepts, never one already past', () => {
    expect(schedulingStartDate('2026-11-28', '2026-12-05', '2026-12-01')).toBe('2026-12-05');
    expect(schedulingStartDate('2026-11-28', null, '2026-12-01')).toBe('2026-12-01');
    expect(schedulingStartDate('2026-11-28', null, '2026-11-20')).toBe('2026-11-28');
    expect(schedulingStartDate('2026-11-28', '2026-11-27', '')).toBe('2026-11-28');
  });

  it('accepts only real yyyy-mm-dd dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-28')).toBe(false);
    expect(isIsoDate('2026/02/28')).toBe(false);
  });

  it('reads the birth date of an ID card', () => {
    expect(birthDateFromIdCard('11010519491231002X')).toBe('1949-12-31');
    expect(birthDateFromIdCard('110105491231002')).toBe('1949-12-31');
  });

  it('accepts uploads and administrators’ pictures but no script addresses', () => {
    expect(isUploadUrl('/uploads/2026/11/abc-1.png')).toBe(true);
    expect(isUploadUrl('/uploads/../secret.png')).toBe(false);
    expect(isUploadUrl('https://example.org/a.png')).toBe(false);
    expect(isImageUrl('https://example.org/a.png')).toBe(true);
    expect(isImageUrl('/api/news/asset/banner-care.svg')).toBe(true);
    expect(isImageUrl('javascript:alert(1)')).toBe(false);
  });
});
