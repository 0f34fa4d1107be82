import type { AlertLog, DeviceShare, DeviceShort, ShareInvitation } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { ownerWithDevice } from '../../../test/support/mqtt.ts';
import { shareAccepted } from '../../../test/support/shares.ts';
import { signIn } from '../../../test/support/social-services.ts';
import { shareAlertPermissionMigration } from '../../db/migrations/0022_share_alert_permission.ts';

/**
 * A share takes effect only once its recipient accepts it (docs/product.md "Roles and sharing"): until then
 * the recipient cannot see or use the device and hears none of its alarms — so nobody can make the centre
 * text a stranger by "sharing" a pendant with their phone number. Declining and leaving are one call each.
 */
describe('share invitations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const devices = async (token: string) =>
    (
      await t.call<{ rows: DeviceShort[] }>('GET', '/iot/device/shortList', {
        token,
        query: { pageNum: '1', pageSize: '50' },
      })
    ).body.rows.map((d) => d.deviceId);
  const invitations = async (token: string) =>
    (await t.call<{ data: ShareInvitation[] }>('GET', '/iot/share/invitations', { token })).body.data;
  const alerts = async (token: string) =>
    (await t.call<{ rows: AlertLog[] }>('GET', '/iot/alertLog/list', { token })).body.rows;
  const press = (d: { deviceId: number; productId: number; serialNumber: string }) =>
    t.container.iot.mqtt.gateway.ingest({ id: d.deviceId, ...d }, 'event/post', [{ id: 'sos', value: '1' }]);
  const handleAll = async (token: string) => {
    for (const a of (await alerts(token)).filter((x) => x.status === 1))
      await t.call('PUT', '/iot/alertLog', {
        token,
        body: { alertLogId: a.alertLogId, status: 3, remark: '' },
      });
  };
  const textsTo = async (userId: number) =>
    t.container.smsRepository.outbox((await t.container.users.findById(userId))!.phonenumber!);

  it('an invitation grants nothing until accepted; accepted, it works; it is answered once', async () => {
    const pendant = await ownerWithDevice(t, 'sos-pendant', '妈妈的呼叫挂件');
    const daughter = await signIn(t, ['member'], '女儿');
    const offered = await t.call('POST', '/iot/share', {
      token: pendant.token,
      body: { deviceId: pendant.deviceId, userId: daughter.userId, perms: ['log', 'alert'], remark: '女儿' },
    });
    expect(offered.body.code).toBe(200);

    expect(await invitations(daughter.token)).toEqual([
      expect.objectContaining({
        deviceId: pendant.deviceId,
        deviceName: '妈妈的呼叫挂件',
        perms: ['log', 'alert'],
      }),
    ]);
    const ownerView = await t.call<{ rows: DeviceShare[] }>('GET', '/iot/share/list', {
      token: pendant.token,
      query: { deviceId: String(pendant.deviceId) },
    });
    expect(ownerView.body.rows.map((r) => [r.isOwner, r.accepted])).toEqual([
      [1, 1],
      [0, 0],
    ]);
    // Not yet hers: no device, no reading it, no alarms, no texts.
    expect(await devices(daughter.token)).not.toContain(pendant.deviceId);
    const peek = await t.call('GET', `/iot/device/${pendant.deviceId}`, { token: daughter.token });
    expect(peek.body.code).not.toBe(200);
    await press(pendant);
    expect(await alerts(daughter.token)).toEqual([]);
    expect(await textsTo(daughter.userId)).toEqual([]);
    // Someone else cannot answer her invitation.
    const other = await signIn(t);
    const hijack = await t.call('PUT', '/iot/share/accept', {
      token: other.token,
      body: { deviceId: pendant.deviceId },
    });
    expect(hijack.body.msg).toBe('这条共享邀请已不存在，可能已处理或已被撤回');

    const accepted = await t.call('PUT', '/iot/share/accept', {
      token: daughter.token,
      body: { deviceId: pendant.deviceId },
    });
    expect(accepted.body.code).toBe(200);
    expect(await invitations(daughter.token)).toEqual([]);
    expect(await devices(daughter.token)).toContain(pendant.deviceId);
    await handleAll(pendant.token);
    await press(pendant);
    // The new press reaches her; the alarm raised while she had not accepted was never hers to see.
    expect((await alerts(daughter.token)).map((a) => [a.identifier, a.status])).toEqual([['sos', 1]]);
    expect((await textsTo(daughter.userId)).map((m) => m.template)).toEqual(['alert-critical']);

    const again = await t.call('PUT', '/iot/share/accept', {
      token: daughter.token,
      body: { deviceId: pendant.deviceId },
    });
    expect(again.body.code).toBe(500);
  });

  it('declining removes the invitation; leaving ends the share and its alarms', async () => {
    const pendant = await ownerWithDevice(t, 'sos-pendant', '外公的呼叫挂件');
    const stranger = await signIn(t);
    const offer = () =>
      t.call('POST', '/iot/share', {
        token: pendant.token,
        body: { deviceId: pendant.deviceId, userId: stranger.userId, perms: ['alert'] },
      });
    await offer();
    const declined = await t.call('PUT', '/iot/share/decline', {
      token: stranger.token,
      body: { deviceId: pendant.deviceId },
    });
    expect(declined.body.code).toBe(200);
    expect(await invitations(stranger.token)).toEqual([]);
    const list = await t.call<{ rows: DeviceShare[] }>('GET', '/iot/share/list', {
      token: pendant.token,
      query: { deviceId: String(pendant.deviceId) },
    });
    expect(list.body.rows).toHaveLength(1);

    // Offered again and accepted, then left: the device and its alarms are gone for them.
    expect((await offer()).body.code).toBe(200);
    await t.call('PUT', '/iot/share/accept', { token: stranger.token, body: { deviceId: pendant.deviceId } });
    const cannotDecline = await t.call('PUT', '/iot/share/decline', {
      token: stranger.token,
      body: { deviceId: pendant.deviceId },
    });
    expect(cannotDecline.body.code).toBe(500);
    const left = await t.call('DELETE', '/iot/share/leave', {
      token: stranger.token,
      body: { deviceId: pendant.deviceId },
    });
    expect(left.body.code).toBe(200);
    expect(await devices(stranger.token)).not.toContain(pendant.deviceId);
    await press(pendant);
    expect(await alerts(stranger.token)).toEqual([]);
    const leftTwice = await t.call('DELETE', '/iot/share/leave', {
      token: stranger.token,
      body: { deviceId: pendant.deviceId },
    });
    expect(leftTwice.body.code).toBe(500);
  });

  it('the alert permission decides which of the family hear the alarms, and the owner can give or take it', async () => {
    const pendant = await ownerWithDevice(t, 'sos-pendant', '姥姥的呼叫挂件');
    const son = await signIn(t, ['member'], '儿子');
    const daughter = await signIn(t, ['member'], '女儿');
    const share = (userId: number, perms: string[]) => ({
      token: pendant.token,
      body: { deviceId: pendant.deviceId, userId, perms },
    });
    await shareAccepted(t, share(son.userId, ['log']));
    await shareAccepted(t, share(daughter.userId, ['alert']));

    await press(pendant);
    const [raised] = await alerts(pendant.token);
    expect(await alerts(son.token)).toEqual([]);
    expect(await textsTo(son.userId)).toEqual([]);
    const peek = await t.call('GET', `/iot/alertLog/${raised!.alertLogId}`, { token: son.token });
    expect(peek.body.code).not.toBe(200);
    expect((await alerts(daughter.token)).map((a) => a.alertLogId)).toEqual([raised!.alertLogId]);
    expect(await textsTo(daughter.userId)).toHaveLength(1);

    // Given `alert`, the son hears the next alarm; the daughter, whose `alert` is taken, no longer does.
    await handleAll(pendant.token);
    expect((await t.call('PUT', '/iot/share', share(son.userId, ['log', 'alert']))).body.code).toBe(200);
    expect((await t.call('PUT', '/iot/share', share(daughter.userId, []))).body.code).toBe(200);
    await press(pendant);
    expect(await alerts(son.token)).toHaveLength(2);
    expect((await textsTo(son.userId)).map((m) => m.template)).toEqual(['alert-critical']);
    expect(await alerts(daughter.token)).toEqual([]);
    expect(await textsTo(daughter.userId)).toHaveLength(1);
  });

  it('the upgrade that brought the alert permission gives it to every share made before, so nobody stops hearing', async () => {
    const plug = await ownerWithDevice(t, 'smart-plug', '老房子的插座');
    const niece = await signIn(t);
    const nephew = await signIn(t);
    await shareAccepted(t, {
      token: plug.token,
      body: { deviceId: plug.deviceId, userId: niece.userId, perms: ['log'] },
    });
    await shareAccepted(t, {
      token: plug.token,
      body: { deviceId: plug.deviceId, userId: nephew.userId, perms: [] },
    });
    await t.db.kysely
      .updateTable('device_shares')
      .set({ perms: 'log' })
      .where('user_id', '=', niece.userId)
      .execute();
    await t.db.kysely
      .updateTable('device_shares')
      .set({ perms: '' })
      .where('user_id', '=', nephew.userId)
      .execute();

    await shareAlertPermissionMigration(t.db).up(t.db.kysely);

    const rows = await t.db.kysely
      .selectFrom('device_shares')
      .select(['user_id', 'perms'])
      .where('device_id', '=', plug.deviceId)
      .orderBy('user_id')
      .execute();
    expect(rows.map((r) => r.perms)).toEqual(['log,alert', 'alert']);
  });
});
