import type { AuditEntry, UserDataExport } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/support/index.ts';
import { ownerWithDevice } from '../../../test/support/mqtt.ts';
import { shareAccepted } from '../../../test/support/shares.ts';
import { apply, createProject, signIn } from '../../../test/support/social-services.ts';

describe('audit log', () => {
  let t: TestApp;
  let admin: { token: string; userId: number };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, ['admin']);
  });
  afterAll(() => t.close());

  const entries = async (query: Record<string, string> = {}) => {
    const answer = await t.call<{ rows: AuditEntry[]; total: number }>('GET', '/system/audit/list', {
      token: admin.token,
      query: { pageSize: '100', ...query },
    });
    expect(answer.body.code).toBe(200);
    return answer.body.rows;
  };

  it('records logins and failed logins with the name tried, never the password', async () => {
    const { account } = await signUp(t);
    const failed = await t.call('POST', '/login', {
      body: { username: account.username, password: 'Wrong-password-9' },
    });
    expect(failed.body.errorCode).toBe('BAD_CREDENTIALS');
    const ok = await entries({ event: 'login.succeeded', actorName: account.username });
    expect(ok).toHaveLength(1);
    expect(ok[0]).toMatchObject({ target: `user:${ok[0]!.actorId}`, detail: { method: 'password' } });
    expect(ok[0]!.actorId).toBeGreaterThan(0);
    // The screen names people: the account's display name and roles as they are now.
    const person = (await t.container.users.findById(ok[0]!.actorId!))!;
    expect(ok[0]).toMatchObject({ actorNickName: person.nickName, actorRoles: ['member'] });
    const bad = await entries({ event: 'login.failed', actorName: account.username });
    expect(bad).toHaveLength(1);
    expect(bad[0]).toMatchObject({
      actorNickName: '',
      actorRoles: [],
      actorId: null,
      detail: { method: 'password', errorCode: 'BAD_CREDENTIALS' },
    });
    const everything = JSON.stringify(await entries());
    expect(everything).not.toContain('Wrong-password-9');
    expect(everything).not.toContain(account.password);
  });

  it('records shares granted, changed and revoked, and devices bound and unbound', async () => {
    const d = await ownerWithDevice(t, 'health-watch', '奶奶的手表');
    const family = await signIn(t);
    const key = { deviceId: d.deviceId, userId: family.userId };
    expect((await shareAccepted(t, { token: d.token, body: { ...key, perms: 'monitor' } })).body.code).toBe(
      200,
    );
    expect(
      (await t.call('PUT', '/iot/share', { token: d.token, body: { ...key, perms: [] } })).body.code,
    ).toBe(200);
    expect((await t.call('DELETE', '/iot/share', { token: d.token, body: key })).body.code).toBe(200);
    // A refused share (not the owner) is not an event.
    await shareAccepted(t, { token: family.token, body: { ...key, perms: [] } });
    const mine = (await entries({ actorId: String(d.userId) })).reverse();
    expect(mine.map((e) => [e.event, e.target])).toEqual([
      ['device.bound', `device:${d.deviceId}`],
      ['share.granted', `device:${d.deviceId}`],
      ['share.changed', `device:${d.deviceId}`],
      ['share.revoked', `device:${d.deviceId}`],
    ]);
    expect(mine[1]!.detail).toEqual({ userId: family.userId, perms: ['monitor'] });
    expect(await entries({ actorId: String(family.userId) })).toEqual([]);
    expect((await t.call('DELETE', `/iot/device/${d.deviceId}`, { token: d.token })).body.code).toBe(200);
    expect((await entries({ actorId: String(d.userId), event: 'device.unbound' }))[0]?.target).toBe(
      `device:${d.deviceId}`,
    );
  });

  it('takes events other modules emit on the bus (a device changing hands through pairing)', async () => {
    await t.container.events.emit('security.event', {
      event: 'device.ownerChanged',
      actorId: admin.userId,
      actorName: 'pairing',
      target: 'device:77',
      ip: '10.0.0.9',
      detail: { from: 1, to: 2, pairingToken: 'must-not-be-kept' },
    });
    const [entry] = await entries({ event: 'device.ownerChanged' });
    expect(entry).toMatchObject({ target: 'device:77', ip: '10.0.0.9', detail: { from: 1, to: 2 } });
    expect(JSON.stringify(entry)).not.toContain('must-not-be-kept');
  });

  it('is for administrators only', async () => {
    const member = await signIn(t);
    const staff = await signIn(t, ['staff']);
    expect((await t.call('GET', '/system/audit/list')).body.code).toBe(401);
    expect((await t.call('GET', '/system/audit/list', { token: member.token })).body.code).toBe(403);
    expect((await t.call('GET', '/system/audit/list', { token: staff.token })).body.code).toBe(403);
  });
});

describe('personal data export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the caller their own profile, devices and applications, and nothing of anyone else', async () => {
    const admin = await signIn(t, ['admin']);
    const projectId = await createProject(t, admin.token);
    const mine = await ownerWithDevice(t, 'smart-plug', '我的插座');
    const theirs = await ownerWithDevice(t, 'smart-plug', '别人的插座');
    const applicationId = await apply(t, mine.token, projectId);
    await apply(t, theirs.token, projectId, { description: '别人的申请内容' });

    const answer = await t.call<{ data: UserDataExport }>('GET', '/system/user/export', {
      token: mine.token,
    });
    expect(answer.body.code).toBe(200);
    const { sections } = answer.body.data;
    expect(answer.body.data.format).toBe('linli-user-export/1');
    expect(sections.profile).toMatchObject({ userId: mine.userId });
    expect((sections.devices as { deviceId: number }[]).map((d) => d.deviceId)).toEqual([mine.deviceId]);
    expect((sections.applications as { id: number }[]).map((a) => a.id)).toEqual([applicationId]);
    for (const key of ['scenes', 'timers', 'alerts', 'assessments', 'serviceRecords', 'deviceGroups']) {
      expect(Array.isArray(sections[key]), key).toBe(true);
    }
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain('别人的插座');
    expect(text).not.toContain('别人的申请内容');
    expect(text).not.toMatch(/"(password|secret|passwd)"/);
    expect((await t.call('GET', '/system/user/export')).body.code).toBe(401);
  });
});
