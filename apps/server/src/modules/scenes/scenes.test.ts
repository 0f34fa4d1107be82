import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOnClock, createTestApp, type TestApp } from '../../../test/support/index.ts';
import { ownerWithDevice } from '../../../test/support/mqtt.ts';
import { createScene, report, runsOf } from '../../../test/support/scenes.ts';
import { type FakeClock, MINUTE, SECOND } from '../../platform/clock.ts';
import { MANUAL_RUN_RULE } from './scenes.service.ts';

const LONG_TOKENS = { TOKEN_TTL_MINUTES: String(60 * 24 * 30) };
const START = new Date('2026-11-22T08:00:00Z');

const hot = (deviceId: number, overrides: Record<string, unknown> = {}) => ({
  source: 1,
  deviceId,
  type: 1,
  id: 'temperature',
  operator: '>',
  value: '30',
  ...overrides,
});
const plugOn = (deviceId: number) => ({ source: 1, deviceId, type: 2, id: 'switch', value: '1' });
const alarm = (level = 3) => ({ source: 4, alertName: '温度过高', alertLevel: level });

describe('scenes: the rules of docs/product.md "Scenes"', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses each rule with its message, naming the field; nothing is written', async () => {
    const sensor = await ownerWithDevice(t, 'th-sensor', '卧室温湿度');
    const post = (body: Record<string, unknown>) =>
      t.call('POST', '/iot/scene', { token: sensor.token, body });
    const base = { sceneName: '太热了', triggers: [hot(sensor.deviceId)], actions: [alarm()] };
    const timing = { source: 2, time: '07:00', weekdays: [1, 2, 3, 4, 5] };
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ ...base, sceneName: '' }, 'sceneName', 'FIELD_REQUIRED', '场景名称不能为空'],
      [{ ...base, triggers: [] }, 'triggers', 'FIELD_REQUIRED', '触发条件不能为空'],
      [{ ...base, actions: [] }, 'actions', 'FIELD_REQUIRED', '执行动作不能为空'],
      [{ ...base, triggers: [timing, timing], actions: [] }, 'actions', 'FIELD_REQUIRED', '执行动作不能为空'],
      [
        { ...base, triggers: [timing, hot(sensor.deviceId)] },
        'triggers',
        'SCENE_ONE_TIMING',
        '定时触发只能设置一个，且不能与其他触发条件一起使用',
      ],
      [{ ...base, triggers: [timing] }, 'actions', 'SCENE_TIMING_NO_ALARM', '定时触发的场景不能包含告警动作'],
      [{ ...base, executeDelay: 91 }, 'executeDelay', 'NUMBER_TOO_LARGE', '延时执行不能大于90'],
      [{ ...base, executeDelay: -1 }, 'executeDelay', 'NUMBER_TOO_SMALL', '延时执行不能小于0'],
      [
        { ...base, triggers: [hot(sensor.deviceId, { operator: 'between', value: '30' })] },
        'value',
        'SCENE_BETWEEN_VALUE',
        '“在…之间”的值应写成 最小值-最大值',
      ],
      [{ ...base, triggers: [hot(sensor.deviceId, { operator: 'like' })] }, 'operator', 'FIELD_INVALID', ''],
      [
        {
          ...base,
          triggers: [{ ...timing, isAdvance: 1, cronExpression: '0 7 * * MON' }],
          actions: [plugOn(1)],
        },
        'cronExpression',
        'CRON_INVALID',
        '',
      ],
    ];
    for (const [body, field, errorCode, msg] of cases) {
      const answer = await post(body);
      expect(answer.status).toBe(200);
      expect(answer.body, `${field}/${errorCode}`).toMatchObject({ code: 500, field, errorCode });
      if (msg) expect(answer.body.msg).toBe(msg);
    }
    // Server-side checks: unknown item, a device the caller may not see.
    const other = await ownerWithDevice(t, 'smart-plug');
    expect((await post({ ...base, triggers: [hot(sensor.deviceId, { id: 'nope' })] })).body.errorCode).toBe(
      'THING_UNKNOWN',
    );
    expect((await post({ ...base, actions: [plugOn(other.deviceId)] })).body.errorCode).toBe(
      'DEVICE_NOT_FOUND',
    );
    const en = await t.call('POST', '/iot/scene', {
      token: sensor.token,
      body: { ...base, triggers: [timing] },
      language: 'en-US',
    });
    expect(en.body.msg).toBe('Alarm actions are invalid in a scene with a timing trigger');
    const list = await t.call<{ total: number }>('GET', '/iot/scene/list', { token: sensor.token });
    expect(list.body.total).toBe(0);
  });

  it("switches with 'scene switch successful/failed'", async () => {
    const sensor = await ownerWithDevice(t, 'th-sensor');
    const id = await createScene(t, sensor.token, {
      sceneName: '太热了',
      triggers: [hot(sensor.deviceId)],
      actions: [alarm()],
    });
    const on = await t.call('PUT', '/iot/scene/updateStatus', {
      token: sensor.token,
      body: { sceneId: id, enable: 2 },
      language: 'en-US',
    });
    expect(on.body).toMatchObject({ code: 200, msg: 'scene switch successful' });
    const stranger = await ownerWithDevice(t, 'smart-plug');
    const off = await t.call('PUT', '/iot/scene/updateStatus', {
      token: stranger.token,
      body: { sceneId: id, enable: 1 },
    });
    expect(off.body).toMatchObject({ code: 500, msg: '场景切换失败' });
    const listed = await t.call<{ rows: { enable: number }[] }>('GET', '/iot/scene/list', {
      token: sensor.token,
      query: { enable: '2' },
    });
    expect(listed.body.rows.map((r) => r.enable)).toEqual([2]);
  });
});

describe('scenes: engine with a fake clock', () => {
  let t: TestApp;
  let clock: FakeClock;
  beforeAll(async () => {
    ({ t, clock } = await appOnClock(START, LONG_TOKENS));
  });
  afterAll(() => t.close());

  it('any / all / none over the reported and stored values; the run log says which held', async () => {
    const s = await ownerWithDevice(t, 'th-sensor');
    const humid = hot(s.deviceId, { id: 'humidity', value: '80' });
    const make = (cond: number) =>
      createScene(t, s.token, {
        sceneName: `cond ${cond}`,
        cond,
        triggers: [hot(s.deviceId), humid],
        actions: [alarm(1)],
      });
    const any = await make(1);
    const all = await make(2);
    const none = await make(3);
    const count = async (id: number) => (await runsOf(t, s.token, id)).length;

    await report(t, s, 'property/post', [{ id: 'temperature', value: '35' }]);
    expect([await count(any), await count(all), await count(none)]).toEqual([1, 0, 0]);
    await report(t, s, 'property/post', [{ id: 'humidity', value: '85' }]);
    expect([await count(any), await count(all), await count(none)]).toEqual([2, 1, 0]);
    const [allRun] = await runsOf(t, s.token, all);
    expect(allRun!.conditions).toEqual([
      { index: 0, held: true, value: '35' },
      { index: 1, held: true, value: '85' },
    ]);
    expect(allRun!.detail).toMatchObject({ deviceId: s.deviceId, items: [{ id: 'humidity', value: '85' }] });
    await report(t, s, 'property/post', [
      { id: 'temperature', value: '20' },
      { id: 'humidity', value: '40' },
    ]);
    expect([await count(any), await count(all), await count(none)]).toEqual([2, 1, 1]);
    // A report of an item no trigger watches fires nothing.
    await report(t, s, 'property/post', [{ id: 'battery', value: '50' }]);
    expect([await count(any), await count(all), await count(none)]).toEqual([2, 1, 1]);
  });

  it('silence: after firing, triggers are ignored for silentPeriod minutes; the run log counts them', async () => {
    const s = await ownerWithDevice(t, 'th-sensor');
    const id = await createScene(t, s.token, {
      sceneName: '静默',
      silentPeriod: 10,
      triggers: [hot(s.deviceId)],
      actions: [alarm(1)],
    });
    const fire = () => report(t, s, 'property/post', [{ id: 'temperature', value: '40' }]);
    await fire();
    expect(await runsOf(t, s.token, id)).toMatchObject([{ silenced: 0, lastSilencedAt: null }]);
    clock.advance(5 * MINUTE);
    await fire();
    // A report that does not meet the conditions is not a silenced firing.
    await report(t, s, 'property/post', [{ id: 'temperature', value: '20' }]);
    clock.advance(4 * MINUTE + 59 * SECOND);
    await fire();
    const quiet = await runsOf(t, s.token, id);
    expect(quiet).toHaveLength(1);
    // "Why did it not fire?": twice more, the latest just now, within the silent period.
    expect(quiet[0]).toMatchObject({ silenced: 2, lastSilencedAt: clock.now().toISOString() });
    clock.advance(SECOND);
    await fire();
    expect((await runsOf(t, s.token, id)).map((run) => run.silenced)).toEqual([0, 2]);
  });

  it('delay: actions run executeDelay seconds later, through the scheduler', async () => {
    const s = await ownerWithDevice(t, 'th-sensor');
    const id = await createScene(t, s.token, {
      sceneName: '延时',
      executeDelay: 90,
      triggers: [hot(s.deviceId)],
      actions: [alarm(2)],
    });
    await report(t, s, 'property/post', [{ id: 'temperature', value: '40' }]);
    const [pending] = await runsOf(t, s.token, id);
    expect(pending).toMatchObject({ status: 'pending', actions: [] });
    expect(new Date(pending!.executeAt).getTime() - new Date(pending!.firedAt).getTime()).toBe(90 * SECOND);
    clock.advance(89 * SECOND);
    await t.container.automation.scheduler.runDue();
    expect((await runsOf(t, s.token, id))[0]!.status).toBe('pending');
    clock.advance(SECOND);
    await t.container.automation.scheduler.runDue();
    await t.container.automation.engine.idle();
    const [done] = await runsOf(t, s.token, id);
    expect(done).toMatchObject({ status: 'done', actions: [{ index: 0, result: 'alert' }] });
    expect(done!.finishedAt).toBe(clock.now().toISOString());
  });

  it('a timing trigger fires on its weekday and runs device actions; run once now ignores conditions', async () => {
    const plug = await ownerWithDevice(t, 'smart-plug');
    const now = clock.now();
    // Every day at the next whole minute + 1, Shanghai time.
    const at = new Date(now.getTime() + 2 * MINUTE);
    const local = new Date(at.getTime() + 8 * 60 * MINUTE);
    const time = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
    const id = await createScene(t, plug.token, {
      sceneName: '定时开灯',
      triggers: [{ source: 2, time, weekdays: [1, 2, 3, 4, 5, 6, 7] }],
      actions: [plugOn(plug.deviceId)],
    });
    clock.advance(2 * MINUTE);
    await t.container.automation.scheduler.runDue();
    await t.container.automation.engine.idle();
    const [run] = await runsOf(t, plug.token, id);
    expect(run).toMatchObject({ cause: 'timer', status: 'failed', actions: [{ result: 'DEVICE_OFFLINE' }] });
    const manual = await t.call<{ data: { cause: string; status: string } }>(
      'POST',
      '/iot/runtime/runScene',
      {
        token: plug.token,
        query: { sceneId: String(id) },
      },
    );
    expect(manual.body.data).toMatchObject({ cause: 'manual', status: 'failed' });
    // Switched off: the timing job is gone.
    await t.call('PUT', '/iot/scene/updateStatus', { token: plug.token, body: { sceneId: id, enable: 2 } });
    expect(await t.container.automation.scheduler.nextRunOf('scene-timer', id)).toBeNull();
  });

  it(`runs ${MANUAL_RUN_RULE.limit} a minute by hand, refuses the next with a translated reason, and not others'`, async () => {
    const sensor = await ownerWithDevice(t, 'th-sensor');
    const other = await ownerWithDevice(t, 'th-sensor');
    const sceneOf = (d: typeof sensor) =>
      createScene(t, d.token, { sceneName: '太热了', triggers: [hot(d.deviceId)], actions: [alarm(1)] });
    const mine = await sceneOf(sensor);
    const theirs = await sceneOf(other);
    const run = (d: typeof sensor, sceneId: number, language?: 'en-US') =>
      t.call('POST', '/iot/runtime/runScene', {
        token: d.token,
        query: { sceneId: String(sceneId) },
        ...(language && { language }),
      });
    for (let i = 0; i < MANUAL_RUN_RULE.limit; i += 1) expect((await run(sensor, mine)).body.code).toBe(200);
    const refused = await run(sensor, mine, 'en-US');
    expect(refused.body).toMatchObject({ code: 500, errorCode: 'RATE_LIMITED' });
    expect(refused.body.msg).toMatch(/^Too many attempts, please try again in \d+ seconds$/);
    await t.container.automation.engine.idle();
    expect(await runsOf(t, sensor.token, mine)).toHaveLength(MANUAL_RUN_RULE.limit);
    expect((await run(other, theirs)).body.code).toBe(200);
    clock.advance(MANUAL_RUN_RULE.windowMs);
    expect((await run(sensor, mine)).body.code).toBe(200);
  });
});

describe('scenes: a pending delayed run survives a restart', () => {
  it('runs after the restart when still within the grace period', async () => {
    const { t: first, clock } = await appOnClock(START, LONG_TOKENS);
    const s = await ownerWithDevice(first, 'th-sensor');
    const id = await createScene(first, s.token, {
      sceneName: '延时',
      executeDelay: 60,
      triggers: [hot(s.deviceId)],
      actions: [alarm(1)],
    });
    await report(first, s, 'property/post', [{ id: 'temperature', value: '40' }]);
    await first.close({ keepData: true });
    clock.advance(2 * MINUTE);
    const second = await createTestApp(LONG_TOKENS, { clock }, first);
    try {
      await second.container.automation.scheduler.runDue();
      await second.container.automation.engine.idle();
      const [run] = await runsOf(second, s.token, id);
      expect(run).toMatchObject({ status: 'done', actions: [{ result: 'alert' }] });
      // The engine re-indexed the scene at start: it still reacts (after its silence, none set here).
      await report(second, s, 'property/post', [{ id: 'temperature', value: '41' }]);
      expect((await runsOf(second, s.token, id)).length).toBe(2);
    } finally {
      await second.close();
    }
  });
});
