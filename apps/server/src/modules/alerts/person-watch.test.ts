import type { AlertLog, AlertTimelineEntry, PersonDevice } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertHelpers } from '../../../test/support/alerts.ts';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { ownerWithDevice } from '../../../test/support/mqtt.ts';
import { createScene } from '../../../test/support/scenes.ts';
import { shareAccepted } from '../../../test/support/shares.ts';
import { signIn } from '../../../test/support/social-services.ts';
import { FakeClock, MINUTE } from '../../platform/clock.ts';

/**
 * A device that watches over a person the centre serves (docs/alerts.md "Who is told"): its own alarms reach
 * the person's caseworker, who sees and takes them on like the family, and its critical ones text the
 * person's emergency contact — naming the person, once per phone, within the daily cap. Only the account the
 * file is linked to links its own devices; a link stops counting once the device or the file changes hands.
 */
describe('devices that watch over a served person', () => {
  let t: TestApp;
  const clock = new FakeClock();
  const CONTACT = '13900139001';
  beforeAll(async () => {
    t = await createTestApp({ ALERT_SMS_DAILY_LIMIT: '3', ALERT_ESCALATE_SECONDS: '300' }, { clock });
  });
  afterAll(() => t.close());

  const { ingest, alerts } = alertHelpers(() => t);
  const phoneOf = async (userId: number) => (await t.container.users.findById(userId))!.phonenumber!;
  const outbox = (phone: string) => t.container.smsRepository.outbox(phone);

  /** A family account with a pendant, a file on the mother linked to it, and her caseworker. */
  async function household(name: string, contactPhone = CONTACT) {
    const family = await ownerWithDevice(t, 'sos-pendant', `${name}的呼叫挂件`);
    const worker = await signIn(t, ['staff'], `${name}的社工`);
    const file = (changes: Record<string, unknown> = {}) => ({
      name,
      sex: '1',
      birthDate: '1948-03-15',
      phone: '13800138010',
      guardianName: '女儿',
      guardianRelation: '子女',
      guardianPhone: contactPhone,
      userId: family.userId,
      ...changes,
    });
    const created = await t.call<{ data: { id: number } }>('POST', '/shfw/person', {
      token: worker.token,
      body: file(),
    });
    expect(created.body.code).toBe(200);
    const personId = created.body.data.id;
    const edit = async (changes: Record<string, unknown>) => {
      const edited = await t.call('PUT', `/shfw/person/${personId}`, {
        token: worker.token,
        body: file(changes),
      });
      expect(edited.body.code).toBe(200);
    };
    return { family, worker, personId, edit };
  }

  const link = (token: string, personId: number, deviceId: number) =>
    t.call('POST', '/shfw/person/device', { token, body: { personId, deviceId } });

  it('only the account the file is linked to links its own devices; staff see the links and may end one', async () => {
    const { family, worker, personId } = await household('王桂兰');
    const stranger = await ownerWithDevice(t, 'fall-radar', '别人家的雷达');

    const theirs = await link(family.token, personId, stranger.deviceId);
    expect(theirs.body).toMatchObject({ code: 500, msg: '只能关联您自己账号下的设备' });
    const none = await link(family.token, personId, 999_999);
    expect(none.body.msg).toBe('只能关联您自己账号下的设备');
    const notHers = await link(stranger.token, personId, stranger.deviceId);
    expect(notHers.body.code).not.toBe(200);
    const byStaff = await link(worker.token, personId, family.deviceId);
    expect(byStaff.body).toMatchObject({ code: 403, msg: '该服务对象档案未关联您的账号，不能为其关联设备' });

    expect((await link(family.token, personId, family.deviceId)).body.code).toBe(200);
    const listed = await t.call<{ data: PersonDevice[] }>('GET', `/shfw/person/${personId}/devices`, {
      token: worker.token,
    });
    expect(listed.body.data.map((d) => d.deviceName)).toEqual(['王桂兰的呼叫挂件']);
    const peek = await t.call('GET', `/shfw/person/${personId}/devices`, { token: stranger.token });
    // Someone else's file answers like a missing one.
    expect(peek.body).toMatchObject({ code: 500, errorCode: 'NOT_FOUND' });

    const unlinked = await t.call('DELETE', '/shfw/person/device', {
      token: worker.token,
      body: { personId, deviceId: family.deviceId },
    });
    expect(unlinked.body.code).toBe(200);
    const after = await t.call<{ data: PersonDevice[] }>('GET', `/shfw/person/${personId}/devices`, {
      token: family.token,
    });
    expect(after.body.data).toEqual([]);
  });

  it("an SOS reaches the person's caseworker and texts the emergency contact, naming the person", async () => {
    const { family, worker, personId } = await household('陈秀英');
    const otherWorker = await signIn(t, ['staff'], '隔壁社工');
    await link(family.token, personId, family.deviceId);

    await ingest(family, 'event/post', [{ id: 'sos', value: '1' }]);

    const [seen] = await alerts(worker.token);
    expect(seen).toMatchObject({
      identifier: 'sos',
      alertLevel: 3,
      person: {
        personId,
        name: '陈秀英',
        phone: '13800138010',
        contactName: '女儿',
        contactRelation: '子女',
        contactPhone: CONTACT,
      },
    });
    expect(await alerts(otherWorker.token)).toEqual([]);
    const hidden = await t.call('GET', `/iot/alertLog/${seen!.alertLogId}`, { token: otherWorker.token });
    expect(hidden.body.code).not.toBe(200);

    const texts = await outbox(CONTACT);
    expect(texts.map((m) => m.template)).toEqual(['alert-critical']);
    expect(texts[0]!.content).toContain('陈秀英 陈秀英的呼叫挂件：一键呼叫');
    expect((await outbox(await phoneOf(worker.userId))).map((m) => m.template)).toEqual(['alert-critical']);

    // The caseworker takes it on; the family sees who.
    const claimed = await t.call<{ data: AlertLog }>('PUT', '/iot/alertLog/claim', {
      token: worker.token,
      body: { alertLogId: seen!.alertLogId },
    });
    expect(claimed.body.data).toMatchObject({ claimedBy: worker.userId, claimedByName: '陈秀英的社工' });
    expect((await alerts(family.token))[0]).toMatchObject({ claimedByName: '陈秀英的社工' });
  });

  it('escalation texts the emergency contact again; a contact who is also in the audience is texted once', async () => {
    const { family, personId, edit } = await household('李淑珍');
    await link(family.token, personId, family.deviceId);
    // The daughter's own account is the contact on the file: one text, not two.
    const ownPhone = await phoneOf(family.userId);
    await edit({ guardianPhone: ownPhone });

    await ingest(family, 'event/post', [{ id: 'sos', value: '1' }]);
    expect((await outbox(ownPhone)).map((m) => m.template)).toEqual(['alert-critical']);
    clock.advance(6 * MINUTE);
    await t.container.automation.scheduler.runDue();
    const escalated = await outbox(ownPhone);
    expect(escalated.map((m) => m.template)).toEqual(['alert-critical', 'alert-escalated']);
    expect(escalated[1]!.content).toContain('紧急告警无人响应 李淑珍');
  });

  it("a scene's alert on a watched device never pages the caseworker nor texts the contact", async () => {
    const { family, worker, personId } = await household('赵玉兰');
    await link(family.token, personId, family.deviceId);
    const before = (await outbox(CONTACT)).length;
    const scene = await createScene(t, family.token, {
      sceneName: '测试提醒',
      triggers: [{ source: 1, deviceId: family.deviceId, type: 1, id: 'battery', operator: '<', value: '5' }],
      actions: [{ source: 4, alertName: '请回电话', alertLevel: 3 }],
    });
    const run = await t.call('POST', '/iot/runtime/runScene', {
      token: family.token,
      query: { sceneId: String(scene) },
    });
    expect(run.body.code).toBe(200);
    await t.container.automation.engine.idle();
    expect((await alerts(family.token)).map((a) => a.alertName)).toContain('请回电话');
    expect(await alerts(worker.token)).toEqual([]);
    expect((await outbox(CONTACT)).length).toBe(before);
  });

  it('contact texts stop at the daily cap; a link stops counting once the file is linked to another account', async () => {
    const contact = '13900139005';
    const { family, worker, personId, edit } = await household('孙凤英', contact);
    await link(family.token, personId, family.deviceId);
    const handleOpen = async () => {
      for (const open of (await alerts(family.token)).filter((a) => a.status === 1))
        await t.call('PUT', '/iot/alertLog', {
          token: family.token,
          body: { alertLogId: open.alertLogId, status: 3, remark: '已确认，是误按' },
        });
    };
    // Four incidents, each handled before the next: three texts, the fourth held back by the cap of 3.
    for (let i = 0; i < 4; i += 1) {
      await handleOpen();
      await ingest(family, 'event/post', [{ id: 'sos', value: '1' }]);
    }
    expect(await alerts(family.token)).toHaveLength(4);
    expect(await outbox(contact)).toHaveLength(3);

    await edit({ userId: (await signIn(t)).userId });
    const seenBefore = (await alerts(worker.token)).length;
    await handleOpen();
    await ingest(family, 'event/post', [{ id: 'sos', value: '1' }]);
    expect((await alerts(family.token))[0]).toMatchObject({ status: 1, person: null });
    expect(await alerts(worker.token)).toHaveLength(seenBefore);
  });

  it('a file changes caseworker: the new one is told of the next alarm, the old one no longer sees them', async () => {
    const { family, worker, personId, edit } = await household('钱秀兰', '13900139006');
    await link(family.token, personId, family.deviceId);
    const successor = await signIn(t, ['staff'], '接手社工');
    const choices = await t.call<{ data: { userId: number; nickName: string }[] }>(
      'GET',
      '/shfw/caseworkers',
      {
        token: worker.token,
      },
    );
    expect(choices.body.data.map((c) => c.userId)).toEqual(
      expect.arrayContaining([worker.userId, successor.userId]),
    );
    expect(choices.body.data.map((c) => c.userId)).not.toContain(family.userId);
    const notStaff = await t.call('PUT', `/shfw/person/${personId}`, {
      token: worker.token,
      body: { name: '钱秀兰', birthDate: '1948-03-15', userId: family.userId, caseworkerId: family.userId },
    });
    expect(notStaff.body).toMatchObject({ code: 500, msg: '负责社工必须是中心的工作人员' });

    await edit({ caseworkerId: successor.userId });
    await ingest(family, 'event/post', [{ id: 'sos', value: '1' }]);
    expect((await alerts(successor.token)).map((a) => a.person?.name)).toEqual(['钱秀兰']);
    expect(await alerts(worker.token)).toEqual([]);
  });

  it("an alert's record: raised, texted (the contact masked), escalated, seen, taken on, handled with its note", async () => {
    const { family, worker, personId } = await household('冯桂芝', '13900139008');
    await link(family.token, personId, family.deviceId);
    const familyName = (await t.container.users.findById(family.userId))!.nickName;
    await ingest(family, 'event/post', [{ id: 'sos', value: '1' }]);
    const [alert] = await alerts(worker.token);
    const id = alert!.alertLogId;
    clock.advance(6 * MINUTE);
    await t.container.automation.scheduler.runDue();
    clock.advance(MINUTE);
    await t.call('GET', `/iot/alertLog/${id}`, { token: worker.token });
    clock.advance(MINUTE);
    await t.call('PUT', '/iot/alertLog/claim', { token: worker.token, body: { alertLogId: id } });
    clock.advance(MINUTE);
    await t.call('PUT', '/iot/alertLog', {
      token: worker.token,
      body: { alertLogId: id, status: 3, remark: '上门查看，老人无碍' },
    });
    const timeline = await t.call<{ data: AlertTimelineEntry[] }>('GET', `/iot/alertLog/${id}/timeline`, {
      token: family.token,
    });
    const texted = (who: string) => ['texted', who, 'sent'];
    expect(timeline.body.data.map((e) => [e.kind, e.who, e.textStatus ?? e.outcome ?? ''])).toEqual([
      ['raised', '', ''],
      texted(familyName),
      texted('冯桂芝的社工'),
      texted('139****9008'),
      ['escalated', '', ''],
      texted(familyName),
      texted('冯桂芝的社工'),
      texted('139****9008'),
      ['seen', '冯桂芝的社工', ''],
      ['claimed', '冯桂芝的社工', ''],
      ['handled', '冯桂芝的社工', 3],
    ]);
    expect(timeline.body.data.at(-1)?.note).toBe('上门查看，老人无碍');
    const stranger = await signIn(t);
    const peek = await t.call('GET', `/iot/alertLog/${id}/timeline`, { token: stranger.token });
    expect(peek.body.code).not.toBe(200);
  });

  it('a caseworker who left the centre (staff role gone, or account disabled) is told of nothing more', async () => {
    const { family, worker, personId } = await household('褚淑贞', '13900139009');
    await link(family.token, personId, family.deviceId);
    await t.db.kysely.updateTable('users').set({ roles: 'member' }).where('id', '=', worker.userId).execute();
    await ingest(family, 'event/post', [{ id: 'sos', value: '1' }]);
    const [raised] = await alerts(family.token);
    expect(raised!.person?.name).toBe('褚淑贞');
    const phone = await phoneOf(worker.userId);
    expect(await outbox(phone)).toEqual([]);
    await t.db.kysely
      .updateTable('users')
      .set({ roles: 'staff', status: '1' })
      .where('id', '=', worker.userId)
      .execute();
    expect(await t.container.socialServices.watch.caseload(worker.userId)).toEqual([]);
  });

  it("a shared user's view of the record leaves out the device's other shared users", async () => {
    const { family, personId } = await household('韩玉珍', '13900139010');
    await link(family.token, personId, family.deviceId);
    const [daughter, cousin] = [await signIn(t, ['member'], '女儿'), await signIn(t, ['member'], '表哥')];
    for (const user of [daughter, cousin])
      await shareAccepted(t, {
        token: family.token,
        body: { deviceId: family.deviceId, userId: user.userId, perms: ['alert'] },
      });
    await ingest(family, 'event/post', [{ id: 'sos', value: '1' }]);
    const [alert] = await alerts(family.token);
    const whoIn = async (token: string) =>
      (
        await t.call<{ data: AlertTimelineEntry[] }>('GET', `/iot/alertLog/${alert!.alertLogId}/timeline`, {
          token,
        })
      ).body.data
        .filter((e) => e.kind === 'texted')
        .map((e) => e.who);
    expect(await whoIn(family.token)).toEqual(expect.arrayContaining(['女儿', '表哥', '韩玉珍的社工']));
    const cousinSees = await whoIn(cousin.token);
    expect(cousinSees).toContain('表哥');
    expect(cousinSees).toContain('韩玉珍的社工');
    expect(cousinSees).not.toContain('女儿');
  });
});
