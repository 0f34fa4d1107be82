import type { ThingModel } from '@linli/contracts';
import { describe, expect, it } from 'vitest';
import { HOME_PLACE, localDay, localHour, nextReading } from './physics.ts';

const model = (id: string, type: 'integer' | 'decimal' = 'integer') =>
  ({
    id,
    name: id,
    type: 1,
    datatype: { type, min: 0, max: 100_000_000, step: 1, unit: '' },
    isChart: 0,
    isMonitor: 0,
    isHistory: 1,
    isReadonly: 1,
    isSharePerm: 0,
    order: 0,
  }) as unknown as ThingModel;

const MINUTE = 60_000;
/** 2026-11-20 00:00 in Shenzhen (UTC+8). */
const MIDNIGHT = Date.parse('2026-11-19T16:00:00Z');

/** Runs one identifier through `minutes` of reports every `everyMinutes`, like the simulator does. */
function run(
  id: string,
  minutes: number,
  everyMinutes: number,
  values: Map<string, string>,
  start = MIDNIGHT,
  type: 'integer' | 'decimal' = 'integer',
) {
  const readings: { at: number; value: string }[] = [];
  let lastAt: number | undefined;
  for (let at = start; at <= start + minutes * MINUTE; at += everyMinutes * MINUTE) {
    const next = nextReading(model(id, type), values.get(id), { at, lastAt, values });
    if (next === null || next === undefined) continue;
    values.set(id, next);
    lastAt = at;
    readings.push({ at, value: next });
  }
  return readings;
}

describe('device physics', () => {
  it('a plug meter only counts up, by what the plug drew', () => {
    const values = new Map([
      ['switch', '1'],
      ['power', '100'],
      ['energy', '150'],
    ]);
    const readings = run('energy', 24 * 60, 10 / 60, values, MIDNIGHT, 'decimal');
    for (let i = 1; i < readings.length; i++)
      expect(Number(readings[i]!.value)).toBeGreaterThanOrEqual(Number(readings[i - 1]!.value));
    // 100 W for a day is 2.4 kWh: a meter, not 40 kWh every ten seconds.
    expect(Number(readings.at(-1)!.value) - 150).toBeCloseTo(2.4, 0);
  });

  it('a plug switched off draws nothing, and its meter stands still', () => {
    const values = new Map([
      ['switch', '0'],
      ['power', '0'],
      ['energy', '150.25'],
    ]);
    for (const { value } of run('power', 24 * 60, 5, values)) expect(value).toBe('0');
    for (const { value } of run('energy', 60, 1, values, MIDNIGHT, 'decimal')) expect(value).toBe('150.25');
    values.set('switch', '1');
    const on = run('power', 24 * 60, 30, values);
    expect(on.every(({ value }) => Number(value) > 0)).toBe(true);
  });

  it('steps grow through the day and start again at local midnight', () => {
    const values = new Map<string, string>();
    const readings = run('steps', 2 * 24 * 60, 10, values, MIDNIGHT + 6 * 60 * MINUTE);
    for (let i = 1; i < readings.length; i++) {
      const [before, now] = [readings[i - 1]!, readings[i]!];
      if (localDay(before.at) === localDay(now.at))
        expect(Number(now.value)).toBeGreaterThanOrEqual(Number(before.value));
      else expect(Number(now.value)).toBeLessThan(Number(before.value));
    }
    const eveningTotal = readings.filter(
      (r) => localHour(r.at) >= 23 && localDay(r.at) === localDay(MIDNIGHT),
    );
    // An older person's day on foot: thousands, not tens of thousands.
    expect(Number(eveningTotal.at(-1)!.value)).toBeGreaterThan(2000);
    expect(Number(eveningTotal.at(-1)!.value)).toBeLessThan(12000);
  });

  it('a restart goes on counting from the stored value, never back', () => {
    const values = new Map([['steps', '3000']]);
    const noon = MIDNIGHT + 12 * 60 * MINUTE;
    const next = nextReading(model('steps'), '3000', { at: noon, values });
    expect(Number(next)).toBeGreaterThanOrEqual(3000);
    const uptime = nextReading(model('uptime'), '1000', { at: noon, lastAt: noon - 60_000, values });
    expect(uptime).toBe('1060');
  });

  it('vital signs stay in human ranges, slower at night', () => {
    const values = new Map<string, string>();
    const hearts = run('heart_rate', 24 * 60, 5, values);
    const spo2 = run('spo2', 24 * 60, 5, values);
    for (const { value } of hearts) expect(Number(value)).toBeGreaterThanOrEqual(50);
    for (const { value } of hearts) expect(Number(value)).toBeLessThanOrEqual(110);
    for (const { value } of spo2) expect(Number(value)).toBeGreaterThanOrEqual(94);
    const mean = (from: number, to: number) => {
      const part = hearts.filter((r) => localHour(r.at) >= from && localHour(r.at) < to);
      return part.reduce((sum, r) => sum + Number(r.value), 0) / part.length;
    };
    expect(mean(1, 5)).toBeLessThan(mean(14, 15.9));
  });

  it('a radar reports breathing only while someone is there', () => {
    const values = new Map([['presence', '0']]);
    const breaths = run('breath_rate', 24 * 60, 1, values);
    expect(breaths.length).toBeGreaterThan(0);
    expect(breaths.length).toBeLessThan(24 * 60 * 0.2);
    for (const { value } of breaths) {
      expect(Number(value)).toBeGreaterThanOrEqual(12);
      expect(Number(value)).toBeLessThanOrEqual(20);
    }
  });

  it('a location is a place: home at night, never the zero meridian', () => {
    const at = MIDNIGHT + 3 * 60 * MINUTE;
    const place = JSON.parse(nextReading(model('location'), undefined, { at, values: new Map() }) ?? '') as {
      lng: string;
      lat: string;
    };
    expect(Math.abs(Number(place.lng) - HOME_PLACE.lng)).toBeLessThan(0.001);
    expect(Math.abs(Number(place.lat) - HOME_PLACE.lat)).toBeLessThan(0.001);
  });

  it('a gateway keeps the sub-device count it was given', () => {
    expect(nextReading(model('sub_count'), '1', { at: MIDNIGHT, values: new Map() })).toBe('1');
  });
});
