import { ErrorCode } from '@linli/contracts';
import { aPhone } from '@linli/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/support/index.ts';
import { FakeClock, SECOND } from '../../platform/clock.ts';

const codeIn = (text: string) => /(\d{6})/.exec(text)?.[1] ?? '';

/**
 * An account made by SMS login has no password: what an open session alone could do to it (delete it, set a
 * first password and sign in anywhere with it) is confirmed with a code sent to the account's own phone.
 */
describe('an account without a password confirms changes with a code to its phone', () => {
  const clock = new FakeClock();
  let t: TestApp;
  let phone: string;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp({}, { clock });
    phone = aPhone();
    await t.call('GET', '/notify/smsLoginCaptcha', { query: { phoneNumber: phone } });
    const login = await t.call('POST', '/auth/sms/login', {
      body: { phonenumber: phone, smsCode: await lastCode() },
    });
    token = login.body.token as string;
    // The next code may be sent 60 s after the last (SMS_RESEND_SECONDS).
    clock.advance(61 * SECOND);
  });
  afterEach(() => t.close());

  async function lastCode(): Promise<string> {
    return codeIn((await t.container.smsRepository.outbox(phone)).at(-1)?.content ?? '');
  }
  const sendCode = (as = token) => t.call('POST', '/system/user/profile/confirmCode', { token: as });
  const unsubscribe = (body: Record<string, unknown>) => t.call('POST', '/unsubscribe', { token, body });
  const setPassword = (query: Record<string, string>) =>
    t.call('PUT', '/system/user/profile/updatePwd', {
      token,
      query: { newPassword: 'Fresh#Pass2026', ...query },
    });

  it('deleting the account needs the code: none or a wrong one changes nothing', async () => {
    expect((await unsubscribe({})).body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.FIELD_REQUIRED,
      msg: '短信验证码不能为空',
      field: 'smsCode',
    });
    expect((await sendCode()).body.code).toBe(200);
    const [message] = (await t.container.smsRepository.outbox(phone)).slice(-1);
    expect(message?.template).toBe('confirm-code');
    expect(message?.content).toContain('注销');
    const code = await lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await unsubscribe({ smsCode: wrong })).body).toMatchObject({
      errorCode: ErrorCode.SMS_CODE_WRONG,
      field: 'smsCode',
    });
    // A password, which this account does not have, is no way round it.
    expect((await unsubscribe({ password: 'anything-1' })).body.errorCode).toBe(ErrorCode.FIELD_REQUIRED);
    expect((await t.call('GET', '/system/user/profile', { token })).body.code).toBe(200);

    expect((await unsubscribe({ smsCode: code })).body.code).toBe(200);
    expect((await t.call('GET', '/system/user/profile', { token })).body.code).toBe(401);
  });

  it('a first password is set with the code, once; then the password is what confirms', async () => {
    expect((await setPassword({})).body.errorCode).toBe(ErrorCode.FIELD_REQUIRED);
    await sendCode();
    const code = await lastCode();
    expect((await setPassword({ smsCode: code })).body.code).toBe(200);
    const profile = await t.call<{ data: { hasPassword: boolean } }>('GET', '/system/user/profile', {
      token,
    });
    expect(profile.body.data.hasPassword).toBe(true);
    // With a password now, no code is sent, and the password confirms.
    expect((await sendCode()).body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.CONFIRM_CODE_NOT_NEEDED,
    });
    expect((await unsubscribe({ smsCode: code })).body.errorCode).toBe(ErrorCode.PASSWORD_WRONG);
    expect((await unsubscribe({ password: 'Fresh#Pass2026' })).body.code).toBe(200);
  });

  it('its phone number moves only with a code to the number it has: else the codes would follow the mover', async () => {
    const mine = aPhone();
    const update = (body: Record<string, unknown>) =>
      t.call('PUT', '/system/user/profile', { token, body: { phonenumber: mine, ...body } });
    const phoneNow = async () =>
      (await t.call<{ data: { phonenumber: string } }>('GET', '/system/user/profile', { token })).body.data
        .phonenumber;
    expect((await update({})).body).toMatchObject({
      errorCode: ErrorCode.PHONE_CHANGE_UNCONFIRMED,
      field: 'smsCode',
    });
    expect(await phoneNow()).toBe(phone);
    // Other fields need no code.
    expect(
      (await t.call('PUT', '/system/user/profile', { token, body: { nickName: '王阿姨' } })).body.code,
    ).toBe(200);
    await sendCode();
    expect((await update({ smsCode: await lastCode() })).body.code).toBe(200);
    expect(await phoneNow()).toBe(mine);
  });

  it('an account with a password is never sent a code', async () => {
    const other = await signUp(t);
    expect((await sendCode(other.token)).body.errorCode).toBe(ErrorCode.CONFIRM_CODE_NOT_NEEDED);
    expect(await t.container.smsRepository.outbox(other.account.phonenumber ?? '')).toHaveLength(0);
  });

  it('sending keeps the SMS limits: one code a minute', async () => {
    expect((await sendCode()).body.code).toBe(200);
    expect((await sendCode()).body).toMatchObject({ code: 500, errorCode: ErrorCode.SMS_TOO_SOON });
  });
});
