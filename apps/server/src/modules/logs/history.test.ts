import type { DeviceHistoryRow, HistoryData, HistoryPoint } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOnClock, type TestApp } from '../../../test/support/index.ts';
import { ownerWithDevice } from '../../../test/support/mqtt.ts';
import { shareAccepted } from '../../../test/support/shares.ts';
import { signIn } from '../../../test/support/social-services.ts';
import { type FakeClock, HOUR, MINUTE } from '../../platform/clock.ts';

const LONG_TOKENS = { TOKEN_TTL_MINUTES: String(60 * 24 * 30), HISTORY_RAW_DAYS: '2' };
const START = new Date('2026-11-22T08:00:00Z');
/** Readings every 10 minutes from here to START: six an hour, values 10..15 (avg 12.5). */
const FIRST = new Date('2026-11-18T00:00:00Z');

describe('history: retention rollup and queries across the boundary', () => {
  let t: TestApp;
  let clock: FakeClock;
  beforeAll(async () => {
    ({ t, clock } = await appOnClock(START, LONG_TOKENS));
  });
  afterAll(() => t.close());

  async function insertReadings(deviceId: number, identifier: string, from: Date, to: Date, stepMs: number) {
    const rows = [];
    for (let at = from.getTime(), i = 0; at < to.getTime(); at += stepMs, i += 1) {
      rows.push({
        device_id: deviceId,
        log_type: 1,
        identifier,
        value: String(10 + (i % 6)),
        remark: '',
        created_at: new Date(at).toISOString(),
      });
    }
    for (let i = 0; i < rows.length; i += 200) {
      await t.db.kysely
        .insertInto('device_logs')
        .values(rows.slice(i, i + 200))
        .execute();
    }
    return rows.length;
  }

  const history = (token: string, query: Record<string, string>) =>
    t.call<{ data: HistoryData }>('GET', '/iot/deviceLog/history', { token, query });
  const counted = (points: HistoryPoint[]) => points.reduce((n, p) => n + (p.count ?? 1), 0);

  it('rolls raw readings older than HISTORY_RAW_DAYS into hourly rows on schedule; a range across the boundary is seamless', async () => {
    const d = await ownerWithDevice(t, 'smart-plug', '历史插座');
    const stored = await insertReadings(d.deviceId, 'power', FIRST, START, 10 * MINUTE);
    expect(stored).toBe(4 * 144 + 48);
    // An old event stays: retention concerns property readings only (alerts read events).
    await t.container.iot.devices.stateRepository.insertLogs(
      [{ deviceId: d.deviceId, logType: 3, identifier: 'overload', value: '3100' }],
      '2026-11-18T03:00:00.000Z',
    );
    const range = {
      deviceId: String(d.deviceId),
      beginTime: '2026-11-20T05:00:00Z',
      endTime: '2026-11-20T11:00:00Z',
    };
    const before = (await history(d.token, range)).body.data.power!;
    expect(before).toHaveLength(37);
    expect(before.every((p) => p.count === undefined)).toBe(true);

    // The job is armed at start (07 past each hour); the fake clock reaches it and the scheduler runs it.
    clock.advance(10 * MINUTE);
    expect(await t.container.automation.scheduler.runDue()).toBeGreaterThanOrEqual(1);
    expect(t.container.logs.retention.boundary()).toBe('2026-11-20T08:00:00.000Z');
    const raw = await t.db.kysely
      .selectFrom('device_logs')
      .select(['created_at'])
      .where('device_id', '=', d.deviceId)
      .where('log_type', '=', 1)
      .orderBy('created_at')
      .execute();
    expect(raw[0]!.created_at).toBe('2026-11-20T08:00:00.000Z');
    const hourly = await t.db.kysely
      .selectFrom('device_history_hourly')
      .selectAll()
      .where('device_id', '=', d.deviceId)
      .orderBy('bucket')
      .execute();
    expect(hourly).toHaveLength(56);
    expect(hourly[0]).toMatchObject({
      bucket: '2026-11-18T00:00:00.000Z',
      count: 6,
      num_count: 6,
      min: 10,
      max: 15,
    });
    expect(hourly[0]!.sum / hourly[0]!.num_count).toBe(12.5);
    expect(raw.length + hourly.reduce((n, h) => n + h.count, 0)).toBe(stored);

    // Across the boundary: three hourly points, then the raw readings, in order, nothing lost or doubled.
    const after = (await history(d.token, range)).body.data.power!;
    expect(after.slice(0, 3)).toEqual([
      { time: '2026-11-20T05:00:00.000Z', value: '12.5', identify: 'power', min: 10, max: 15, count: 6 },
      { time: '2026-11-20T06:00:00.000Z', value: '12.5', identify: 'power', min: 10, max: 15, count: 6 },
      { time: '2026-11-20T07:00:00.000Z', value: '12.5', identify: 'power', min: 10, max: 15, count: 6 },
    ]);
    expect(after[3]!.time).toBe('2026-11-20T08:00:00.000Z');
    expect(after[3]!.count).toBeUndefined();
    expect(after).toHaveLength(3 + 19);
    expect(counted(after)).toBe(counted(before) + 0);
    expect(after.map((p) => p.time)).toEqual([...after.map((p) => p.time)].sort());

    // Latest N takes raw first, then reaches back into the aggregates.
    const rawCount = raw.length;
    const latest = (await history(d.token, { deviceId: String(d.deviceId), total: String(rawCount + 2) }))
      .body.data;
    expect(latest.power).toHaveLength(rawCount + 2);
    expect(latest.power!.slice(0, 2).map((p) => p.count)).toEqual([6, 6]);
    expect(latest.power!.at(-1)!.time).toBe('2026-11-22T07:50:00.000Z');
    // energy is a history property without readings: listed, empty. voltage is not a history property.
    expect(Object.keys(latest).sort()).toEqual(['energy', 'power']);

    // Running again moves nothing; an hour later the next hour joins the aggregates, the totals stay.
    expect(await t.container.logs.retention.run()).toBe(0);
    clock.advance(HOUR);
    expect(await t.container.automation.scheduler.runDue()).toBeGreaterThanOrEqual(1);
    const later = (await history(d.token, range)).body.data.power!;
    expect(later).toHaveLength(4 + 13);
    expect(later[3]).toMatchObject({ time: '2026-11-20T08:00:00.000Z', count: 6 });
    expect(counted(later)).toBe(37);

    // The event older than the boundary is still listed by the event log.
    const events = await t.call<{ rows: unknown[] }>('GET', '/iot/event/list', {
      token: d.token,
      query: { deviceId: String(d.deviceId), logType: '3' },
    });
    expect(events.body.rows).toHaveLength(1);
  });

  it('summarises a range with more readings than a chart needs, keeping every reading counted', async () => {
    const d = await ownerWithDevice(t, 'smart-plug', '密集插座');
    const to = new Date('2026-11-22T09:00:00Z');
    const from = new Date(to.getTime() - 36 * HOUR);
    const stored = await insertReadings(d.deviceId, 'energy', from, to, MINUTE);
    expect(stored).toBe(36 * 60);
    const points = (
      await history(d.token, {
        deviceId: String(d.deviceId),
        identify: 'energy',
        beginTime: from.toISOString(),
        endTime: to.toISOString(),
      })
    ).body.data.energy!;
    expect(points.length).toBeLessThanOrEqual(2000);
    expect(points.length).toBe(36);
    expect(points[0]).toMatchObject({ value: '12.5', min: 10, max: 15, count: 60 });
    expect(counted(points)).toBe(stored);
  });

  it('data centre rows, side by side in centre time; statistics need the statistic permission', async () => {
    const d = await ownerWithDevice(t, 'smart-plug', '数据中心插座');
    const at = '2026-11-22T09:00:00.000Z';
    const state = t.container.iot.devices.stateRepository;
    await state.insertLogs([{ deviceId: d.deviceId, logType: 1, identifier: 'power', value: '20' }], at);
    await state.insertLogs([{ deviceId: d.deviceId, logType: 3, identifier: 'overload', value: '3100' }], at);
    await state.insertLogs(
      [{ deviceId: d.deviceId, logType: 1, identifier: 'energy', value: '1.5' }],
      '2026-11-22T09:00:05.000Z',
    );
    const body = {
      deviceId: d.deviceId,
      beginTime: '2026-11-22 16:00:00',
      endTime: '2026-11-22 18:00:00',
      identifierList: [
        { identifier: 'power', type: 1 },
        { identifier: 'energy', type: 1 },
        { identifier: 'overload', type: 3 },
      ],
    };
    const rows = await t.call<{ data: DeviceHistoryRow[] }>('POST', '/data/center/deviceHistory', {
      token: d.token,
      body,
    });
    expect(rows.body.data).toEqual([
      { '2026-11-22 17:00:00': [{ power: '20' }, { energy: null }, { overload: '3100' }] },
      { '2026-11-22 17:00:05': [{ power: null }, { energy: '1.5' }, { overload: null }] },
    ]);

    const stranger = await signIn(t);
    const viewer = await signIn(t);
    const logOnly = await signIn(t);
    for (const [user, perms] of [
      [viewer, ['statistic']],
      [logOnly, ['log']],
    ] as const) {
      await shareAccepted(t, {
        token: d.token,
        body: { deviceId: d.deviceId, userId: user.userId, perms },
      });
    }
    const q = { deviceId: String(d.deviceId) };
    expect((await history(stranger.token, q)).body.errorCode).toBe('DEVICE_NOT_FOUND');
    expect((await history(logOnly.token, q)).body.code).toBe(403);
    expect((await history(viewer.token, q)).body.data.power).toHaveLength(1);
    const post = (token: string) => t.call('POST', '/data/center/deviceHistory', { token, body });
    expect((await post(stranger.token)).body.errorCode).toBe('DEVICE_NOT_FOUND');
    expect((await post(logOnly.token)).body.code).toBe(403);
    // The latest stored readings of a monitored property seed a live chart: the monitor permission.
    const seed = (token: string) =>
      t.call<{ rows: { time: string; value: string }[] }>('GET', '/iot/deviceLog/monitor', {
        token,
        query: { ...q, identify: 'power', total: '5' },
      });
    expect((await seed(d.token)).body.rows).toEqual([{ time: at, value: '20' }]);
    expect((await seed(viewer.token)).body.code).toBe(403);
    expect((await seed(stranger.token)).body.errorCode).toBe('DEVICE_NOT_FOUND');
    const bad = await history(d.token, { ...q, total: '0' });
    expect(bad.body).toMatchObject({ code: 500, errorCode: 'NUMBER_TOO_SMALL', field: 'total' });
  });
});
