import { ALERT_LEVEL, ALERT_STATUS } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { ownerWithDevice } from '../../../test/support/mqtt.ts';
import { signIn } from '../../../test/support/social-services.ts';
import { deviceOwnAlarm } from './alerts.service.ts';

/**
 * The alert list's total of an account's own alerts comes from a tally the database keeps (migration 0031):
 * it must equal counting the rows whoever writes them — the alert store, a cascade, a plain SQL statement.
 */
describe('the alert list total', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function raise(deviceId: number, status: number = ALERT_STATUS.pending) {
    const device = (await t.container.iot.devices.devices.findById(deviceId))!;
    return t.container.automation.alertsRepository.insert({
      ...deviceOwnAlarm(device),
      alertName: '一键呼叫',
      alertNameEn: 'SOS call',
      alertLevel: ALERT_LEVEL.critical,
      status,
      detail: [{ id: 'sos', value: 'button' }],
      createdAt: new Date().toISOString(),
      identifier: 'sos',
      person: null,
    });
  }

  const list = async (token: string, query: Record<string, string> = {}) =>
    (
      await t.call<{ code: number; total: number; rows: { alertLogId: number }[] }>(
        'GET',
        '/iot/alertLog/list',
        { token, query: { pageSize: '2', ...query } },
      )
    ).body;

  it('counts every own alert beyond the page, and only the filtered ones when filtered', async () => {
    const owner = await ownerWithDevice(t, 'sos-pendant', '奶奶的呼叫挂件');
    const stranger = await signIn(t);
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push(await raise(owner.deviceId));
    await raise(owner.deviceId, ALERT_STATUS.processed);

    const all = await list(owner.token);
    expect(all).toMatchObject({ code: 200, total: 6 });
    expect(all.rows.map((r) => r.alertLogId)).toHaveLength(2);
    expect((await list(owner.token, { status: String(ALERT_STATUS.processed) })).total).toBe(1);
    expect((await list(owner.token, { pageNum: '3' })).rows).toHaveLength(2);
    expect((await list(stranger.token)).total).toBe(0);

    // Written around the alert store: a plain delete, an alert moved to another account.
    await t.db.kysely.deleteFrom('alert_logs').where('id', '=', ids[0]!).execute();
    await t.db.kysely
      .updateTable('alert_logs')
      .set({ user_id: stranger.userId })
      .where('id', '=', ids[1]!)
      .execute();
    expect((await list(owner.token)).total).toBe(4);
    expect((await list(stranger.token)).total).toBe(1);
    await t.db.kysely.deleteFrom('alert_logs').where('user_id', '=', stranger.userId).execute();
    expect((await list(stranger.token)).total).toBe(0);
  });

  it('drops a deleted account’s alerts from the tally with them', async () => {
    const owner = await ownerWithDevice(t, 'sos-pendant', '爷爷的呼叫挂件');
    await raise(owner.deviceId);
    await raise(owner.deviceId);
    const tally = async () =>
      (
        await t.db.kysely
          .selectFrom('alert_counts')
          .select('n')
          .where('user_id', '=', owner.userId)
          .executeTakeFirst()
      )?.n;
    expect(Number(await tally())).toBe(2);
    await t.db.kysely.deleteFrom('users').where('id', '=', owner.userId).execute();
    expect(Number((await tally()) ?? 0)).toBe(0);
  });
});
