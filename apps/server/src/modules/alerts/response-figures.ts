import { type AlertWeekFigures, addDays, centreDate } from '@linli/contracts';

/** What the figures need of one device alarm about a served person. */
export interface FigureRow {
  createdAt: string;
  alertLevel: number;
  claimedAt: string | null;
  /** Set with `handledBy` when a person handled it; without, the device closed it (back online). */
  handledAt: string | null;
  handledBy: number | null;
  escalatedAt: string | null;
}

/** The Monday of the centre's week that holds a yyyy-mm-dd day. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Nearest-rank percentile of sorted numbers (p in 0..1); null for none. */
export function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? null;
}

const seconds = (from: string, to: string) =>
  Math.max(0, Math.round((new Date(to).getTime() - new Date(from).getTime()) / 1000));

/**
 * The last `weeks` weeks up to the one holding `now`, oldest first, each with how many alarms were raised and
 * how fast they were acknowledged (我来处理, or handled outright: whichever came first) and handled by a person.
 */
export function weeklyFigures(rows: FigureRow[], now: Date, weeks: number): AlertWeekFigures[] {
  const current = mondayOf(centreDate(now));
  const starts = Array.from({ length: weeks }, (_, i) => addDays(current, -7 * (weeks - 1 - i)));
  const byWeek = new Map(starts.map((start) => [start, [] as FigureRow[]]));
  for (const row of rows) byWeek.get(mondayOf(centreDate(new Date(row.createdAt))))?.push(row);
  return starts.map((weekStart) => {
    const inWeek = byWeek.get(weekStart) ?? [];
    const ack: number[] = [];
    const handle: number[] = [];
    for (const row of inWeek) {
      const byPerson = row.handledBy !== null ? row.handledAt : null;
      const first = [row.claimedAt, byPerson].filter((t): t is string => t !== null).sort()[0];
      if (first) ack.push(seconds(row.createdAt, first));
      if (byPerson) handle.push(seconds(row.createdAt, byPerson));
    }
    ack.sort((a, b) => a - b);
    handle.sort((a, b) => a - b);
    return {
      weekStart,
      alerts: inWeek.length,
      critical: inWeek.filter((r) => r.alertLevel === 3).length,
      escalated: inWeek.filter((r) => r.escalatedAt !== null).length,
      acknowledged: ack.length,
      ackMedianSeconds: percentile(ack, 0.5),
      ackP90Seconds: percentile(ack, 0.9),
      handled: handle.length,
      handleMedianSeconds: percentile(handle, 0.5),
      handleP90Seconds: percentile(handle, 0.9),
    };
  });
}
