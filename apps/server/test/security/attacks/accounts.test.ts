import { aRegistration } from '@linli/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../support/index.ts';

/**
 * Attacks on accounts (SECURITY.md "Authentication"): passwords an attacker tries first are refused wherever a
 * password is set, and two names differing only in case are one account, so nobody registers `Admin` beside
 * `admin` to be taken for it.
 */
describe('attacks on accounts: guessable passwords and look-alike names', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses short, common and repeated passwords at registration and at a password change', async () => {
    for (const password of [
      '123456',
      'password',
      'aaaaaa',
      '12345678',
      'password1',
      'qwertyuiop',
      'aaaaaaaa',
    ]) {
      const answer = await t.call('POST', '/iot/tool/register', {
        body: aRegistration({ password, confirmPassword: password }),
      });
      expect(answer.body.code, password).toBe(500);
      expect(['PASSWORD_TOO_SHORT', 'PASSWORD_TOO_COMMON']).toContain(answer.body.errorCode);
    }
    const { account, token } = await signUp(t);
    for (const newPassword of ['iloveyou', account.username, 'woaini1314']) {
      const answer = await t.call('PUT', '/system/user/profile/updatePwd', {
        token,
        query: { oldPassword: account.password, newPassword },
      });
      expect(answer.body, newPassword).toMatchObject({
        code: 500,
        errorCode: 'PASSWORD_TOO_COMMON',
        field: 'newPassword',
      });
    }
    const still = await t.call('POST', '/login', {
      body: { username: account.username, password: account.password },
    });
    expect(still.body.code).toBe(200);
  });

  it('a name differing only in case is the same account: taken for registration, the same at login', async () => {
    const { account } = await signUp(t, { username: `Elder${Date.now() % 100000}` });
    const twin = await t.call('POST', '/iot/tool/register', {
      body: aRegistration({ username: account.username.toLowerCase() }),
    });
    expect(twin.body).toMatchObject({ code: 500, errorCode: 'USERNAME_TAKEN' });
    const login = await t.call('POST', '/login', {
      body: { username: account.username.toUpperCase(), password: account.password },
    });
    expect(login.body.code).toBe(200);
  });

  it('two registrations of one name at once (whatever the case): one account, the other told the name is taken', async () => {
    const name = `Race${Date.now() % 100000}`;
    const answers = await Promise.all(
      [name, name.toLowerCase(), name.toUpperCase()].map((username) =>
        t.app.inject({
          method: 'POST',
          url: '/api/iot/tool/register',
          payload: aRegistration({ username }),
        }),
      ),
    );
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    const codes = answers.map((a) => (a.json() as { code: number; errorCode?: string }).errorCode ?? 'ok');
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c === 'USERNAME_TAKEN')).toHaveLength(2);
  });
});
