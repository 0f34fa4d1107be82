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

const count = z.number().int().min(0);
/** Seconds; null when there was nothing to measure. */
const seconds = z.number().int().min(0).nullable();

/** One week (Monday to Sunday, the centre's calendar) of device alarms about served persons. */
export const alertWeekFigures = z.object({
  /** The Monday, yyyy-mm-dd. */
  weekStart: z.string(),
  alerts: count,
  critical: count,
  escalated: count,
  acknowledged: count,
  /** Seconds from raised to acknowledged; null when none was. */
  ackMedianSeconds: seconds,
  ackP90Seconds: seconds,
  /** Handled by a person (not closed by the device itself, e.g. back online). */
  handled: count,
  handleMedianSeconds: seconds,
  handleP90Seconds: seconds,
});
export type AlertWeekFigures = z.infer<typeof alertWeekFigures>;

export const alertFigures = z.object({
  /** Oldest week first, the current week last. */
  weeks: z.array(alertWeekFigures),
});
export type AlertFigures = z.infer<typeof alertFigures>;
