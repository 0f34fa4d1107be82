/**
 * Relative time (docs/product.md "Dates, times and text"): under 5 minutes 'just now', then minutes, hours,
 * days up to 30 days, then months and years. Returns a message key and a count so each language words it
 * itself.
 */
export type RelativeTimeUnit = 'justNow' | 'minutes' | 'hours' | 'days' | 'months' | 'years';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTime(now: number, then: number): { unit: RelativeTimeUnit; count: number } {
  const elapsed = Math.max(0, now - then);
  if (elapsed < 5 * MINUTE) return { unit: 'justNow', count: 0 };
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  if (elapsed <= 30 * DAY) return { unit: 'days', count: Math.floor(elapsed / DAY) };
  const months = Math.floor(elapsed / (30 * DAY));
  if (months < 12) return { unit: 'months', count: months };
  return { unit: 'years', count: Math.floor(elapsed / (365 * DAY)) };
}
