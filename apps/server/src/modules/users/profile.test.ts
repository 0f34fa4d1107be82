import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode } from '@linli/contracts';
import { aRegistration, TINY_PNG } from '@linli/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appWithAccount, multipart, type TestApp } from '../../../test/support/index.ts';

describe('profile, password, avatar, upload and account deletion', () => {
  let t: TestApp;
  let account: ReturnType<typeof aRegistration>;
  let token: string;
  beforeEach(async () => {
    ({ t, account, token } = await appWithAccount());
  });
  afterEach(() => t.close());

  type Profile = {
    data: {
      nickName: string;
      email: string;
      sex: string;
      avatar: string;
      loginIp: string;
      createTime: string;
    };
  };

  it('edits nickname, email and sex; the profile shows create time and login IP', async () => {
    const edit = await t.call('PUT', '/system/user/profile', {
      token,
      body: { nickName: '王阿姨', email: 'wang@example.com', sex: '1' },
    });
    expect(edit.body.code).toBe(200);
    const profile = (await t.call<Profile>('GET', '/system/user/profile', { token })).body.data;
    expect(profile).toMatchObject({
      nickName: '王阿姨',
      email: 'wang@example.com',
      sex: '1',
      loginIp: '127.0.0.1',
    });
    expect(Date.parse(profile.createTime)).not.toBeNaN();
  });

  it('refuses a phone number another account holds', async () => {
    const other = aRegistration();
    await t.call('POST', '/iot/tool/register', { body: other });
    const answer = await t.call('PUT', '/system/user/profile', {
      token,
      body: { phonenumber: other.phonenumber },
    });
    expect(answer.body).toMatchObject({ errorCode: ErrorCode.PHONE_TAKEN, field: 'phonenumber' });
  });

  it('moves the phone number (a way to sign in) only with the password', async () => {
    const move = (body: Record<string, unknown>) =>
      t.call('PUT', '/system/user/profile', {
        token,
        body: { nickName: '新名字', phonenumber: '13912340002', ...body },
      });
    expect((await move({})).body).toMatchObject({
      errorCode: ErrorCode.PHONE_CHANGE_UNCONFIRMED,
      field: 'password',
    });
    expect((await move({ password: 'not-the-password-1' })).body).toMatchObject({
      errorCode: ErrorCode.PASSWORD_WRONG,
      field: 'password',
    });
    const unchanged = await t.container.users.findByUsername(account.username);
    expect(unchanged).toMatchObject({ phonenumber: account.phonenumber, nickName: account.username });
    expect((await move({ password: account.password })).body.code).toBe(200);
    expect(await t.container.users.findByUsername(account.username)).toMatchObject({
      phonenumber: '13912340002',
      nickName: '新名字',
    });
    // The same number again is no move: nothing to confirm.
    expect((await move({})).body.code).toBe(200);
  });

  it('changes the password only with the right old one', async () => {
    const wrong = await t.call('PUT', '/system/user/profile/updatePwd', {
      token,
      query: { oldPassword: 'not-it', newPassword: 'brand-new-1' },
    });
    expect(wrong.body).toMatchObject({
      errorCode: ErrorCode.OLD_PASSWORD_WRONG,
      msg: '修改密码失败，旧密码错误',
    });
    const short = await t.call('PUT', '/system/user/profile/updatePwd', {
      token,
      query: { oldPassword: account.password, newPassword: '123' },
    });
    expect(short.body.errorCode).toBe(ErrorCode.PASSWORD_TOO_SHORT);
    const ok = await t.call('PUT', '/system/user/profile/updatePwd', {
      token,
      query: { oldPassword: account.password, newPassword: 'brand-new-1' },
    });
    expect(ok.body.code).toBe(200);
    expect(
      (await t.call('POST', '/login', { body: { username: account.username, password: account.password } }))
        .body.errorCode,
    ).toBe(ErrorCode.BAD_CREDENTIALS);
    expect(
      (await t.call('POST', '/login', { body: { username: account.username, password: 'brand-new-1' } })).body
        .code,
    ).toBe(200);
  });

  it('uploads an avatar that is served back, and refuses non-images whatever they claim to be', async () => {
    const png = multipart('avatarfile', 'me.png', TINY_PNG, 'image/png');
    const answer = await t.call<{ imgUrl: string }>('POST', '/system/user/profile/avatar', {
      token,
      payload: png.payload,
      headers: png.headers,
    });
    expect(answer.body.code).toBe(200);
    expect(answer.body.imgUrl).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[\w-]+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: answer.body.imgUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await t.call<Profile>('GET', '/system/user/profile', { token })).body.data.avatar).toBe(
      answer.body.imgUrl,
    );

    const fake = multipart(
      'avatarfile',
      'evil.png',
      Buffer.from('MZ\x90\x00 not a picture at all'),
      'image/png',
    );
    const refused = await t.call('POST', '/system/user/profile/avatar', {
      token,
      payload: fake.payload,
      headers: fake.headers,
      language: 'en-US',
    });
    expect(refused.body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.UPLOAD_TYPE,
      msg: 'This file type is not supported',
    });
  });

  it('refuses files over the size limit with a message, not a 5xx', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(3 * 1024 * 1024)]);
    const body = multipart('avatarfile', 'big.png', big, 'image/png');
    const answer = await t.call('POST', '/system/user/profile/avatar', {
      token,
      payload: body.payload,
      headers: body.headers,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.UPLOAD_TOO_LARGE,
      msg: '文件不能超过2MB',
    });
  });

  it('common upload accepts a PDF and refuses an empty request', async () => {
    const pdf = multipart('file', 'report.pdf', Buffer.from('%PDF-1.4\n%test\n'), 'application/pdf');
    const answer = await t.call<{ url: string; originalFilename: string }>('POST', '/common/upload', {
      token,
      payload: pdf.payload,
      headers: pdf.headers,
    });
    expect(answer.body).toMatchObject({ code: 200, originalFilename: 'report.pdf' });
    expect(answer.body.url).toMatch(/\.pdf$/);
    const empty = await t.call('POST', '/common/upload', { token, body: {} });
    expect(empty.body).toMatchObject({ code: 500, errorCode: ErrorCode.UPLOAD_EMPTY });
    const anonymous = await t.call('POST', '/common/upload', { payload: pdf.payload, headers: pdf.headers });
    expect(anonymous.body.code).toBe(401);
  });

  it('unsubscribe needs the password, then revokes the token and removes the person and their files', async () => {
    const png = multipart('avatarfile', 'me.png', TINY_PNG, 'image/png');
    const { imgUrl } = (
      await t.call<{ imgUrl: string }>('POST', '/system/user/profile/avatar', {
        token,
        payload: png.payload,
        headers: png.headers,
      })
    ).body;
    const file = path.join(t.dataDir, 'uploads', imgUrl.replace('/uploads/', ''));
    expect(fs.existsSync(file)).toBe(true);

    const wrong = await t.call('POST', '/unsubscribe', { token, body: { password: 'nope-nope' } });
    expect(wrong.body.errorCode).toBe(ErrorCode.PASSWORD_WRONG);
    expect((await t.call('GET', '/system/user/profile', { token })).body.code).toBe(200);

    expect(
      (await t.call('POST', '/unsubscribe', { token, body: { password: account.password } })).body.code,
    ).toBe(200);
    expect((await t.call('GET', '/system/user/profile', { token })).body.code).toBe(401);
    expect(await t.container.users.findByUsername(account.username)).toBeUndefined();
    expect(fs.existsSync(file)).toBe(false);
    const sessions = await t.db.kysely.selectFrom('sessions').selectAll().execute();
    expect(sessions).toHaveLength(0);
    // The username and phone are free again.
    expect((await t.call('POST', '/iot/tool/register', { body: account })).body.code).toBe(200);
  });
});
