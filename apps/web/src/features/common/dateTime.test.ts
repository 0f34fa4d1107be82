import { describe, expect, it } from 'vitest';
import { formatScheduleTime } from './dateTime.ts';

describe("formatScheduleTime: the centre's wall clock (Asia/Shanghai, UTC+8, no daylight saving)", () => {
  it('reads a UTC instant as Beijing time, across midnight and the year end', () => {
    expect(formatScheduleTime('2026-11-25T14:30:00.000Z')).toBe('2026-11-25 22:30');
    expect(formatScheduleTime('2026-12-31T16:05:00.000Z')).toBe('2027-01-01 00:05');
  });

  it('leaves nothing and unreadable input as they are', () => {
    expect(formatScheduleTime(null)).toBe('');
    expect(formatScheduleTime('soon')).toBe('soon');
  });
});
