/**
 * Five-field CRON (`minute hour day-of-month month day-of-week`) as Unix cron reads it: day-of-week
 * 0 or 7 = Sunday, 1 = Monday … 6 = Saturday. FastBee writes Quartz's six fields with 1 = Sunday and
 * labels 1 as Monday in its picker, so its weekday timers run a day off (docs/fastbee.md "Known gaps");
 * we take only five numeric fields and build weekday expressions with `weekdayCron`, where
 * Monday is 1 and Sunday is 7 exactly as people count (ISO 8601).
 */

const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'dayOfMonth', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'dayOfWeek', min: 0, max: 7 },
] as const;

/** Expands one field to its allowed values; undefined when it is not valid. */
function expandField(text: string, min: number, max: number, allowAny: boolean): Set<number> | undefined {
  const out = new Set<number>();
  for (const part of text.split(',')) {
    const m = /^(\*|\?|\d{1,2}(?:-\d{1,2})?)(?:\/(\d{1,2}))?$/.exec(part);
    if (!m) return undefined;
    const [, range = '', stepText] = m;
    if (range === '?' && !allowAny) return undefined;
    const step = stepText === undefined ? 1 : Number(stepText);
    if (step < 1) return undefined;
    let from = min;
    let to = max;
    if (range !== '*' && range !== '?') {
      const [a, b] = range.split('-').map(Number) as [number, number | undefined];
      from = a;
      // `5/10` (a start with a step) is not standard cron: only `*/n` and `a-b/n` step.
      if (b === undefined && stepText !== undefined) return undefined;
      to = b ?? a;
      if (from < min || to > max || from > to) return undefined;
    }
    for (let v = from; v <= to; v += step) out.add(v);
  }
  return out;
}

export interface CronFields {
  minutes: Set<number>;
  hours: Set<number>;
  daysOfMonth: Set<number>;
  months: Set<number>;
  /** 0 = Sunday … 6 = Saturday (7 folded into 0). */
  daysOfWeek: Set<number>;
}

/** Parses a five-field expression; undefined when it is not one we accept. */
export function parseCron(expression: string): CronFields | undefined {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== FIELDS.length) return undefined;
  const sets: Set<number>[] = [];
  for (const [i, field] of FIELDS.entries()) {
    const set = expandField(parts[i] ?? '', field.min, field.max, i === 2 || i === 4);
    if (!set || set.size === 0) return undefined;
    sets.push(set);
  }
  const [minutes, hours, daysOfMonth, months, dow] = sets as [
    Set<number>,
    Set<number>,
    Set<number>,
    Set<number>,
    Set<number>,
  ];
  const daysOfWeek = new Set([...dow].map((d) => d % 7));
  return { minutes, hours, daysOfMonth, months, daysOfWeek };
}

export const isValidCron = (expression: string): boolean => parseCron(expression) !== undefined;

/** ISO weekdays: Monday = 1 … Sunday = 7 (docs/product.md "Timed tasks"; "Monday is Monday"). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** `HH:mm` on the given ISO weekdays as a five-field expression (Sunday 7 becomes cron's 0). */
export function weekdayCron(time: string, weekdays: readonly number[]): string {
  const [hh = '0', mm = '0'] = time.split(':');
  const days = [...new Set(weekdays.map((d) => d % 7))].sort((a, b) => a - b);
  return `${Number(mm)} ${Number(hh)} * * ${days.length === 7 ? '*' : days.join(',')}`;
}

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The wall clock every timer and timing trigger is read in (the service centre's own). */
export const SCHEDULE_TIME_ZONE = 'Asia/Shanghai';

let centreClock: Intl.DateTimeFormat | undefined;

/**
 * Made on first use, not when the module loads: a formatter for a named time zone loads that zone's data, which
 * took ~18 ms of the app's start on every page (a CPU profile of a cold load), for a clock few screens read.
 */
function centreClockFormat(): Intl.DateTimeFormat {
  centreClock ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SCHEDULE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return centreClock;
}

/** An instant on the centre's wall clock: `yyyy-MM-dd HH:mm`, or `yyyy-MM-dd HH:mm:ss` with seconds. */
export function centreClockText(at: Date, withSeconds = false): string {
  const part = Object.fromEntries(
    centreClockFormat()
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const time = `${part.hour}:${part.minute}${withSeconds ? `:${part.second}` : ''}`;
  return `${part.year}-${part.month}-${part.day} ${time}`;
}
