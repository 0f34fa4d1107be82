import type { AlertLog } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { ownerWithDevice } from '../../../test/support/mqtt.ts';
import { createScene, report } from '../../../test/support/scenes.ts';
import { shareAccepted } from '../../../test/support/shares.ts';
import { signIn } from '../../../test/support/social-services.ts';

/**
 * Nobody can fake an alert on someone else's device (SECURITY.md "Alerts"): a shared user's scene raises a
 * reminder for its author alone — the owner and the device's other shared users never see it, and the centre
 * texts nobody but the author — while the owner's scene alerts the device's people. Every alert names the
 * person whose scene raised it.
 */
describe("alerts go to the device's people only from its owner", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const alerts = async (token: string) =>
    (await t.call<{ rows: AlertLog[]; total: number }>('GET', '/iot/alertLog/list', { token })).body;
  const phoneOf = async (userId: number) => (await t.container.users.findById(userId))!.phonenumber!;
  const texts = async (userId: number) => t.container.smsRepository.outbox(await phoneOf(userId));
  const highPower = (deviceId: number) => ({
    source: 1,
    deviceId,
    type: 1,
    id: 'power',
    operator: '>',
    value: '100',
  });
  const fake = { source: 4, alertName: 'FALL DETECTED – call 120 now', alertLevel: 3 };

  it("a shared user's alarm scene reaches the shared user alone, by any route; the owner's reaches everyone", async () => {
    const plug = await ownerWithDevice(t, 'smart-plug', '妈妈的电热毯');
    const family = await signIn(t, ['member'], '小王');
    const cousin = await signIn(t);
    for (const user of [family, cousin]) {
      const shared = await shareAccepted(t, {
        token: plug.token,
        body: { deviceId: plug.deviceId, userId: user.userId, perms: ['alert'] },
      });
      expect(shared.body.code).toBe(200);
    }

    // 1. A shared user with `read` alone: the scene fires on the owner's device, by a report and by hand.
    const prank = await createScene(t, family.token, {
      sceneName: '吓唬一下',
      triggers: [highPower(plug.deviceId)],
      actions: [fake],
    });
    await report(t, plug, 'property/post', [{ id: 'power', value: '150' }]);
    const runNow = await t.call('POST', '/iot/runtime/runScene', {
      token: family.token,
      query: { sceneId: String(prank) },
    });
    expect(runNow.body.code).toBe(200);
    await t.container.automation.engine.idle();

    const own = await alerts(family.token);
    expect(own.total).toBe(2);
    expect(own.rows[0]).toMatchObject({
      alertName: fake.alertName,
      deviceId: plug.deviceId,
      sceneName: '吓唬一下',
      authorName: '小王',
      personal: 1,
    });
    // Whose account it is on and its audience stay on the server (`personal` says what the reader needs).
    expect(own.rows[0]).not.toHaveProperty('audience');
    expect(own.rows[0]).not.toHaveProperty('userId');
    expect((await alerts(plug.token)).total).toBe(0);
    expect((await alerts(cousin.token)).total).toBe(0);
    const id = own.rows[0]!.alertLogId;
    const opened = await t.call<{ data: AlertLog }>('GET', `/iot/alertLog/${id}`, { token: family.token });
    expect(opened.body.data).toMatchObject({ alertLogId: id, personal: 1 });
    expect(opened.body.data).not.toHaveProperty('audience');
    for (const other of [plug, cousin]) {
      const read = await t.call('GET', `/iot/alertLog/${id}`, { token: other.token });
      expect(read.body.errorCode).toBe('ALERT_NOT_FOUND');
      const handled = await t.call('PUT', '/iot/alertLog', {
        token: other.token,
        body: { alertLogId: id, status: 3, remark: '' },
      });
      expect(handled.body.errorCode).toBe('ALERT_NOT_FOUND');
    }
    // Nobody but the author was texted (the author may text themselves).
    expect(await texts(plug.userId)).toEqual([]);
    expect(await texts(cousin.userId)).toEqual([]);
    expect((await texts(family.userId)).length).toBe(2);

    // 2. The owner's own alarm scene on the same device reaches the owner and every shared user.
    const owners = await createScene(t, plug.token, {
      sceneName: '功率过高',
      triggers: [highPower(plug.deviceId)],
      actions: [{ source: 4, alertName: '电热毯功率过高', alertLevel: 2 }],
    });
    await report(t, plug, 'property/post', [{ id: 'power', value: '160' }]);
    await t.container.automation.engine.idle();
    for (const user of [plug, family, cousin]) {
      const seen = (await alerts(user.token)).rows.filter((a) => a.sceneId === owners);
      expect(seen, `user ${user.userId}`).toHaveLength(1);
      expect(seen[0]).toMatchObject({ personal: 0, alertName: '电热毯功率过高' });
    }
    // The family's prank fired again on that report: still theirs alone.
    expect((await alerts(plug.token)).rows.every((a) => a.sceneId === owners)).toBe(true);
  });
});
