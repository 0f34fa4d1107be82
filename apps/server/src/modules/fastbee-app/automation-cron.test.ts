import { describe, expect, it } from 'vitest';
import { quartzOf, scheduleFromLinliCron, scheduleFromQuartz } from './automation-cron.ts';

describe('FastBee app timer schedule (Quartz, 1 = Sunday) ⇄ Linli (ISO weekdays, Monday = 1)', () => {
  it('reads what timing/detail.vue#gentCronExpression writes', () => {
    // handleAddTiming's default: every day.
    expect(scheduleFromQuartz('0 05 08 ? * 1,2,3,4,5,6,7')).toEqual({
      time: '08:05',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
    });
    // 周一=2 … 周五=6: Monday to Friday.
    expect(scheduleFromQuartz('0 30 07 ? * 2,3,4,5,6')).toEqual({ time: '07:30', weekdays: [1, 2, 3, 4, 5] });
    // 周日=1, 周六=7.
    expect(scheduleFromQuartz('0 00 21 ? * 1,7')).toEqual({ time: '21:00', weekdays: [6, 7] });
    // No day ticked: `*`.
    expect(scheduleFromQuartz('0 59 23 ? * *')).toEqual({ time: '23:59', weekdays: [1, 2, 3, 4, 5, 6, 7] });
  });

  it('also reads unpadded numbers, ranges, `* * ?` every day and a year of `*`', () => {
    expect(scheduleFromQuartz('0 5 8 ? * 2-6')).toEqual({ time: '08:05', weekdays: [1, 2, 3, 4, 5] });
    expect(scheduleFromQuartz('0 0 6 * * ?')).toEqual({ time: '06:00', weekdays: [1, 2, 3, 4, 5, 6, 7] });
    expect(scheduleFromQuartz(' 0  15 9 ? * 1 * ')).toEqual({ time: '09:15', weekdays: [7] });
  });

  it('refuses what Linli cannot run as written', () => {
    for (const cron of [
      '',
      '30 05 08 ? * 2', // seconds
      '0 05 08 15 * ?', // a day of the month
      '0 05 08 ? 3 2', // a month
      '0 */5 08 ? * 2', // several minutes
      '0 05 8-10 ? * 2', // several hours
      '0 05 24 ? * 2',
      '0 60 08 ? * 2',
      '0 05 08 ? * 0',
      '0 05 08 ? * 8',
      '0 05 08 ? * MON',
      '0 05 08 ? * 2#1',
      '0 05 08 * * 2', // both day fields set
      '05 08 * * 1', // Linli's five fields
      '0 05 08 ? * 2 2027',
    ])
      expect(scheduleFromQuartz(cron), cron).toBeUndefined();
  });

  it('writes the exact form the list reads by character position', () => {
    const cron = quartzOf({ time: '08:05', weekdays: [1, 2, 3, 4, 5] });
    expect(cron).toBe('0 05 08 ? * 2,3,4,5,6');
    // pagesA/home/device/timing/index.vue: hh = substring(5, 7), MM = substring(2, 4), days = substring(12).
    expect(`${cron.substring(5, 7)}:${cron.substring(2, 4)}`).toBe('08:05');
    expect(cron.substring(12)).toBe('2,3,4,5,6');
    expect(quartzOf({ time: '00:00', weekdays: [7, 6] })).toBe('0 00 00 ? * 1,7');
    expect(quartzOf({ time: '23:59', weekdays: [1, 2, 3, 4, 5, 6, 7] })).toBe('0 59 23 ? * 1,2,3,4,5,6,7');
  });

  it('round-trips every single weekday', () => {
    for (let quartz = 1; quartz <= 7; quartz += 1) {
      const cron = `0 30 09 ? * ${quartz}`;
      expect(quartzOf(scheduleFromQuartz(cron)!)).toBe(cron);
    }
  });

  it("shows a raw cron made in Linli's app when it is one time of day on weekdays", () => {
    expect(scheduleFromLinliCron('30 7 * * 1-5')).toEqual({ time: '07:30', weekdays: [1, 2, 3, 4, 5] });
    expect(scheduleFromLinliCron('0 8 * * 0')).toEqual({ time: '08:00', weekdays: [7] });
    expect(scheduleFromLinliCron('0 8 * * *')).toEqual({ time: '08:00', weekdays: [1, 2, 3, 4, 5, 6, 7] });
    expect(scheduleFromLinliCron('*/15 8 * * *')).toBeUndefined();
    expect(scheduleFromLinliCron('0 8 1 * *')).toBeUndefined();
  });
});
