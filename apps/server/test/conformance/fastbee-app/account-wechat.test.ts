import { ErrorCode, fastbeeApp, formatMessage } from '@linli/contracts';
import { aRegistration } from '@linli/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIND_FRESH_SIGN_IN_MS } from '../../../src/modules/auth/auth.service.ts';
import type { WechatClient } from '../../../src/modules/auth/index.ts';
import { type FakeClock, MINUTE } from '../../../src/platform/clock.ts';
import { FastbeeAppClient, signedInApp } from '../../support/fastbee-app.ts';
import { appOnClock, createTestApp, type TestApp } from '../../support/index.ts';
import { ownerWithDevice } from '../../support/mqtt.ts';
import { signIn } from '../../support/social-services.ts';

/**
 * The FastBee app 2.2's WeChat calls (pages/tabBar/user/index.vue, pagesB/user/secureBind.vue,
 * pages/login/index.vue#getPhoneNumber) and FastBee's user look-up `GET /iot/tool/userList`, replayed as
 * the app's source makes them.
 */
const zh = (code: ErrorCode) => formatMessage('zh-CN', code);
const PASSWORD = 'Plain-pass-2026';

/** WeChat as the tests see it: code `good-N` belongs to openid `open-N`, any other code is refused. */
const wechatClient: WechatClient = {
  exchangeCode: async (code) =>
    code.startsWith('good-')
      ? { openId: `open-${code.slice(5)}`, unionId: `union-${code.slice(5)}` }
      : undefined,
};

async function appAccount(t: TestApp) {
  const account = aRegistration({ password: PASSWORD });
  const user = await t.container.users.create(account);
  return { user, account, app: await signedInApp(t, account.username, PASSWORD) };
}

/** `wx.request POST baseUrl + '/wechat/miniLogin'`: no Authorization, outside the app's request layer. */
async function miniLogin(t: TestApp, body: Record<string, unknown>) {
  const answer = await t.app.inject({
    method: 'POST',
    url: `${fastbeeApp.PREFIX}/wechat/miniLogin`,
    payload: body,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { code: number; msg: string; errorCode?: string; data?: { token: string } };
}

describe('FastBee app WeChat binding and login, WeChat configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WECHAT_APP_ID: 'wx-app', WECHAT_APP_SECRET: 'app-secret' }, { wechatClient });
  });
  afterAll(() => t.close());

  it('pages/tabBar/user/index.vue#confirmBindWeChart (mini-program: a code) binds; getProfile reads wxBind', async () => {
    const { app } = await appAccount(t);
    const res = await app.post('/wechat/bind', { code: 'good-1', sourceClient: 'wechat_open_mini_program' });
    expect(res.code, res.msg).toBe(200);
    expect((await app.get('/system/user/profile')).wxBind).toBe(true);
  });

  it('#confirmBindWeChart (Android/iOS: only the openId the phone read) is refused: nothing proves it', async () => {
    const { app } = await appAccount(t);
    const res = await app.post('/wechat/bind', {
      sourceClient: 'wechat_open_mobile',
      openId: 'open-2',
      unionId: 'union-2',
    });
    expect(res).toMatchObject({
      code: 500,
      errorCode: 'WECHAT_IDENTITY_UNVERIFIED',
      msg: zh(ErrorCode.WECHAT_IDENTITY_UNVERIFIED),
    });
    expect((await app.get('/system/user/profile')).wxBind).toBe(false);
  });

  it('pagesB/user/secureBind.vue#submit: unbinding needs the password; a wrong one changes nothing', async () => {
    const { app } = await appAccount(t);
    expect((await app.post('/wechat/bind', { code: 'good-3' })).code).toBe(200);
    const wrong = await app.post('/wechat/cancelBind', { verifyType: 1, password: 'Wrong-pass-1' });
    expect(wrong).toMatchObject({
      code: 500,
      errorCode: 'PASSWORD_WRONG',
      msg: zh(ErrorCode.PASSWORD_WRONG),
    });
    expect((await app.get('/system/user/profile')).wxBind).toBe(true);
    const res = await app.post('/wechat/cancelBind', { verifyType: 1, password: PASSWORD });
    expect(res.code, res.msg).toBe(200);
    expect((await app.get('/system/user/profile')).wxBind).toBe(false);
    const again = await app.post('/wechat/cancelBind', { verifyType: 1, password: PASSWORD });
    expect(again).toMatchObject({ code: 500, errorCode: 'WECHAT_NOT_BOUND' });
  });

  it('#submit: wrong passwords count toward the account lock; once locked the right one unbinds nothing', async () => {
    const { app } = await appAccount(t);
    expect((await app.post('/wechat/bind', { code: 'good-40' })).code).toBe(200);
    for (let i = 0; i < 5; i++) {
      const wrong = await app.post('/wechat/cancelBind', { verifyType: 1, password: `Wrong-pass-${i}` });
      expect(wrong.errorCode).toBe('PASSWORD_WRONG');
    }
    const locked = await app.post('/wechat/cancelBind', { verifyType: 1, password: PASSWORD });
    expect(locked).toMatchObject({ code: 500, errorCode: 'ACCOUNT_LOCKED' });
    expect((await app.get('/system/user/profile')).wxBind).toBe(true);
  });

  it('pages/login/index.vue#getPhoneNumber: a bound WeChat signs in (data.token); unbound or bad codes are refused', async () => {
    const { app, user } = await appAccount(t);
    expect((await app.post('/wechat/bind', { code: 'good-4' })).code).toBe(200);
    const res = await miniLogin(t, { code: 'good-4', phoneCode: 'phone-code' });
    expect(res.code, res.msg).toBe(200);
    expect(typeof res.data?.token).toBe('string');
    const viaWechat = new FastbeeAppClient(t);
    viaWechat.token = res.data!.token;
    expect((await viaWechat.get('/system/user/profile')).data.userId).toBe(user.id);

    const unbound = await miniLogin(t, { code: 'good-404', phoneCode: 'phone-code' });
    expect(unbound).toMatchObject({
      code: 500,
      errorCode: 'WECHAT_NOT_BOUND',
      msg: zh(ErrorCode.WECHAT_NOT_BOUND),
    });
    expect(unbound.data).toBeUndefined();
    const bad = await miniLogin(t, { code: 'forged', phoneCode: 'phone-code' });
    expect(bad).toMatchObject({ code: 500, errorCode: 'WECHAT_CODE_INVALID' });

    const events = await t.db.kysely
      .selectFrom('audit_logs')
      .select(['event', 'actor_id'])
      .where('detail', 'like', '%wechat-mini%')
      .execute();
    expect(events).toContainEqual({ event: 'login.succeeded', actor_id: user.id });
    expect(events.filter((e) => e.event === 'login.failed')).toHaveLength(2);
  });
});

describe('FastBee app WeChat binding after a while signed in', () => {
  let t: TestApp;
  let clock: FakeClock;
  beforeAll(async () => {
    ({ t, clock } = await appOnClock(
      new Date(),
      { WECHAT_APP_ID: 'wx-app', WECHAT_APP_SECRET: 'app-secret' },
      { wechatClient },
    ));
  });
  afterAll(() => t.close());

  it('#confirmBindWeChart binds only soon after signing in: the page cannot send a password, a copied token cannot sign in', async () => {
    const { app, account } = await appAccount(t);
    clock.advance(BIND_FRESH_SIGN_IN_MS + MINUTE);
    const stale = await app.post('/wechat/bind', {
      code: 'good-50',
      sourceClient: 'wechat_open_mini_program',
    });
    expect(stale).toMatchObject({
      code: 500,
      errorCode: 'WECHAT_BIND_SIGN_IN_AGAIN',
      msg: zh(ErrorCode.WECHAT_BIND_SIGN_IN_AGAIN),
    });
    expect((await app.get('/system/user/profile')).wxBind).toBe(false);

    // Signed in again, as the message says: the same WeChat binds.
    const again = await signedInApp(t, account.username, PASSWORD);
    const res = await again.post('/wechat/bind', {
      code: 'good-50',
      sourceClient: 'wechat_open_mini_program',
    });
    expect(res.code, res.msg).toBe(200);
    expect((await again.get('/system/user/profile')).wxBind).toBe(true);
  });
});

describe('FastBee app WeChat calls, WeChat not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('bind and one-tap login answer that WeChat is off, in the refusal shape the app shows', async () => {
    const { app } = await appAccount(t);
    for (const body of [{ code: 'good-1' }, { openId: 'open-1', sourceClient: 'wechat_open_mobile' }])
      expect(await app.post('/wechat/bind', body)).toMatchObject({
        code: 500,
        errorCode: 'WECHAT_DISABLED',
        msg: zh(ErrorCode.WECHAT_DISABLED),
      });
    expect(await miniLogin(t, { code: 'good-1', phoneCode: 'p' })).toMatchObject({
      code: 500,
      errorCode: 'WECHAT_DISABLED',
    });
    expect(await app.post('/wechat/cancelBind', { verifyType: 1, password: PASSWORD })).toMatchObject({
      code: 500,
      errorCode: 'WECHAT_NOT_BOUND',
    });
  });
});

describe('GET /iot/tool/userList (/api and the app): the share look-up in a table, no more', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const phoneOf = async (userId: number) => (await t.container.users.findById(userId))!.phonenumber!;

  it('answers the masked card for a whole phone number, nothing for a fragment, on both prefixes alike', async () => {
    const asker = await signIn(t);
    const sought = await signIn(t);
    const phone = await phoneOf(sought.userId);
    const viaApi = await t.call<{ rows: unknown[]; total: number }>('GET', '/iot/tool/userList', {
      token: asker.token,
      query: { phonenumber: phone, status: '0', pageSize: '5' },
    });
    const app = new FastbeeAppClient(t);
    app.token = asker.token;
    const viaApp = await app.get('/iot/tool/userList', { phonenumber: phone, status: 0, pageSize: 5 });
    expect(viaApp.rows).toEqual(viaApi.body.rows);
    expect(viaApp.total).toBe(1);
    const [card] = viaApp.rows as Record<string, unknown>[];
    const record = (await t.container.users.findById(sought.userId))!;
    expect(card).toEqual({
      userId: sought.userId,
      userName: expect.stringMatching(/\*{4}/),
      nickName: record.nickName,
      phonenumber: phone,
      avatar: '',
    });
    expect(card!.userName).not.toBe(record.username);
    const fragment = await app.get('/iot/tool/userList', { phonenumber: phone.slice(0, 7) });
    expect(fragment).toMatchObject({ code: 200, rows: [], total: 0 });
    const self = await app.get('/iot/tool/userList', { phonenumber: await phoneOf(asker.userId) });
    expect(self.rows).toEqual([]);
  });

  it("with a device, the share look-up's rules: only its owner asks, people it is shared with are left out", async () => {
    const owner = await ownerWithDevice(t);
    const stranger = await signIn(t);
    const sought = await signIn(t);
    const phone = await phoneOf(sought.userId);
    const query = { phonenumber: phone, deviceId: String(owner.deviceId) };
    const asOwner = await t.call('GET', '/iot/tool/userList', { token: owner.token, query });
    expect(asOwner.body).toMatchObject({ code: 200, total: 1 });
    const asStranger = await t.call('GET', '/iot/tool/userList', { token: stranger.token, query });
    expect(asStranger.body.code).not.toBe(200);
    expect(asStranger.body).not.toHaveProperty('rows');
  });

  it('shares the share look-up budget: twenty a ten minutes, whichever of the three asks', async () => {
    const owner = await ownerWithDevice(t);
    const app = new FastbeeAppClient(t);
    app.token = owner.token;
    for (let i = 0; i < 20; i += 1) {
      const phonenumber = `1390000${String(i).padStart(4, '0')}`;
      const answer =
        i % 3 === 0
          ? (
              await t.call('GET', '/iot/share/shareUser', {
                token: owner.token,
                query: { phonenumber, deviceId: String(owner.deviceId) },
              })
            ).body
          : i % 3 === 1
            ? (await t.call('GET', '/iot/tool/userList', { token: owner.token, query: { phonenumber } })).body
            : await app.get('/iot/tool/userList', { phonenumber });
      expect(answer.errorCode).not.toBe('RATE_LIMITED');
    }
    const walked = await app.get('/iot/tool/userList', { phonenumber: '13900000099' });
    expect(walked).toMatchObject({ code: 500, errorCode: 'RATE_LIMITED' });
    const viaApi = await t.call('GET', '/iot/tool/userList', {
      token: owner.token,
      query: { phonenumber: '13900000098' },
    });
    expect(viaApi.body.errorCode).toBe('RATE_LIMITED');
  });
});
