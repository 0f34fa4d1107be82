import { buildTopic, Topic } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertHelpers } from '../../../test/support/alerts.ts';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { appClient, ownerWithDevice, publishRefused } from '../../../test/support/mqtt.ts';
import { createScene } from '../../../test/support/scenes.ts';
import { shareAccepted } from '../../../test/support/shares.ts';
import { signIn } from '../../../test/support/social-services.ts';

/**
 * Nobody can fake an alarm on someone else's device (SECURITY.md "Alerts"): a member the owner shared the
 * pendant with (`read` alone) tries every way in — a scene written innocently and then edited into a fake
 * "fall", running it by hand, and publishing the pendant's own SOS event or an alert straight into the
 * owner's alert topic over the app's MQTT connection. The owner, the caseworker and the emergency contact
 * hear nothing of it; the centre texts nobody.
 */
describe('a shared user cannot make an alert appear on the owner’s device', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { broker: true });
  });
  afterAll(() => t.close());
  const { alerts } = alertHelpers(() => t);

  it('by scene update, run now or MQTT', async () => {
    const pendant = await ownerWithDevice(t, 'sos-pendant', '外婆的呼叫挂件');
    const worker = await signIn(t, ['staff'], '负责社工');
    const contactPhone = '13900139077';
    const file = await t.call<{ data: { id: number } }>('POST', '/shfw/person', {
      token: worker.token,
      body: {
        name: '外婆',
        sex: '1',
        birthDate: '1940-02-02',
        guardianPhone: contactPhone,
        userId: pendant.userId,
      },
    });
    await t.call('POST', '/shfw/person/device', {
      token: pendant.token,
      body: { personId: file.body.data.id, deviceId: pendant.deviceId },
    });
    const cousin = await signIn(t, ['member'], '表哥');
    const shared = await shareAccepted(t, {
      token: pendant.token,
      body: { deviceId: pendant.deviceId, userId: cousin.userId, perms: [] },
    });
    expect(shared.body.code).toBe(200);

    // 1. A harmless reminder scene on the pendant, then edited into a critical "fall" and run by hand.
    const trigger = {
      source: 1,
      deviceId: pendant.deviceId,
      type: 1,
      id: 'battery',
      operator: '<',
      value: '5',
    };
    const sceneId = await createScene(t, cousin.token, {
      sceneName: '电量提醒',
      triggers: [trigger],
      actions: [{ source: 4, alertName: '外婆挂件没电了', alertLevel: 1 }],
    });
    const edited = await t.call('PUT', '/iot/scene', {
      token: cousin.token,
      body: {
        sceneId,
        sceneName: '电量提醒',
        triggers: [trigger],
        actions: [{ source: 4, alertName: 'FALL DETECTED – call 120 now', alertLevel: 3 }],
      },
    });
    expect(edited.body.code).toBe(200);
    const run = await t.call('POST', '/iot/runtime/runScene', {
      token: cousin.token,
      query: { sceneId: String(sceneId) },
    });
    expect(run.body.code).toBe(200);
    await t.container.automation.engine.idle();
    const [reminder] = await alerts(cousin.token);
    expect(reminder).toMatchObject({
      alertName: 'FALL DETECTED – call 120 now',
      personal: 1,
      authorName: '表哥',
    });
    expect(reminder!.person).toBeNull();

    // 2. The pendant's own SOS event, and an alert straight into the owner's topic, from the app connection:
    // the broker drops the publish (platform/refused-publishes.ts) and nothing is stored.
    for (const [topic, payload] of [
      [buildTopic(pendant.productId, pendant.serialNumber, Topic.eventPost), '[{"id":"sos","value":"1"}]'],
      [`/user/${pendant.userId}/alert`, JSON.stringify({ ...reminder, personal: 0 })],
    ] as const) {
      const client = await appClient(t, cousin.token);
      expect(await publishRefused(t, client, topic, payload)).toEqual({ disconnected: false });
      client.end(true);
    }

    expect(await alerts(pendant.token)).toEqual([]);
    expect(await alerts(worker.token)).toEqual([]);
    expect(await t.container.smsRepository.outbox(contactPhone)).toEqual([]);
    const ownerPhone = (await t.container.users.findById(pendant.userId))!.phonenumber!;
    expect(await t.container.smsRepository.outbox(ownerPhone)).toEqual([]);
    // The cousin texted only themself, about their own reminder.
    const cousinPhone = (await t.container.users.findById(cousin.userId))!.phonenumber!;
    expect((await t.container.smsRepository.outbox(cousinPhone)).map((m) => m.template)).toEqual([
      'alert-critical',
    ]);
  });
});
