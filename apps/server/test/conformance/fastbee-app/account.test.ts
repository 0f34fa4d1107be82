import { ErrorCode, fastbeeApp, formatMessage } from '@linli/contracts';
import { aRegistration, TINY_PNG } from '@linli/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_SIGNATURE } from '../../../src/modules/fastbee-app/account-captcha-image.ts';
import { FastbeeAppClient, signedInApp } from '../../support/fastbee-app.ts';
import { createTestApp, multipart, type TestApp } from '../../support/index.ts';

/**
 * The FastBee app 2.2's account pages replayed as its source makes the calls (apis/modules/common.js,
 * apis/modules/account.js, utils/upload.js), asserting each field the pages read, type included.
 */
const zh = (code: ErrorCode, params = {}) => formatMessage('zh-CN', code, params);
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The digits a captcha's picture shows, read from the store (the test cannot look at the picture). */
async function digitsOf(t: TestApp, uuid: string): Promise<string> {
  const row = await t.db.kysely
    .selectFrom('captchas')
    .select('answer')
    .where('uuid', '=', uuid)
    .executeTakeFirstOrThrow();
  return row.answer;
}

/** An account made through the users service (registering needs a captcha when it is on). */
async function anAccount(t: TestApp, password = 'Plain-pass-2026') {
  const account = aRegistration({ password });
  await t.container.users.create(account);
  return { account };
}

/** pages/login/index.vue#getCode: the captcha as the page reads it (`res.img`, `res.uuid`). */
async function getCode(app: FastbeeAppClient) {
  const res = await app.get('/captchaImage');
  expect(res.code).toBe(200);
  return { img: res.img as string, uuid: res.uuid as string };
}

describe('FastBee app account pages with the captcha on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA_ENABLED: 'true' });
  });
  afterAll(() => t.close());

  it('pages/login/index.vue#getCode: img is a bare base64 PNG whose answer is digits, uuid beside it', async () => {
    const app = new FastbeeAppClient(t);
    const res = await app.get('/captchaImage');
    expect(res).toMatchObject({ code: 200, captchaEnabled: true });
    expect(typeof res.uuid).toBe('string');
    expect(res.img).not.toMatch(/^data:/);
    const bytes = Buffer.from(res.img as string, 'base64');
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // The page validates the code as uView's `integer`: /^(-)?\d+$/.
    expect(await digitsOf(t, res.uuid as string)).toMatch(/^\d{4}$/);
  });

  it('pages/login/index.vue#handleLogin: the digits sign in, the token is top-level, the profile follows', async () => {
    const { account } = await anAccount(t);
    const app = new FastbeeAppClient(t);
    const { uuid } = await getCode(app);
    const res = await app.post('/login', {
      username: account.username,
      password: account.password,
      rememberMe: false,
      code: await digitsOf(t, uuid),
      uuid,
    });
    expect(res.code).toBe(200);
    expect(typeof res.token).toBe('string');
    app.token = res.token as string;
    const profile = await app.get('/system/user/profile');
    expect(profile.code).toBe(200);
    expect(profile.data.userName).toBe(account.username);
  });

  it('wrong captcha digits are refused with a translated message, and that captcha is used up', async () => {
    const { account } = await anAccount(t);
    const app = new FastbeeAppClient(t);
    const { uuid } = await getCode(app);
    const right = await digitsOf(t, uuid);
    const wrong = String((Number(right) + 1) % 10_000).padStart(4, '0');
    const body = { username: account.username, password: account.password, rememberMe: false, uuid };
    const refused = await app.post('/login', { ...body, code: wrong });
    expect(refused).toMatchObject({
      code: 500,
      errorCode: 'CAPTCHA_WRONG',
      msg: zh(ErrorCode.CAPTCHA_WRONG),
    });
    expect(refused.token).toBeUndefined();
    const again = await app.post('/login', { ...body, code: right });
    expect(again).toMatchObject({
      code: 500,
      errorCode: 'CAPTCHA_EXPIRED',
      msg: zh(ErrorCode.CAPTCHA_EXPIRED),
    });
  });

  it('a captcha answered once, even rightly, cannot sign in a second time', async () => {
    const { account } = await anAccount(t);
    const app = new FastbeeAppClient(t);
    const { uuid } = await getCode(app);
    const body = {
      username: account.username,
      password: account.password,
      rememberMe: false,
      code: await digitsOf(t, uuid),
      uuid,
    };
    expect((await app.post('/login', body)).code).toBe(200);
    expect(await app.post('/login', body)).toMatchObject({ code: 500, errorCode: 'CAPTCHA_EXPIRED' });
  });

  it('pages/login/register.vue#register: captcha digits, bindId "" ignored; a bad phone refused, nothing made', async () => {
    const app = new FastbeeAppClient(t);
    const account = aRegistration();
    const first = await getCode(app);
    const bad = await app.post('/iot/tool/register', {
      ...account,
      phonenumber: '12345',
      code: await digitsOf(t, first.uuid),
      uuid: first.uuid,
      bindId: '',
    });
    expect(bad).toMatchObject({ code: 500, errorCode: 'PHONE_INVALID' });
    expect(bad.msg).toMatch(/手机号码格式不正确/);
    expect(await t.container.users.findByUsername(account.username)).toBeUndefined();

    const { uuid } = await getCode(app);
    const res = await app.post('/iot/tool/register', {
      username: account.username,
      phonenumber: account.phonenumber,
      password: account.password,
      confirmPassword: account.confirmPassword,
      code: await digitsOf(t, uuid),
      uuid,
      bindId: '',
    });
    expect(res.code, res.msg).toBe(200);
    expect((await t.container.users.findByUsername(account.username))?.roles).toEqual(['member']);
  });

  it('one captcha budget per address: the app and /api draw on the same 30 a minute', async () => {
    const from = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '10.9.8.7' });
    for (let i = 0; i < 15; i += 1) {
      expect((await from('/api/captchaImage')).json().code).toBe(200);
      expect((await from(`${fastbeeApp.PREFIX}/captchaImage`)).json().code).toBe(200);
    }
    const refused = await from(`${fastbeeApp.PREFIX}/captchaImage`);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ code: 500, errorCode: 'RATE_LIMITED' });
  });
});

describe('FastBee app account pages with the captcha off (the centre switched it off)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('pages/login/index.vue#getCode: still a picture and a uuid (the page always shows and asks for it)', async () => {
    const app = new FastbeeAppClient(t);
    const res = await app.get('/captchaImage');
    expect(res).toMatchObject({ code: 200, captchaEnabled: false });
    expect(
      Buffer.from(res.img as string, 'base64')
        .subarray(0, 8)
        .equals(PNG_SIGNATURE),
    ).toBe(true);
    expect(typeof res.uuid).toBe('string');
    const { account } = await anAccount(t);
    // Whatever digits the person types: the captcha is off.
    const login = await app.post('/login', {
      username: account.username,
      password: account.password,
      rememberMe: false,
      code: '7',
      uuid: res.uuid,
    });
    expect(login.code).toBe(200);
  });

  it('login lockout holds through the app: five wrong passwords, then even the right one is refused', async () => {
    const { account } = await anAccount(t);
    const app = new FastbeeAppClient(t);
    const attempt = (password: string) =>
      app.post('/login', { username: account.username, password, rememberMe: false, code: '1', uuid: 'x' });
    for (let i = 0; i < 5; i += 1)
      expect(await attempt('Wrong-pass-1')).toMatchObject({ code: 500, errorCode: 'BAD_CREDENTIALS' });
    const locked = await attempt(account.password);
    expect(locked).toMatchObject({ code: 500, errorCode: 'ACCOUNT_LOCKED' });
    expect(locked.msg).toBe(zh(ErrorCode.ACCOUNT_LOCKED, { minutes: 15 }));
    expect(locked.token).toBeUndefined();
  });

  it('the audit log records a sign-in through the app, and a failed one with the name tried', async () => {
    const { account } = await anAccount(t);
    const app = new FastbeeAppClient(t);
    const body = { username: account.username, rememberMe: false, code: '1', uuid: 'x' };
    await app.post('/login', { ...body, password: 'Wrong-pass-1' });
    expect((await app.post('/login', { ...body, password: account.password })).code).toBe(200);
    const events = await t.db.kysely
      .selectFrom('audit_logs')
      .selectAll()
      .where('actor_name', '=', account.username)
      .execute();
    expect(events.map((e) => e.event).sort()).toEqual(['login.failed', 'login.succeeded']);
  });

  it('pages/tabBar/user/index.vue#getProfile: data fields the pages read, wxBind at the top', async () => {
    const { account } = await anAccount(t);
    const app = await signedInApp(t, account.username, account.password);
    const res = await app.get('/system/user/profile');
    expect(res.code).toBe(200);
    expect(res.wxBind).toBe(false);
    const { data } = res;
    expect(typeof data.userId).toBe('number');
    expect(data).toMatchObject({
      userName: account.username,
      nickName: account.username,
      email: '',
      phonenumber: account.phonenumber,
      avatar: '',
      loginIp: '127.0.0.1',
    });
    expect(data.createTime).toMatch(TIME);
    expect(data.loginDate).toMatch(TIME);
    expect(data.wxBind).toBeUndefined();
  });

  it('pagesB/user/account.vue#updateProfile: the echoed profile changes what a person may, nothing else', async () => {
    const { account } = await anAccount(t);
    const app = await signedInApp(t, account.username, account.password);
    const profile = (await app.get('/system/user/profile')).data;
    const accountForm = { nickName: '王阿姨', email: 'wang@example.com' };
    const res = await app.put('/system/user/profile', {
      ...profile,
      ...accountForm,
      userName: 'admin',
      userId: profile.userId + 1,
      status: '1',
      roles: [{ roleId: 1, roleKey: 'admin' }],
      roleIds: [1],
      admin: true,
    });
    expect(res.code, res.msg).toBe(200);
    const after = (await app.get('/system/user/profile')).data;
    expect(after).toMatchObject({
      ...accountForm,
      userName: account.username,
      userId: profile.userId,
      status: '0',
    });
    const record = (await t.container.users.findById(profile.userId))!;
    expect(record).toMatchObject({ username: account.username, roles: ['member'], disabled: false });

    const bad = await app.put('/system/user/profile', { ...after, email: 'not-an-email' });
    expect(bad).toMatchObject({ code: 500, errorCode: 'EMAIL_INVALID' });
    expect(bad.msg).toMatch(/邮箱格式不正确/);
    expect((await app.get('/system/user/profile')).data.email).toBe('wang@example.com');
  });

  it('#updateProfile: a new phone number needs the password, which the page cannot send: refused, said so', async () => {
    const { account } = await anAccount(t);
    const app = await signedInApp(t, account.username, account.password);
    const profile = (await app.get('/system/user/profile')).data;
    const moved = await app.put('/system/user/profile', {
      ...profile,
      nickName: '王阿姨',
      phonenumber: '13912340001',
    });
    expect(moved).toMatchObject({
      code: 500,
      errorCode: 'PHONE_CHANGE_UNCONFIRMED',
      msg: zh(ErrorCode.PHONE_CHANGE_UNCONFIRMED),
    });
    expect((await app.get('/system/user/profile')).data).toMatchObject({
      phonenumber: profile.phonenumber,
      nickName: profile.nickName,
    });
    // Refused as missing, not as wrong: five of them do not lock the account's confirmations.
    for (let i = 0; i < 5; i++)
      await app.put('/system/user/profile', { ...profile, phonenumber: '13912340001' });
    const unsubscribe = await t.call('POST', '/unsubscribe', {
      token: app.token,
      body: { password: 'not-the-password-1' },
    });
    expect(unsubscribe.body.errorCode).toBe(ErrorCode.PASSWORD_WRONG);
  });

  it('pagesB/user/resetPsd.vue#submit: the passwords in the query, unencoded; a wrong old one refused', async () => {
    // The page puts the passwords into the URL unencoded: one with `#`, `&` or `+` cannot travel (nor could it
    // to FastBee); this account's has none.
    const { account } = await anAccount(t);
    const app = await signedInApp(t, account.username, account.password);
    const wrong = await app.put(
      '/system/user/profile/updatePwd?oldPassword=Nope-1234&newPassword=Fresh-pass-77',
    );
    expect(wrong).toMatchObject({
      code: 500,
      errorCode: 'OLD_PASSWORD_WRONG',
      msg: zh(ErrorCode.OLD_PASSWORD_WRONG),
    });
    const res = await app.put(
      `/system/user/profile/updatePwd?oldPassword=${account.password}&newPassword=Fresh-pass-77`,
    );
    expect(res.code, res.msg).toBe(200);
    await signedInApp(t, account.username, 'Fresh-pass-77');
    const old = new FastbeeAppClient(t);
    const refused = await old.post('/login', {
      username: account.username,
      password: account.password,
      rememberMe: false,
      code: '1',
      uuid: 'x',
    });
    expect(refused.errorCode).toBe('BAD_CREDENTIALS');
  });

  it('pagesB/user/avatar.vue via utils/upload.js: avatarfile with the storage token; a non-picture refused', async () => {
    const { account } = await anAccount(t);
    const app = await signedInApp(t, account.username, account.password);
    const upload = (content: Buffer, name: string, token: string | undefined) => {
      const form = multipart('avatarfile', name, content, 'image/png');
      return t.app.inject({
        method: 'POST',
        url: `${fastbeeApp.PREFIX}/system/user/profile/avatar`,
        payload: form.payload,
        headers: { ...form.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    };
    const ok = await upload(TINY_PNG, 'blob.png', app.token);
    expect(ok.statusCode).toBe(200);
    const result = JSON.parse(ok.body) as { code: number; imgUrl: string };
    expect(result.code).toBe(200);
    expect((await app.get('/system/user/profile')).data.avatar).toBe(result.imgUrl);
    // pages/tabBar/user/index.vue shows `baseUrl + avatar`: the picture is there under the prefix too.
    const shown = await t.app.inject({ method: 'GET', url: `${fastbeeApp.PREFIX}${result.imgUrl}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.subarray(0, 8)).toEqual(TINY_PNG.subarray(0, 8));

    const text = await upload(Buffer.from('not a picture at all'), 'a.png', app.token);
    expect(text.statusCode).toBe(200);
    expect(JSON.parse(text.body)).toMatchObject({
      code: 500,
      errorCode: 'UPLOAD_TYPE',
      msg: zh(ErrorCode.UPLOAD_TYPE),
    });
    const anonymous = await upload(TINY_PNG, 'blob.png', undefined);
    expect(anonymous.statusCode).toBe(200);
    expect(JSON.parse(anonymous.body).code).toBe(401);
    expect((await app.get('/system/user/profile')).data.avatar).toBe(result.imgUrl);
  });

  it('pages/tabBar/user/index.vue#confirmExit: logout ends the token; the app is sent back to login', async () => {
    const { account } = await anAccount(t);
    const app = await signedInApp(t, account.username, account.password);
    expect((await app.post('/logout')).code).toBe(200);
    expect((await app.get('/system/user/profile')).code).toBe(401);
  });

  it('a stranger (no token, or the pre-login `Bearer token`) gets 401 in the body, HTTP 200', async () => {
    const app = new FastbeeAppClient(t);
    expect((await app.get('/system/user/profile')).code).toBe(401);
    expect((await app.put('/system/user/profile', { nickName: 'x' })).code).toBe(401);
  });
});
