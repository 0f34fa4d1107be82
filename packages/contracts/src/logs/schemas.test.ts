import { describe, expect, it } from 'vitest';
import { checkMonitorSettings, monitorRequest } from '../index.ts';
import { deviceLogCreateBody, timeField } from './schemas.ts';

describe('timeField: ISO with an offset, or FastBee local time in the centre time zone', () => {
  it.each([
    ['2026-11-22T08:00:00Z', '2026-11-22T08:00:00.000Z'],
    ['2026-11-22T16:00:00+08:00', '2026-11-22T08:00:00.000Z'],
    ['2026-11-22 16:00:00', '2026-11-22T08:00:00.000Z'],
    ['2026-11-22 16:00', '2026-11-22T08:00:00.000Z'],
    ['2026-11-22', '2026-11-21T16:00:00.000Z'],
    // Without an offset a time is the centre's, whichever separator it uses.
    ['2026-11-22T08:00:00', '2026-11-22T00:00:00.000Z'],
  ])('%s -> %s', (input, iso) => {
    expect(timeField.parse(input)).toBe(iso);
  });

  it.each(['yesterday', '2026-13-40', '2026-11-22 25:00', ''])('refuses %j', (input) => {
    expect(timeField.safeParse(input).success).toBe(false);
  });
});

describe('monitoring bounds (docs/product.md "Real-time monitoring"): app, REST and broker agree', () => {
  it.each([
    [500, 1, undefined],
    [10_000, 300, undefined],
    [499, 10, 'interval'],
    [10_001, 10, 'interval'],
    [1000, 0, 'count'],
    [1000, 301, 'count'],
  ] as const)('interval %d, count %d -> %s', (interval, count, field) => {
    expect(checkMonitorSettings(interval, count)?.field).toBe(field);
    // The broker also accepts count 0, which is FastBee's stop.
    const mqttOk = monitorRequest.safeParse({ interval, count }).success;
    expect(mqttOk).toBe(field === undefined || (field === 'count' && count === 0));
  });
});

describe('device log entries written by hand', () => {
  it('take the device-log types only; the command log records what was sent', () => {
    const body = { deviceId: 1, identify: 'upgrade' };
    for (const logType of [1, 3, 4, 5, 6, 8])
      expect(deviceLogCreateBody.safeParse({ ...body, logType }).success).toBe(true);
    for (const logType of [2, 7, 9, 0, 10])
      expect(deviceLogCreateBody.safeParse({ ...body, logType }).success).toBe(false);
  });
});
