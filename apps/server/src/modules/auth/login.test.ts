import { ErrorCode, EXPERIENCE_PASSWORD, EXPERIENCE_USERNAME } from '@linli/contracts';
import { aRegistration } from '@linli/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { FakeClock, MINUTE } from '../../platform/clock.ts';
import { seedDemo } from '../../seed/demo.ts';

describe('register, log in, log out', () => {
  let t: TestApp;
  const clock = new FakeClock();
  beforeEach(async () => {
    t = await createTestApp({}, { clock });
  });
  afterEach(() => t.close());

  it('registers, logs in with a token that works, and logout revokes it at once', async () => {
    const account = aRegistration();
    const registered = await t.call('POST', '/iot/tool/register', { body: account });
    expect(registered.body).toMatchObject({ code: 200 });

    const login = await t.call('POST', '/login', {
      body: { username: account.username, password: account.password },
    });
    expect(login.body.code).toBe(200);
    const token = login.body.token as string;
    expect(token).toMatch(/^ey/);

    const profile = await t.call<{ data: { userName: string; phonenumber: string; hasPassword: boolean } }>(
      'GET',
      '/system/user/profile',
      { token },
    );
    expect(profile.body.data).toMatchObject({
      userName: account.username,
      phonenumber: account.phonenumber,
      hasPassword: true,
    });

    expect((await t.call('POST', '/logout', { token })).body.code).toBe(200);
    const after = await t.call('GET', '/system/user/profile', { token });
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ code: 401, errorCode: ErrorCode.LOGIN_REQUIRED });
  });

  it('refuses calls without a token, with a forged token and with an expired one', async () => {
    expect((await t.call('GET', '/system/user/profile')).body.code).toBe(401);
    expect(
      (await t.call('GET', '/system/user/profile', { token: 'eyJhbGciOiJIUzI1NiJ9.e30.x' })).body.code,
    ).toBe(401);
    const account = aRegistration();
    await t.call('POST', '/iot/tool/register', { body: account });
    const { token } = (
      await t.call('POST', '/login', { body: { username: account.username, password: account.password } })
    ).body;
    clock.advance(1441 * MINUTE);
    expect((await t.call('GET', '/system/user/profile', { token })).body.code).toBe(401);
  });

  it('stores an argon2id hash, never the password', async () => {
    const account = aRegistration();
    await t.call('POST', '/iot/tool/register', { body: account });
    const row = await t.db.kysely
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', account.username)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(account.password);
  });

  it('refuses a taken username or phone and writes nothing', async () => {
    const account = aRegistration();
    await t.call('POST', '/iot/tool/register', { body: account });
    const sameName = await t.call('POST', '/iot/tool/register', {
      body: aRegistration({ username: account.username }),
    });
    expect(sameName.body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.USERNAME_TAKEN,
      field: 'username',
    });
    const samePhone = await t.call('POST', '/iot/tool/register', {
      body: aRegistration({ phonenumber: account.phonenumber }),
      language: 'en-US',
    });
    expect(samePhone.body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.PHONE_TAKEN,
      msg: 'This phone number is already registered',
    });
    expect(await t.container.users.findByUsername(account.username)).toBeDefined();
    const count = await t.db.kysely
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('locks a username after five wrong passwords, and the lock lifts after 15 minutes', async () => {
    const account = aRegistration();
    await t.call('POST', '/iot/tool/register', { body: account });
    for (let i = 0; i < 5; i++) {
      const wrong = await t.call('POST', '/login', {
        body: { username: account.username, password: 'wrong-password' },
      });
      expect(wrong.body.errorCode).toBe(ErrorCode.BAD_CREDENTIALS);
    }
    const locked = await t.call('POST', '/login', {
      body: { username: account.username, password: account.password },
    });
    expect(locked.body).toMatchObject({ code: 500, errorCode: ErrorCode.ACCOUNT_LOCKED });
    expect(locked.body.msg).toContain('15');
    clock.advance(15 * MINUTE);
    const unlocked = await t.call('POST', '/login', {
      body: { username: account.username, password: account.password },
    });
    expect(unlocked.body.code).toBe(200);
  });

  it('seeds the experience account, which logs in but cannot change its password or delete itself', async () => {
    await seedDemo(t.container);
    await seedDemo(t.container); // idempotent
    const login = await t.call('POST', '/login', {
      body: { username: EXPERIENCE_USERNAME, password: EXPERIENCE_PASSWORD },
    });
    expect(login.body.code).toBe(200);
    const token = login.body.token as string;
    const change = await t.call('PUT', '/system/user/profile/updatePwd', {
      token,
      query: { oldPassword: EXPERIENCE_PASSWORD, newPassword: 'another-one' },
    });
    expect(change.body.errorCode).toBe(ErrorCode.EXPERIENCE_READ_ONLY);
    const remove = await t.call('POST', '/unsubscribe', { token, body: { password: EXPERIENCE_PASSWORD } });
    expect(remove.body.errorCode).toBe(ErrorCode.EXPERIENCE_READ_ONLY);
    expect(
      (
        await t.call('POST', '/login', {
          body: { username: EXPERIENCE_USERNAME, password: EXPERIENCE_PASSWORD },
        })
      ).body.code,
    ).toBe(200);
  });
});
