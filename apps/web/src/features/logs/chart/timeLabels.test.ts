import { describe, expect, it } from 'vitest';
import { timeAxisLabels } from './timeLabels.ts';

// Local midnight of 25 November 2026, so the expectations hold in any time zone the tests run in.
const midnight = new Date(2026, 10, 25).getTime() / 1000;
const HOUR = 3600;

describe('time axis labels in the app language', () => {
  it('zh-CN: a 24-hour clock, and the date under the first tick of each day', () => {
    const label = timeAxisLabels('zh-CN');
    expect(label([midnight + 22 * HOUR, midnight + 23 * HOUR, midnight + 24 * HOUR], HOUR)).toEqual([
      '22:00\n11月25日',
      '23:00',
      '00:00\n11月26日',
    ]);
  });

  it('en-US: the same, worded in English; no am/pm', () => {
    const label = timeAxisLabels('en-US');
    expect(label([midnight + 14 * HOUR, midnight + 15 * HOUR], HOUR)).toEqual(['14:00\nNov 25', '15:00']);
  });

  it('seconds when ticks are less than a minute apart; the date alone when a day or more apart', () => {
    expect(timeAxisLabels('zh-CN')([midnight + 9 * HOUR + 30, midnight + 9 * HOUR + 45], 15)).toEqual([
      '09:00:30\n11月25日',
      '09:00:45',
    ]);
    expect(timeAxisLabels('en-US')([midnight, midnight + 24 * HOUR], 24 * HOUR)).toEqual([
      'Nov 25',
      'Nov 26',
    ]);
  });

  it('months and years when ticks are that far apart', () => {
    const december = new Date(2026, 11, 1).getTime() / 1000;
    expect(timeAxisLabels('zh-CN')([december], 30 * 24 * HOUR)).toEqual(['2026年12月']);
    expect(timeAxisLabels('en-US')([december], 365 * 24 * HOUR)).toEqual(['2026']);
  });
});
