import { centreClockText } from '@linli/contracts';

/**
 * A stored ISO time as the phone's local date and time (yyyy-mm-dd HH:mm,
 * docs/product.md "Dates, times and text").
 */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A stored ISO time on the centre's wall clock (SCHEDULE_TIME_ZONE), in the same format as formatDateTime: timers are set on
 * that clock ("22:30 every day"), so their next and last runs must read on it too, whatever the phone's zone.
 */
export function formatScheduleTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return centreClockText(d);
}

/** Whether the phone's clock reads differently from the centre's now (then schedule times say whose they are). */
export function phoneOffCentreClock(now = new Date()): boolean {
  return formatScheduleTime(now.toISOString()) !== formatDateTime(now.toISOString());
}
