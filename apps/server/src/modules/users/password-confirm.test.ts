import { ErrorCode } from '@linli/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appWithAccount, signUp, type TestApp } from '../../../test/support/index.ts';
import { FakeClock, MINUTE } from '../../platform/clock.ts';

/**
 * Confirming the password while signed in (changing it, deleting the account, unbinding WeChat) counts wrong
 * tries like wrong logins, per account: a session left open on a shared phone cannot be used to guess it.
 */
describe('password confirmations while signed in', () => {
  const clock = new FakeClock();
  let t: TestApp;
  let account: Awaited<ReturnType<typeof appWithAccount>>['account'];
  let token: string;
  beforeEach(async () => {
    ({ t, account, token } = await appWithAccount({}, { clock }));
  });
  afterEach(() => t.close());

  const changePassword = (oldPassword: string, as = token) =>
    t.call('PUT', '/system/user/profile/updatePwd', {
      token: as,
      query: { oldPassword, newPassword: 'brand-new-1' },
    });
  const unsubscribe = (password: string) => t.call('POST', '/unsubscribe', { token, body: { password } });

  it('five wrong ones lock every confirmation of the account for 15 minutes, even the right one, and nothing changes', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await changePassword('not-it')).body.errorCode).toBe(ErrorCode.OLD_PASSWORD_WRONG);
    }
    for (let i = 0; i < 2; i++) {
      expect((await unsubscribe('nope-nope')).body.errorCode).toBe(ErrorCode.PASSWORD_WRONG);
    }
    const locked = await unsubscribe(account.password);
    expect(locked.body).toMatchObject({ code: 500, errorCode: ErrorCode.ACCOUNT_LOCKED });
    expect(locked.body.msg).toContain('15');
    expect((await changePassword(account.password)).body.errorCode).toBe(ErrorCode.ACCOUNT_LOCKED);
    expect(await t.container.users.findByUsername(account.username)).toBeDefined();
    expect((await t.call('GET', '/system/user/profile', { token })).body.code).toBe(200);

    clock.advance(15 * MINUTE);
    expect((await changePassword(account.password)).body.code).toBe(200);
  });

  it('a right one clears the count, and one account’s wrong tries do not lock another', async () => {
    for (let i = 0; i < 4; i++) await changePassword('not-it');
    const other = await signUp(t);
    for (let i = 0; i < 5; i++) await changePassword('not-it', other.token);
    expect((await changePassword(account.password)).body.code).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await unsubscribe('nope-nope')).body.errorCode).toBe(ErrorCode.PASSWORD_WRONG);
    }
    expect((await unsubscribe('brand-new-1')).body.code).toBe(200);
    expect((await changePassword(other.account.password, other.token)).body.errorCode).toBe(
      ErrorCode.ACCOUNT_LOCKED,
    );
  });
});
