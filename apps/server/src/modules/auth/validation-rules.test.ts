import { ErrorCode, type Language } from '@linli/contracts';
import { aRegistration } from '@linli/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithAccount, type TestApp } from '../../../test/support/index.ts';

/**
 * docs/product.md "Signing in and accounts": each rule refuses with its message in both languages, and
 * nothing is written.
 */
const registrationCases: Array<{
  rule: string;
  body: Record<string, unknown>;
  code: string;
  field: string;
  zh: string;
  en: string;
}> = [
  {
    rule: 'account info empty',
    body: aRegistration({ username: '' }),
    code: ErrorCode.ACCOUNT_EMPTY,
    field: 'username',
    zh: '账号信息不能为空',
    en: 'Account information cannot be empty',
  },
  {
    rule: 'username missing',
    body: { ...aRegistration(), username: undefined },
    code: ErrorCode.FIELD_REQUIRED,
    field: 'username',
    zh: '用户名不能为空',
    en: 'Username cannot be empty',
  },
  {
    rule: 'username not longer than 4',
    body: aRegistration({ username: 'abcd' }),
    code: ErrorCode.USERNAME_TOO_SHORT,
    field: 'username',
    zh: '用户名长度必须大于4个字符',
    en: 'Username must be longer than 4 characters',
  },
  {
    rule: 'password shorter than 8',
    body: aRegistration({ password: 'Ab#4567', confirmPassword: 'Ab#4567' }),
    code: ErrorCode.PASSWORD_TOO_SHORT,
    field: 'password',
    zh: '密码至少需要8个字符',
    en: 'Password must be at least 8 characters',
  },
  {
    rule: 'a common password',
    body: aRegistration({ password: 'password1', confirmPassword: 'password1' }),
    code: ErrorCode.PASSWORD_TOO_COMMON,
    field: 'password',
    zh: '这个密码太常见，很容易被猜到，请换一个',
    en: 'This password is too common and easy to guess; please choose another',
  },
  {
    rule: 'passwords differ',
    body: aRegistration({ password: 'secret-1', confirmPassword: 'secret-2' }),
    code: ErrorCode.PASSWORDS_DIFFER,
    field: 'confirmPassword',
    zh: '两次输入的密码不一致',
    en: 'The passwords entered do not match',
  },
  {
    rule: 'phone format',
    body: aRegistration({ phonenumber: '12345678901' }),
    code: ErrorCode.PHONE_INVALID,
    field: 'phonenumber',
    zh: '手机号码格式不正确',
    en: 'The phone number format is incorrect',
  },
  {
    rule: 'body not an object',
    body: ['x'] as unknown as Record<string, unknown>,
    code: ErrorCode.BODY_INVALID,
    field: '',
    zh: '请求内容格式不正确',
    en: 'The request body is not valid',
  },
];

describe('validation on the server (docs/product.md "Signing in and accounts")', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await appWithAccount());
  });
  afterAll(() => t.close());

  const usersCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  for (const c of registrationCases) {
    for (const language of ['zh-CN', 'en-US'] as Language[]) {
      it(`registration: ${c.rule} (${language})`, async () => {
        const before = await usersCount();
        const answer = await t.call('POST', '/iot/tool/register', { body: c.body, language });
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ code: 500, errorCode: c.code });
        if (c.field) expect(answer.body.field).toBe(c.field);
        expect(answer.body.msg).toContain(language === 'zh-CN' ? c.zh : c.en);
        expect(await usersCount()).toBe(before);
      });
    }
  }

  it('login: account info cannot be empty', async () => {
    const answer = await t.call('POST', '/login', {
      body: { username: ' ', password: '' },
      language: 'en-US',
    });
    expect(answer.body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.ACCOUNT_EMPTY,
      msg: 'Account information cannot be empty',
    });
  });

  it('profile: email and phone formats; nothing changes on refusal', async () => {
    const before = (await t.call<{ data: { email: string } }>('GET', '/system/user/profile', { token })).body
      .data;
    const email = await t.call('PUT', '/system/user/profile', {
      token,
      body: { email: 'not-an-email', nickName: 'Changed' },
    });
    expect(email.body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.EMAIL_INVALID,
      field: 'email',
      msg: '邮箱格式不正确',
    });
    const phone = await t.call('PUT', '/system/user/profile', {
      token,
      body: { phonenumber: '999' },
      language: 'en-US',
    });
    expect(phone.body).toMatchObject({
      errorCode: ErrorCode.PHONE_INVALID,
      msg: 'The phone number format is incorrect',
    });
    const after = (
      await t.call<{ data: { email: string; nickName: string } }>('GET', '/system/user/profile', { token })
    ).body.data;
    expect(after).toEqual(before);
  });

  it('SMS: 6-digit code and phone format', async () => {
    const code = await t.call('POST', '/auth/sms/login', {
      body: { phonenumber: '13800000000', smsCode: '12ab' },
    });
    expect(code.body).toMatchObject({ errorCode: ErrorCode.CODE_INVALID, msg: '请输入6位数字验证码' });
    const phone = await t.call('GET', '/notify/smsLoginCaptcha', {
      query: { phoneNumber: '1380000' },
      language: 'en-US',
    });
    expect(phone.body).toMatchObject({ errorCode: ErrorCode.PHONE_INVALID, field: 'phoneNumber' });
  });

  it('malformed JSON is a translated refusal, never a 5xx', async () => {
    const answer = await t.call('POST', '/login', {
      payload: '{"username": ',
      headers: { 'content-type': 'application/json' },
      language: 'en-US',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.BODY_INVALID,
      msg: 'The request body is not valid',
    });
  });

  it('unknown API paths answer 404 with a message', async () => {
    const answer = await t.call('GET', '/no/such/thing');
    expect(answer.status).toBe(404);
    expect(answer.body.msg).toBe('请求的资源不存在');
  });
});
