import { z } from 'zod';

/**
 * The centre's alert workbench (docs/alerts.md "The staff workbench"): the pending device alarms about the
 * people a social worker answers for, and how fast the centre responds — time to acknowledge (someone tapped
 * 我来处理, or handled it outright) and to handle, median and 90th percentile per week, as social-alarm
 * services report them (EN 50134-7).
 */
export const alertFiguresQuery = z.object({
  weeks: z.coerce.number().int().min(1).max(26).default(8),
});
export type AlertFiguresQuery = z.infer<typeof alertFiguresQuery>;

/** One week (Monday to Sunday, the centre's calendar) of device alarms about served persons. */
export interface AlertWeekFigures {
  /** The Monday, yyyy-mm-dd. */
  weekStart: string;
  alerts: number;
  critical: number;
  escalated: number;
  acknowledged: number;
  /** Seconds from raised to acknowledged; null when none was. */
  ackMedianSeconds: number | null;
  ackP90Seconds: number | null;
  /** Handled by a person (not closed by the device itself, e.g. back online). */
  handled: number;
  handleMedianSeconds: number | null;
  handleP90Seconds: number | null;
}

export interface AlertFigures {
  /** Oldest week first, the current week last. */
  weeks: AlertWeekFigures[];
}
