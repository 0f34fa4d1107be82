import { ErrorCode } from '@linli/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/support/index.ts';
import { signIn } from '../../../test/support/social-services.ts';
import { FakeClock, MINUTE } from '../../platform/clock.ts';
import { SESSION_CHECK_TTL_MS } from './sessions.service.ts';

/**
 * Session checks are kept in memory for SESSION_CHECK_TTL_MS (docs/architecture.md "Session checks"): every
 * ending this process hears of takes effect on the very next request; only a change it does not hear of (made
 * by another server process straight in the database) waits for the TTL.
 */
describe('session checks kept in memory', () => {
  let t: TestApp;
  const clock = new FakeClock();
  beforeEach(async () => {
    t = await createTestApp({}, { clock });
  });
  afterEach(() => t.close());

  const profile = async (token: string) => (await t.call('GET', '/system/user/profile', { token })).body;
  const firmware = async (token: string) => (await t.call('GET', '/iot/firmware/list', { token })).body;

  it('logout refuses the same token at once, though it was just checked', async () => {
    const { token } = await signUp(t);
    expect((await profile(token)).code).toBe(200);
    expect((await t.call('POST', '/logout', { token })).body.code).toBe(200);
    expect(await profile(token)).toMatchObject({ code: 401, errorCode: ErrorCode.LOGIN_REQUIRED });
  });

  it('a password change ends the other sessions at once and keeps the one that changed it', async () => {
    const { account, token: phone } = await signUp(t);
    const login = await t.call('POST', '/login', {
      body: { username: account.username, password: account.password },
    });
    const thief = login.body.token as string;
    expect((await profile(thief)).code).toBe(200);
    const changed = await t.call('PUT', '/system/user/profile/updatePwd', {
      token: phone,
      query: { oldPassword: account.password, newPassword: 'Fresh#Pass2026' },
    });
    expect(changed.body.code).toBe(200);
    expect((await profile(thief)).code).toBe(401);
    expect((await profile(phone)).code).toBe(200);
  });

  it('a deleted account is refused at once', async () => {
    const { account, token } = await signUp(t);
    expect((await profile(token)).code).toBe(200);
    const gone = await t.call('POST', '/unsubscribe', { token, body: { password: account.password } });
    expect(gone.body.code).toBe(200);
    expect((await profile(token)).code).toBe(401);
  });

  it('a role taken away refuses the next request once the change is announced', async () => {
    const admin = await signIn(t, ['admin']);
    expect((await firmware(admin.token)).code).toBe(200);
    await t.db.kysely.updateTable('users').set({ roles: 'member' }).where('id', '=', admin.userId).execute();
    await t.container.events.emit('user.accessChanged', { userId: admin.userId });
    expect((await firmware(admin.token)).code).toBe(403);
  });

  it('a disabled account is refused once the change is announced', async () => {
    const { token, userId } = await signIn(t);
    expect((await profile(token)).code).toBe(200);
    await t.db.kysely.updateTable('users').set({ status: '1' }).where('id', '=', userId).execute();
    await t.container.events.emit('user.accessChanged', { userId });
    expect((await profile(token)).code).toBe(401);
  });

  it('a change made elsewhere (another server process) is honoured within the TTL', async () => {
    const admin = await signIn(t, ['admin']);
    const { token, userId } = await signIn(t);
    expect((await firmware(admin.token)).code).toBe(200);
    expect((await profile(token)).code).toBe(200);
    await t.db.kysely.updateTable('users').set({ roles: 'member' }).where('id', '=', admin.userId).execute();
    await t.db.kysely
      .updateTable('sessions')
      .set({ revoked_at: clock.now().toISOString() })
      .where('user_id', '=', userId)
      .execute();
    clock.advance(SESSION_CHECK_TTL_MS);
    expect((await firmware(admin.token)).code).toBe(403);
    expect((await profile(token)).code).toBe(401);
  });

  it("a session's expiry is honoured though it was checked moments before", async () => {
    const { token } = await signUp(t);
    clock.advance(1440 * MINUTE - 1000);
    expect((await profile(token)).code).toBe(200);
    clock.advance(1000);
    expect((await profile(token)).code).toBe(401);
  });

  it('each request gets its own copy of the caller', async () => {
    const { token } = await signIn(t);
    const first = await t.container.sessions.authenticate(token);
    first!.roles.push('admin');
    expect((await t.container.sessions.authenticate(token))!.roles).toEqual(['member']);
  });
});
