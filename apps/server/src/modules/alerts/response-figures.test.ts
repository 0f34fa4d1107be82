import { describe, expect, it } from 'vitest';
import { type FigureRow, mondayOf, percentile, weeklyFigures } from './response-figures.ts';

const row = (createdAt: string, changes: Partial<FigureRow> = {}): FigureRow => ({
  createdAt,
  alertLevel: 3,
  claimedAt: null,
  handledAt: null,
  handledBy: null,
  escalatedAt: null,
  ...changes,
});
const after = (iso: string, s: number) => new Date(new Date(iso).getTime() + s * 1000).toISOString();

describe('response figures', () => {
  it("weeks start on the centre's Monday (UTC+8)", () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23'); // a Thursday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // Sunday ends the week
  });

  it('nearest-rank percentiles', () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([7], 0.9)).toBe(7);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.5)).toBe(5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9);
  });

  it('acknowledged is the first of 我来处理 and a handling; the device closing it is neither', () => {
    const now = new Date('2026-11-26T04:00:00.000Z'); // Thursday noon in the centre
    const t0 = '2026-11-24T02:00:00.000Z';
    const rows = [
      row(t0, { claimedAt: after(t0, 30), handledAt: after(t0, 600), handledBy: 1 }),
      row(t0, { handledAt: after(t0, 90), handledBy: 2 }),
      row(t0, { alertLevel: 2, handledAt: after(t0, 5), handledBy: null }),
      row(t0, { escalatedAt: after(t0, 300) }),
      // Sunday night 23:30 in the centre is still last week.
      row('2026-11-22T15:30:00.000Z', { claimedAt: '2026-11-22T15:31:00.000Z' }),
    ];
    const [last, current] = weeklyFigures(rows, now, 2);
    expect(current).toEqual({
      weekStart: '2026-11-23',
      alerts: 4,
      critical: 3,
      escalated: 1,
      acknowledged: 2,
      ackMedianSeconds: 30,
      ackP90Seconds: 90,
      handled: 2,
      handleMedianSeconds: 90,
      handleP90Seconds: 600,
    });
    expect(last).toMatchObject({ weekStart: '2026-11-16', alerts: 1, acknowledged: 1, ackMedianSeconds: 60 });
  });

  it('a week without alarms has counts of zero and no times', () => {
    const [week] = weeklyFigures([], new Date('2026-11-26T04:00:00.000Z'), 1);
    expect(week).toMatchObject({
      alerts: 0,
      acknowledged: 0,
      ackMedianSeconds: null,
      handleP90Seconds: null,
    });
  });
});
