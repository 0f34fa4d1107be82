import type { AuditEntry } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { ownerWithDevice } from '../../../test/support/mqtt.ts';
import { createScene, report } from '../../../test/support/scenes.ts';
import { shareAccepted } from '../../../test/support/shares.ts';
import { signIn } from '../../../test/support/social-services.ts';

/**
 * Alert texts are capped per recipient per day (ALERT_SMS_DAILY_LIMIT): past the cap the alert is still
 * raised and pushed in the app, the text is held back, and the centre sees each one dropped in the audit log.
 */
describe('alert texts stop at the daily cap per recipient', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ALERT_SMS_DAILY_LIMIT: '2' });
  });
  afterAll(() => t.close());

  it('sends two a day to one account, holds back the third, keeps the alert, and audits what it dropped', async () => {
    const plug = await ownerWithDevice(t, 'smart-plug', '电暖器插座');
    const admin = await signIn(t, ['admin']);
    await createScene(t, plug.token, {
      sceneName: '过载紧急',
      triggers: [{ source: 1, deviceId: plug.deviceId, type: 1, id: 'power', operator: '>', value: '100' }],
      actions: [{ source: 4, alertName: '插座严重过载', alertLevel: 3 }],
    });
    for (const power of ['150', '160', '170']) {
      await report(t, plug, 'property/post', [{ id: 'power', value: power }]);
    }
    const alerts = await t.call<{ total: number; rows: { alertLogId: number }[] }>(
      'GET',
      '/iot/alertLog/list',
      { token: plug.token },
    );
    expect(alerts.body.total).toBe(3);
    const phone = (await t.container.users.findById(plug.userId))!.phonenumber!;
    expect((await t.container.smsRepository.outbox(phone)).map((m) => m.template)).toEqual([
      'alert-critical',
      'alert-critical',
    ]);
    const audit = await t.call<{ rows: AuditEntry[] }>('GET', '/system/audit/list', {
      token: admin.token,
      query: { event: 'sms.capped' },
    });
    expect(audit.body.rows).toHaveLength(1);
    expect(audit.body.rows[0]).toMatchObject({
      target: `user:${plug.userId}`,
      detail: { alertLogId: alerts.body.rows[0]!.alertLogId, limit: 2 },
    });
  });

  it('a text the gateway refuses stops neither the alert, nor the other texts; each outcome is recorded', async () => {
    const sent: string[] = [];
    let refuse = '';
    const gateway = await createTestApp(
      {},
      {
        smsProvider: {
          async send(message) {
            if (message.phone === refuse) throw new Error('gateway down for this number');
            sent.push(message.phone);
          },
        },
      },
    );
    try {
      const plug = await ownerWithDevice(gateway, 'smart-plug', '电暖器插座');
      const family = await signIn(gateway);
      await shareAccepted(gateway, {
        token: plug.token,
        body: { deviceId: plug.deviceId, userId: family.userId, perms: ['alert'] },
      });
      refuse = (await gateway.container.users.findById(plug.userId))!.phonenumber!;
      await createScene(gateway, plug.token, {
        sceneName: '过载紧急',
        triggers: [{ source: 1, deviceId: plug.deviceId, type: 1, id: 'power', operator: '>', value: '100' }],
        actions: [{ source: 4, alertName: '插座严重过载', alertLevel: 3 }],
      });
      await report(gateway, plug, 'property/post', [{ id: 'power', value: '150' }]);
      const familyPhone = (await gateway.container.users.findById(family.userId))!.phonenumber!;
      expect(sent).toEqual([familyPhone]);
      for (const user of [plug, family]) {
        const list = await gateway.call<{ total: number }>('GET', '/iot/alertLog/list', {
          token: user.token,
        });
        expect(list.body.total).toBe(1);
      }
      const outcomes = await gateway.db.kysely
        .selectFrom('alert_sms')
        .select(['user_id', 'status'])
        .orderBy('user_id')
        .execute();
      expect(outcomes).toEqual(
        [
          { user_id: plug.userId, status: 'failed' },
          { user_id: family.userId, status: 'sent' },
        ].sort((a, b) => a.user_id - b.user_id),
      );
    } finally {
      await gateway.close();
    }
  });
});
