import type { ThingModel } from '@linli/contracts';

/**
 * What a simulated reading means, per identifier: a meter only counts up, a plug draws nothing while
 * switched off, a heart beats slower at night, a watch is where its wearer walks. The simulator
 * (index.ts) and the demo history (apps/server/src/seed/demo-history.ts) both ask `nextReading`,
 * so the week before a start and the minutes after it follow the same day.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The demo home's day: the centre lives in China Standard Time (UTC+8, no daylight saving). */
const LOCAL_OFFSET = 8 * HOUR;

/** The demo home, 深圳市福田区景田北路7栋 (apps/server/src/modules/social-services/demo.ts). */
export const HOME_PLACE = { lng: 114.0449, lat: 22.5621 } as const;
/** Where its older resident goes: the community canteen at lunch, 莲花山公园 for the afternoon walk. */
export const CANTEEN_PLACE = { lng: 114.0472, lat: 22.5598 } as const;
export const PARK_PLACE = { lng: 114.0563, lat: 22.5546 } as const;

/** Local hours (decimal) of the day's outings: [leave, back, where]. Doors open as she leaves and returns. */
export const OUTINGS: readonly (readonly [number, number, { lng: number; lat: number }])[] = [
  [8, 9.5, PARK_PLACE],
  [11, 12.5, CANTEEN_PLACE],
  [16, 17.5, PARK_PLACE],
];

/** Local hours (decimal) someone is in the bathroom, where the fall radar watches. */
export const BATHROOM_VISITS: readonly (readonly [number, number])[] = [
  [2.5, 2.6],
  [6.8, 7.3],
  [10, 10.2],
  [13, 13.15],
  [15.2, 15.35],
  [19.5, 20.1],
  [21.8, 22],
];

/** The living-room plug is on from 07:00 until its evening timer switches it off at 22:30
 * (apps/server/src/modules/scenes/demo.ts). */
export const PLUG_ON_HOURS = [7, 22.5] as const;

export interface Moment {
  /** The instant of this reading (ms since epoch). */
  at: number;
  /** When this identifier last had a value; unknown = just now (nothing elapsed). */
  lastAt?: number;
  /** The device's values now, functions included (a plug's power follows its switch). */
  values: ReadonlyMap<string, string>;
  /** A number in [0, 1); Math.random by default, fixed in tests. */
  random?: () => number;
}

/** Hours since local midnight (decimal) at an instant. */
export function localHour(at: number): number {
  return ((((at + LOCAL_OFFSET) % DAY) + DAY) % DAY) / HOUR;
}

/** The local calendar day number of an instant (days since epoch in the centre's time). */
export function localDay(at: number): number {
  return Math.floor((at + LOCAL_OFFSET) / DAY);
}

const within = (hour: number, windows: readonly (readonly [number, number, ...unknown[]])[]) =>
  windows.find(([from, to]) => hour >= from && hour < to);

/** Someone is in the bathroom at that instant. */
export function inBathroom(at: number): boolean {
  return within(localHour(at), BATHROOM_VISITS) !== undefined;
}

/** The entrance door is open for a minute as she leaves and as she comes back. */
export function doorOpen(at: number): boolean {
  const hour = localHour(at);
  return OUTINGS.some(
    ([from, to]) => (hour >= from && hour < from + 1 / 60) || (hour >= to && hour < to + 1 / 60),
  );
}

/** The walk to an outing's place and back takes a quarter of an hour each way. */
const WALK_HOURS = 0.25;

/** Where the wearer is: at home, or on the way to / at / back from an outing. */
export function placeAt(at: number): { lng: number; lat: number } {
  const hour = localHour(at);
  const outing = OUTINGS.find(([from, to]) => hour >= from && hour < to);
  if (!outing) return HOME_PLACE;
  const [from, to, place] = outing;
  // A quarter of an hour walking there and back; the time between is spent at the place.
  const walk = WALK_HOURS;
  const share = hour - from < walk ? (hour - from) / walk : to - hour < walk ? (to - hour) / walk : 1;
  return {
    lng: HOME_PLACE.lng + (place.lng - HOME_PLACE.lng) * share,
    lat: HOME_PLACE.lat + (place.lat - HOME_PLACE.lat) * share,
  };
}

/** Steps an older person takes per minute at a local hour: walks and errands, none at night. */
export function stepsPerMinute(hour: number): number {
  const outing = OUTINGS.find(([from, to]) => hour >= from && hour < to);
  // Walking there and back briskly; sitting on a bench or at a table in between.
  if (outing) return hour - outing[0] < WALK_HOURS || outing[1] - hour < WALK_HOURS ? 50 : 5;
  if (hour < 6.5 || hour >= 22) return 0;
  return 3;
}

/** A new day counts from midnight: the steps since then at each quarter-hour's pace. */
export function stepsSinceMidnight(at: number): number {
  const hour = localHour(at);
  let steps = 0;
  for (let h = 0; h < hour; h += 0.25) steps += stepsPerMinute(h) * Math.min(0.25, hour - h) * 60;
  return Math.round(steps);
}

/** The resting heart rate of the hour: lower asleep, higher walking. */
function heartTarget(hour: number): number {
  if (within(hour, OUTINGS)) return 84;
  if (hour < 6 || hour >= 22.5) return 61;
  return 71;
}

/** Hours a day each battery lasts: a watch is charged every night, a sensor's cell lasts a year. */
const WATCH_CHARGE = [21.5, 22.5] as const;

function watchBattery(hour: number): number {
  const [from, to] = WATCH_CHARGE;
  // Charged to full by 22:30, then about 3 % an hour until it goes on the charger at 21:30.
  if (hour >= from && hour < to) return Math.round(31 + ((hour - from) / (to - from)) * 69);
  const sinceFull = hour >= to ? hour - to : hour + 24 - to;
  return Math.round(100 - sinceFull * 3);
}

function round(value: number, decimals: number): string {
  const factor = 10 ** decimals;
  return String(Math.round(value * factor) / factor);
}

/** Adds `amount` in units of `unit`, the fraction by chance: never backwards, right on average. */
function countUp(current: number, amount: number, unit: number, random: () => number): number {
  const whole = Math.floor(amount / unit);
  const extra = random() < amount / unit - whole ? 1 : 0;
  return current + (whole + extra) * unit;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The device's next value of a property at `moment.at`: a string to report, `null` when the device has
 * nothing to report now (a radar measures breathing only while someone is there), `undefined` when this
 * identifier has no physics here (the caller then wanders it, index.ts).
 */
export function nextReading(
  model: ThingModel,
  current: string | undefined,
  moment: Moment,
): string | null | undefined {
  const random = moment.random ?? Math.random;
  const { at, values } = moment;
  const elapsed = Math.max(0, at - (moment.lastAt ?? at));
  const hour = localHour(at);
  const known = current !== undefined && current !== '' && Number.isFinite(Number(current));
  const noise = (span: number) => (random() - 0.5) * span;
  switch (model.id) {
    case 'power': {
      if (values.has('switch') && values.get('switch') !== '1') return '0';
      // A lamp and the radio in the morning, the television in the evening, standby between.
      const base = hour >= 19 && hour < 22.5 ? 105 : hour >= 7 && hour < 9 ? 45 : 4;
      return round(Math.max(0.5, base + noise(base * 0.2)), 1);
    }
    case 'energy': {
      const start = known ? Number(current) : 150;
      const watts = Number(values.get('power') ?? '0') || 0;
      return round(countUp(start, (watts * elapsed) / HOUR / 1000, 0.01, random), 2);
    }
    case 'voltage':
      return round(225 + noise(6), 1);
    case 'uptime': {
      // Seconds since the device booted: it counts on with the clock, whether or not anyone asked.
      const start = known ? Number(current) : 3 * 24 * 3600;
      return String(Math.round(start + elapsed / 1000));
    }
    case 'sub_count':
      // Only the gateway knows its sub-devices; the simulator keeps what it was given, never invents.
      return current === undefined || current === '' ? '0' : current;
    case 'steps': {
      // Unknown when it was last counted (a restart): it goes on from what it had.
      const sameDay = moment.lastAt === undefined || localDay(moment.lastAt) === localDay(at);
      if (!sameDay || !known) return String(stepsSinceMidnight(at));
      const pace = stepsPerMinute(hour) * (0.7 + random() * 0.6);
      return String(countUp(Number(current), (pace * elapsed) / MINUTE, 1, random));
    }
    case 'heart_rate': {
      const target = heartTarget(hour);
      const from = known ? Number(current) : target;
      return String(Math.round(clamp(from + (target - from) * 0.4 + noise(6), 52, 108)));
    }
    case 'spo2': {
      const target = hour < 6 || hour >= 22.5 ? 95.5 : 97.2;
      return String(Math.round(clamp(target + noise(2.4), 94, 99)));
    }
    case 'breath_rate':
      if (values.has('presence') && !inBathroom(at)) return null;
      return String(Math.round(clamp(16 + noise(5), 12, 20)));
    case 'presence':
      return inBathroom(at) ? '1' : '0';
    case 'posture':
      // Standing at the basin or sitting; never "fallen" on its own (a fall is an event the demo raises).
      return inBathroom(at) ? (Math.floor(at / (4 * MINUTE)) % 3 === 0 ? '2' : '1') : '0';
    case 'contact':
      return doorOpen(at) ? '1' : '0';
    case 'location': {
      const place = placeAt(at);
      // GPS wanders a few metres around where she is.
      return JSON.stringify({
        lng: round(place.lng + noise(0.0001), 6),
        lat: round(place.lat + noise(0.0001), 6),
      });
    }
    case 'battery': {
      if (values.has('heart_rate')) return String(watchBattery(hour));
      const start = known ? Number(current) : 86;
      // About 0.25 % a day; a flat cell is replaced before the device warns of it.
      const next = countUp(0, (elapsed / DAY) * 0.25, 1, random);
      const level = start - next;
      return String(level < 25 ? 100 : level);
    }
    case 'temperature':
      // Coolest before dawn, warmest mid-afternoon, around 22.5 ℃ indoors.
      return round(22.5 + 2 * Math.sin(((hour - 9) / 24) * 2 * Math.PI) + noise(0.4), 1);
    case 'humidity':
      return round(56 - 6 * Math.sin(((hour - 9) / 24) * 2 * Math.PI) + noise(2), 1);
    case 'smoke_density':
      return String(Math.round(clamp(1 + noise(2), 0, 2)));
    case 'alarm_state':
    case 'leak':
      return '0';
    case 'motion':
      return values.has('stream_url')
        ? within(hour, OUTINGS) || hour < 6.5 || hour >= 22
          ? '0'
          : '1'
        : undefined;
    default:
      return undefined;
  }
}

/** Identifiers that only count up (within a local day for steps): history of them never goes down. */
export const CUMULATIVE = ['energy', 'uptime'] as const;
export const DAILY_CUMULATIVE = ['steps'] as const;
