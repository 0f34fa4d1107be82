import { type DeviceTimer, SCENE_ENABLE, type Scene, TIMER_STATUS } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { ownerWithDevice } from '../../../test/support/mqtt.ts';
import { createScene, report, runsOf } from '../../../test/support/scenes.ts';
import { shareAccepted } from '../../../test/support/shares.ts';
import { signIn } from '../../../test/support/social-services.ts';

/**
 * A share that narrows or ends takes with it what the shared user automated with it: their timers and scenes
 * on that device that they could no longer save are switched off (not left to fail at every run), cannot be
 * switched on again, and nobody else's automation is touched.
 */
describe('a narrowed or ended share switches off what the shared user automated with it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const timer = async (token: string, id: number) =>
    (await t.call<{ data: DeviceTimer }>('GET', `/iot/job/${id}`, { token })).body.data;
  const scene = async (token: string, id: number) =>
    (await t.call<{ data: Scene }>('GET', `/iot/scene/${id}`, { token })).body.data;
  const createTimer = async (token: string, deviceId: number, action: { id: string; value: string }) => {
    const answer = await t.call<{ data: { jobId: number } }>('POST', '/iot/job', {
      token,
      body: { jobName: action.id, deviceId, time: '07:30', weekdays: [1, 2, 3], actions: [action] },
    });
    expect(answer.body.code, answer.body.msg).toBe(200);
    return answer.body.data.jobId;
  };

  it('timers lose the timer permission, scenes the identifiers they use, then the device itself', async () => {
    const plug = await ownerWithDevice(t, 'smart-plug', '妈妈的电热毯');
    const family = await signIn(t);
    const share = (perms: string[]) =>
      t.call('PUT', '/iot/share', {
        token: plug.token,
        body: { deviceId: plug.deviceId, userId: family.userId, perms },
      });
    const shared = await shareAccepted(t, {
      token: plug.token,
      body: { deviceId: plug.deviceId, userId: family.userId, perms: ['timer', 'switch', 'countdown'] },
    });
    expect(shared.body.code).toBe(200);

    const familyTimer = await createTimer(family.token, plug.deviceId, { id: 'switch', value: '0' });
    const ownerTimer = await createTimer(plug.token, plug.deviceId, { id: 'switch', value: '1' });
    const highPower = {
      source: 1,
      deviceId: plug.deviceId,
      type: 1,
      id: 'power',
      operator: '>',
      value: '100',
    };
    // Reads the plug only: allowed while the share lasts.
    const warn = await createScene(t, family.token, {
      sceneName: '功率过高提醒',
      triggers: [highPower],
      actions: [{ source: 4, alertName: '电热毯功率过高', alertLevel: 2 }],
    });
    // Controls the plug's countdown: allowed while the share lists it.
    const countdown = await createScene(t, family.token, {
      sceneName: '功率过高就定时关',
      triggers: [highPower],
      actions: [{ source: 1, deviceId: plug.deviceId, type: 2, id: 'countdown', value: '10' }],
    });

    // 1. The timer permission goes: the family's timer is paused and unscheduled; the owner's runs on.
    expect((await share(['switch', 'countdown'])).body.code).toBe(200);
    expect(await timer(plug.token, familyTimer)).toMatchObject({
      status: TIMER_STATUS.paused,
      nextRunTime: null,
    });
    expect((await timer(plug.token, ownerTimer)).status).toBe(TIMER_STATUS.enabled);
    expect((await scene(family.token, warn)).enable).toBe(SCENE_ENABLE.running);
    expect((await scene(family.token, countdown)).enable).toBe(SCENE_ENABLE.running);
    // Switching it on again would run it as the family: refused, for the owner too, and it stays paused.
    const resume = await t.call('PUT', '/iot/job/changeStatus', {
      token: plug.token,
      body: { jobId: familyTimer, status: TIMER_STATUS.enabled },
    });
    expect(resume.body.code).not.toBe(200);
    expect((await timer(plug.token, familyTimer)).status).toBe(TIMER_STATUS.paused);

    // 2. The countdown identifier goes: the scene that sets it stops; the one that only reads runs on.
    expect((await share(['switch'])).body.code).toBe(200);
    expect((await scene(family.token, countdown)).enable).toBe(SCENE_ENABLE.stopped);
    expect((await scene(family.token, warn)).enable).toBe(SCENE_ENABLE.running);
    await report(t, plug, 'property/post', [{ id: 'power', value: '150' }]);
    expect(await runsOf(t, family.token, warn)).toHaveLength(1);
    expect(await runsOf(t, family.token, countdown)).toHaveLength(0);

    // 3. The share ends: the reading scene stops too, no longer fires, and cannot be switched on again.
    const revoked = await t.call('DELETE', '/iot/share', {
      token: plug.token,
      body: { deviceId: plug.deviceId, userId: family.userId },
    });
    expect(revoked.body.code).toBe(200);
    expect((await scene(family.token, warn)).enable).toBe(SCENE_ENABLE.stopped);
    await report(t, plug, 'property/post', [{ id: 'power', value: '180' }]);
    expect(await runsOf(t, family.token, warn)).toHaveLength(1);
    const restart = await t.call('PUT', '/iot/scene/updateStatus', {
      token: family.token,
      body: { sceneId: warn, enable: SCENE_ENABLE.running },
    });
    expect(restart.body.code).not.toBe(200);
    expect((await scene(family.token, warn)).enable).toBe(SCENE_ENABLE.stopped);
    expect((await timer(plug.token, ownerTimer)).status).toBe(TIMER_STATUS.enabled);
  });
});
