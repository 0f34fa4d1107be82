import { describe, expect, it } from 'vitest';
import { compareValue, parseBetween } from '../scenes/schemas.ts';
import { isValidCron, parseCron, weekdayCron } from './cron.ts';

describe('five-field CRON', () => {
  it('builds weekday expressions with Monday = 1 and Sunday = 7 (cron 0)', () => {
    expect(weekdayCron('08:05', [1])).toBe('5 8 * * 1');
    expect(weekdayCron('23:59', [7])).toBe('59 23 * * 0');
    expect(weekdayCron('00:00', [6, 7, 1])).toBe('0 0 * * 0,1,6');
    expect(weekdayCron('07:30', [1, 2, 3, 4, 5, 6, 7])).toBe('30 7 * * *');
    expect([...parseCron(weekdayCron('07:30', [7]))!.daysOfWeek]).toEqual([0]);
  });

  it('accepts standard forms and refuses the rest (Quartz six fields, names, start/step)', () => {
    for (const ok of ['* * * * *', '*/15 8-10 * * 1-5', '0 7 ? * 7', '0 0 1,15 * *', '0 12 * 1-12/2 *'])
      expect(isValidCron(ok), ok).toBe(true);
    for (const bad of [
      '',
      '0 8 * *',
      '0 30 8 ? * 2',
      '60 * * * *',
      '0 24 * * *',
      '0 8 * * 8',
      '0 8 * * MON',
      '5/10 * * * *',
      '0 8 ? * ?x',
      '0 0 0 * *',
    ])
      expect(isValidCron(bad), bad).toBe(false);
  });
});

describe('scene operators', () => {
  it('compares numbers as numbers, text as text; between is min-max', () => {
    expect(compareValue('35.5', '>', '30')).toBe(true);
    expect(compareValue('9', '>', '30')).toBe(false);
    expect(compareValue('30', '>=', '30')).toBe(true);
    expect(compareValue('1', '=', '1.0')).toBe(true);
    expect(compareValue('abc', '!=', 'abd')).toBe(true);
    expect(compareValue('abc', '>', '1')).toBe(false);
    expect(compareValue('25', 'between', '20-30')).toBe(true);
    expect(compareValue('-5', 'between', '-10--1')).toBe(true);
    expect(compareValue('31', 'between', '20-30')).toBe(false);
    expect(compareValue('卫生间跌倒', 'contain', '跌倒')).toBe(true);
    expect(compareValue('卫生间', 'notContain', '跌倒')).toBe(true);
    expect(parseBetween('30-20')).toBeUndefined();
  });
});
