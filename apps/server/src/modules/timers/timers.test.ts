import type { DeviceTimer } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOnClock, createTestApp, type TestApp } from '../../../test/support/index.ts';
import { ownerWithDevice } from '../../../test/support/mqtt.ts';
import { type FakeClock, HOUR, MINUTE } from '../../platform/clock.ts';
import { MISFIRE_GRACE_MS } from '../../platform/scheduler.ts';

// 2026-11-22T08:00:00Z is Sunday 16:00 in Shanghai, where timers are read.
// The clock walks days forward: tokens must outlive it.
const LONG_TOKENS = { TOKEN_TTL_MINUTES: String(60 * 24 * 30) };
const START = new Date('2026-11-22T08:00:00Z');
const ISO_WEEKDAY: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const shanghai = (iso: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Shanghai',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: ISO_WEEKDAY[get('weekday')], time: `${get('hour')}:${get('minute')}` };
};

const aTimer = (deviceId: number, overrides: Record<string, unknown> = {}) => ({
  jobName: '开灯',
  deviceId,
  time: '09:30',
  weekdays: [1],
  actions: [{ id: 'switch', value: '1' }],
  ...overrides,
});

describe('timers', () => {
  let t: TestApp;
  let clock: FakeClock;
  beforeAll(async () => {
    ({ t, clock } = await appOnClock(START, LONG_TOKENS));
  });
  afterAll(() => t.close());

  const get = async (token: string, id: number) =>
    (await t.call<{ data: DeviceTimer }>('GET', `/iot/job/${id}`, { token })).body.data;
  const runDue = () => t.container.automation.scheduler.runDue();

  it('maps Monday = 1 … Sunday = 7 to the right day, every day of the week, and fires on it', async () => {
    const d = await ownerWithDevice(t);
    for (let weekday = 1; weekday <= 7; weekday += 1) {
      const created = await t.call<{ data: { jobId: number } }>('POST', '/iot/job', {
        token: d.token,
        body: aTimer(d.deviceId, { jobName: `day ${weekday}`, weekdays: [weekday] }),
      });
      expect(created.body.code).toBe(200);
      const timer = await get(d.token, created.body.data.jobId);
      expect(timer.weekdays).toEqual([weekday]);
      expect(shanghai(timer.nextRunTime!)).toEqual({ weekday, time: '09:30' });
    }
    // Walk the clock through the week, to each next run: that timer fires, on its own day, and no other.
    const fired: number[] = [];
    const { rows } = (
      await t.call<{ rows: DeviceTimer[] }>('GET', '/iot/job/list', {
        token: d.token,
        query: { deviceId: String(d.deviceId) },
      })
    ).body;
    const byTime = [...rows].sort((a, b) => a.nextRunTime!.localeCompare(b.nextRunTime!));
    for (const row of byTime) {
      clock.advance(new Date(row.nextRunTime!).getTime() - clock.now().getTime());
      await runDue();
      for (const other of rows) {
        const now = await get(d.token, other.jobId);
        if (other.jobId !== row.jobId) {
          if (!fired.includes(other.weekdays[0]!)) expect(now.lastRunTime).toBeNull();
          continue;
        }
        fired.push(row.weekdays[0]!);
        expect(shanghai(now.lastRunTime!)).toEqual({ weekday: row.weekdays[0], time: '09:30' });
        // The device is offline and not a shadow: the run is recorded as failed, with the reason.
        expect(now.lastResult).toBe('failed:DEVICE_OFFLINE');
      }
    }
    expect(fired.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('validates: name required, time and weekdays or a five-field CRON; nothing written on refusal', async () => {
    const d = await ownerWithDevice(t);
    const post = (body: unknown) => t.call('POST', '/iot/job', { token: d.token, body });
    expect((await post(aTimer(d.deviceId, { jobName: '' }))).body).toMatchObject({
      code: 500,
      errorCode: 'FIELD_REQUIRED',
      msg: '定时名称不能为空',
    });
    expect((await post(aTimer(d.deviceId, { time: '25:00' }))).body).toMatchObject({ field: 'time' });
    expect((await post(aTimer(d.deviceId, { weekdays: [] }))).body).toMatchObject({
      errorCode: 'FIELD_REQUIRED',
      field: 'weekdays',
    });
    expect((await post(aTimer(d.deviceId, { weekdays: [0] }))).body).toMatchObject({ field: 'weekdays' });
    expect((await post(aTimer(d.deviceId, { actions: [] }))).body).toMatchObject({ field: 'actions' });
    expect((await post(aTimer(d.deviceId, { actions: [{ id: 'power', value: '1' }] }))).body).toMatchObject({
      errorCode: 'THING_READ_ONLY',
    });
    for (const cron of [
      '61 * * * *',
      '0 8 * *',
      '0 8 ? * MON',
      '5/10 * * * *',
      '0 30 8 ? * 2',
      '* * * * * *',
    ]) {
      const answer = await post(aTimer(d.deviceId, { isAdvance: 1, cronExpression: cron }));
      expect(answer.body, cron).toMatchObject({
        code: 500,
        errorCode: 'CRON_INVALID',
        field: 'cronExpression',
      });
    }
    const list = await t.call<{ total: number }>('GET', '/iot/job/list', {
      token: d.token,
      query: { deviceId: String(d.deviceId) },
    });
    expect(list.body.total).toBe(0);
  });

  it('runs CRON timers at their times; pause and resume through changeStatus; run once now', async () => {
    const d = await ownerWithDevice(t);
    const created = await t.call<{ data: { jobId: number } }>('POST', '/iot/job', {
      token: d.token,
      body: aTimer(d.deviceId, { isAdvance: 1, cronExpression: '*/20 8-9 * * 1-5' }),
    });
    const id = created.body.data.jobId;
    const first = await get(d.token, id);
    expect(first.cronExpression).toBe('*/20 8-9 * * 1-5');
    const next = shanghai(first.nextRunTime!);
    expect(next.weekday).toBeGreaterThanOrEqual(1);
    expect(next.weekday).toBeLessThanOrEqual(5);
    expect(['08:00', '08:20', '08:40', '09:00', '09:20', '09:40']).toContain(next.time);
    const nextTime = new Date(first.nextRunTime!).getTime();
    clock.advance(nextTime - clock.now().getTime() - 1000);
    await runDue();
    expect((await get(d.token, id)).lastRunTime).toBeNull();
    clock.advance(1000);
    await runDue();
    const ran = await get(d.token, id);
    expect(ran.lastRunTime).toBe(new Date(nextTime).toISOString());
    expect(new Date(ran.nextRunTime!).getTime() - nextTime).toBe(20 * MINUTE);

    const paused = await t.call('PUT', '/iot/job/changeStatus', {
      token: d.token,
      body: { jobId: id, status: 1 },
    });
    expect(paused.body.code).toBe(200);
    expect(await get(d.token, id)).toMatchObject({ status: 1, nextRunTime: null });
    clock.advance(HOUR);
    await runDue();
    expect((await get(d.token, id)).lastRunTime).toBe(ran.lastRunTime);
    await t.call('PUT', '/iot/job/changeStatus', { token: d.token, body: { jobId: id, status: 0 } });
    expect((await get(d.token, id)).nextRunTime).not.toBeNull();

    const once = await t.call<{ data: { result: string } }>('PUT', '/iot/job/run', {
      token: d.token,
      body: { jobId: id },
    });
    expect(once.body.data.result).toBe('failed:DEVICE_OFFLINE');
    // A shadow device takes it: stored and delivered when it reconnects.
    await t.call('PUT', `/iot/device/${d.deviceId}`, {
      token: d.token,
      body: { deviceName: '客厅插座', locationWay: 1, isShadow: 1 },
    });
    const shadow = await t.call<{ data: { result: string } }>('PUT', '/iot/job/run', {
      token: d.token,
      body: { jobId: id },
    });
    expect(shadow.body.data.result).toBe('ok');
    const removed = await t.call('DELETE', `/iot/job/${id}`, { token: d.token });
    expect(removed.body.code).toBe(200);
    expect(await t.container.automation.scheduler.nextRunOf('timer', id)).toBeNull();
  });
});

describe('timers across a restart (misfire policy)', () => {
  it('re-arms persisted timers; runs one missed by less than the grace once, skips one missed by more', async () => {
    const { t: first, clock } = await appOnClock(START, LONG_TOKENS);
    const d = await ownerWithDevice(first);
    // Daily at 17:00 and 17:10 Shanghai (09:00Z and 09:10Z).
    const make = async (time: string) =>
      (
        await first.call<{ data: { jobId: number } }>('POST', '/iot/job', {
          token: d.token,
          body: aTimer(d.deviceId, { time, weekdays: [1, 2, 3, 4, 5, 6, 7] }),
        })
      ).body.data.jobId;
    const soon = await make('17:00');
    const later = await make('17:10');
    await first.close({ keepData: true });

    // Down from 16:00 to 17:13: 17:10 was missed by 3 min (< grace), 17:00 by 13 min (> grace).
    expect(3 * MINUTE).toBeLessThan(MISFIRE_GRACE_MS);
    clock.advance(HOUR + 13 * MINUTE);
    const second = await createTestApp(LONG_TOKENS, { clock }, first);
    try {
      await second.container.automation.scheduler.runDue();
      const get = async (id: number) =>
        (await second.call<{ data: DeviceTimer }>('GET', `/iot/job/${id}`, { token: d.token })).body.data;
      const skipped = await get(soon);
      expect(skipped).toMatchObject({ lastRunTime: null, lastResult: 'misfired' });
      expect(skipped.nextRunTime).toBe('2026-11-23T09:00:00.000Z');
      const ran = await get(later);
      expect(ran.lastRunTime).toBe(clock.now().toISOString());
      expect(ran.nextRunTime).toBe('2026-11-23T09:10:00.000Z');
      // Still armed after the restart: tomorrow's runs happen.
      clock.advance(new Date('2026-11-23T09:00:00Z').getTime() - clock.now().getTime());
      await second.container.automation.scheduler.runDue();
      expect((await get(soon)).lastRunTime).toBe('2026-11-23T09:00:00.000Z');
    } finally {
      await second.close();
    }
  });
});
