import { parseCron } from '@linli/contracts';

/**
 * The FastBee app's timer schedule and Linli's, one into the other (docs/fastbee-app.md "Timers").
 *
 * The app (pagesA/home/device/timing/detail.vue#gentCronExpression) writes Quartz `0 MM hh ? * d,d,…`
 * with Quartz weekdays (1 = Sunday, 2 = Monday … 7 = Saturday; `*` every day) and its list reads the
 * answer back by character position (`substring(5, 7)` the hour, `substring(2, 4)` the minute,
 * `substring(12)` the days), so what we answer is always zero-padded in exactly that form. Linli keeps a
 * time of day and ISO weekdays (Monday 1 … Sunday 7), from which it builds its own five-field cron.
 */
export interface AppSchedule {
  /** `HH:mm`. */
  time: string;
  /** ISO weekdays, ascending. */
  weekdays: number[];
}

const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];

const quartzToIso = (day: number) => (day === 1 ? 7 : day - 1);
const isoToQuartz = (day: number) => (day === 7 ? 1 : day + 1);

/** One number field of the cron in range, or undefined. */
function numberIn(text: string, min: number, max: number): number | undefined {
  if (!/^\d{1,2}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/** Quartz day-of-week `*`, `?`, `2,3`, `2-6`: ISO weekdays, or undefined when it is not one of those. */
function quartzDays(text: string): number[] | undefined {
  if (text === '*' || text === '?') return ALL_DAYS;
  const days = new Set<number>();
  for (const part of text.split(',')) {
    const range = /^(\d)(?:-(\d))?$/.exec(part);
    if (!range) return undefined;
    const from = Number(range[1]);
    const to = Number(range[2] ?? range[1]);
    if (from < 1 || to > 7 || from > to) return undefined;
    for (let day = from; day <= to; day += 1) days.add(quartzToIso(day));
  }
  return [...days].sort((a, b) => a - b);
}

/**
 * The schedule of a Quartz expression the app sent, or undefined when Linli cannot run it as written: a
 * timer runs at one minute of the day on some weekdays, so seconds must be 0, the month and the day of
 * the month every one (`*` or `?`), and the minute and hour single numbers.
 */
export function scheduleFromQuartz(expression: string): AppSchedule | undefined {
  const parts = expression.trim().split(/\s+/);
  // Quartz allows a seventh field, the year: only "every year" means the same here.
  if (parts.length === 7 && parts[6] === '*') parts.pop();
  if (parts.length !== 6) return undefined;
  const [seconds = '', minuteText = '', hourText = '', dayOfMonth = '', month = '', dayOfWeek = ''] = parts;
  if (numberIn(seconds, 0, 0) === undefined) return undefined;
  const minute = numberIn(minuteText, 0, 59);
  const hour = numberIn(hourText, 0, 23);
  if (minute === undefined || hour === undefined) return undefined;
  if (dayOfMonth !== '?' && dayOfMonth !== '*') return undefined;
  if (month !== '*') return undefined;
  // Quartz needs one of the two day fields to be `?`; `* * *` means every day all the same.
  if (dayOfMonth === '*' && dayOfWeek !== '?' && dayOfWeek !== '*') return undefined;
  const weekdays = quartzDays(dayOfWeek);
  if (!weekdays) return undefined;
  return { time: `${pad(hour)}:${pad(minute)}`, weekdays };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The app's form of a schedule: `0 MM hh ? * d,d` with Quartz weekdays, every day as `1,…,7`. */
export function quartzOf(schedule: AppSchedule): string {
  const [hour = '00', minute = '00'] = schedule.time.split(':');
  const days = [...new Set(schedule.weekdays.map(isoToQuartz))].sort((a, b) => a - b);
  return `0 ${pad(Number(minute))} ${pad(Number(hour))} ? * ${days.join(',')}`;
}

/**
 * The schedule of a timer made with a raw five-field cron in Linli's own app (isAdvance 1), when it is one
 * the app can show (one minute of the day, every month and day of the month); undefined otherwise.
 */
export function scheduleFromLinliCron(expression: string): AppSchedule | undefined {
  const fields = parseCron(expression);
  if (!fields) return undefined;
  if (fields.minutes.size !== 1 || fields.hours.size !== 1) return undefined;
  if (fields.daysOfMonth.size !== 31 || fields.months.size !== 12) return undefined;
  const [minute = 0] = fields.minutes;
  const [hour = 0] = fields.hours;
  const weekdays = [...fields.daysOfWeek].map((d) => (d === 0 ? 7 : d)).sort((a, b) => a - b);
  return { time: `${pad(hour)}:${pad(minute)}`, weekdays };
}
