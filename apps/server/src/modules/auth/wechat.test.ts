import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode, ResultCode } from '@linli/contracts';
import { aRegistration } from '@linli/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logIn, signUp, type TestApp } from '../../../test/support/index.ts';

/** A local stand-in for WeChat's OAuth endpoint: code `good-N` belongs to openid `open-N`. */
async function fakeWechat() {
  const requests: URL[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url);
    const code = url.searchParams.get('code') ?? '';
    res.setHeader('content-type', 'application/json');
    if (
      url.pathname !== '/sns/oauth2/access_token' ||
      url.searchParams.get('secret') !== 'app-secret' ||
      !code.startsWith('good-')
    ) {
      res.end(JSON.stringify({ errcode: 40029, errmsg: 'invalid code' }));
      return;
    }
    res.end(
      JSON.stringify({
        access_token: 'at',
        openid: `open-${code.slice(5)}`,
        unionid: `union-${code.slice(5)}`,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => server.close(),
  };
}

describe('WeChat login and binding (against a local OAuth fake)', () => {
  let t: TestApp;
  let wechat: Awaited<ReturnType<typeof fakeWechat>>;
  beforeAll(async () => {
    wechat = await fakeWechat();
    t = await createTestApp({
      WECHAT_APP_ID: 'wx-app',
      WECHAT_APP_SECRET: 'app-secret',
      WECHAT_API_BASE: wechat.base,
    });
  });
  afterAll(async () => {
    await t.close();
    wechat.close();
  });

  it('the login page is told WeChat is on', async () => {
    const options = await t.call<{ data: { wechatEnabled: boolean } }>('GET', '/auth/options');
    expect(options.body.data.wechatEnabled).toBe(true);
  });

  it('an unknown identity gets a bindId; bind-login with an unknown user is a wrong password; bind-register links it', async () => {
    const first = await t.call<{ data: { bindId?: string; token?: string } }>('POST', '/wechat/mobileLogin', {
      body: { code: 'good-1' },
    });
    const bindId = first.body.data.bindId!;
    expect(bindId).toBeTruthy();
    expect(first.body.data.token).toBeUndefined();
    expect(wechat.requests.at(-1)?.searchParams.get('appid')).toBe('wx-app');

    // An unknown name reads as a wrong password (no oracle of who has an account); the screen always
    // offers registering instead.
    const unknown = await t.call('POST', '/auth/bind/login', {
      body: { bindId, username: 'nobody-here', password: 'whatever1' },
    });
    expect(unknown.body).toMatchObject({ code: ResultCode.ERROR, errorCode: ErrorCode.BAD_CREDENTIALS });

    const registered = await t.call('POST', '/auth/bind/register', { body: { bindId, ...aRegistration() } });
    expect(registered.body.code).toBe(200);
    const again = await t.call<{ data: { token?: string } }>('POST', '/wechat/mobileLogin', {
      body: { code: 'good-1' },
    });
    expect(again.body.data.token).toMatch(/^ey/);
    const profile = await t.call<{ data: { wxBind: boolean } }>('GET', '/system/user/profile', {
      token: again.body.data.token!,
    });
    expect(profile.body.data.wxBind).toBe(true);
  });

  it('the shared experience account binds no WeChat, by bind page or signed in', async () => {
    const shared = aRegistration();
    await t.container.users.create({ ...shared, experience: true });
    const { bindId } = (
      await t.call<{ data: { bindId: string } }>('POST', '/wechat/mobileLogin', { body: { code: 'good-60' } })
    ).body.data;
    const viaBindPage = await t.call('POST', '/auth/bind/login', {
      body: { bindId, username: shared.username, password: shared.password },
    });
    expect(viaBindPage.body).toMatchObject({ code: 500, errorCode: ErrorCode.EXPERIENCE_READ_ONLY });
    const token = await logIn(t, shared.username, shared.password);
    const asked = wechat.requests.length;
    const signedIn = await t.call('POST', '/wechat/bind', {
      token,
      body: { code: 'good-60', password: shared.password },
    });
    expect(signedIn.body).toMatchObject({ code: 500, errorCode: ErrorCode.EXPERIENCE_READ_ONLY });
    // Refused before WeChat is asked: the visitor's code is not spent on a bind that cannot happen.
    expect(wechat.requests.length).toBe(asked);
    const profile = await t.call<{ data: { wxBind: boolean } }>('GET', '/system/user/profile', { token });
    expect(profile.body.data.wxBind).toBe(false);
  });

  it('bind-login links an existing account after checking its password', async () => {
    const account = aRegistration();
    await t.call('POST', '/iot/tool/register', { body: account });
    const { bindId } = (
      await t.call<{ data: { bindId: string } }>('POST', '/wechat/mobileLogin', { body: { code: 'good-2' } })
    ).body.data;
    const wrong = await t.call('POST', '/auth/bind/login', {
      body: { bindId, username: account.username, password: 'wrong-pass' },
    });
    expect(wrong.body.errorCode).toBe(ErrorCode.BAD_CREDENTIALS);
    const ok = await t.call('POST', '/auth/bind/login', {
      body: { bindId, username: account.username, password: account.password },
    });
    expect(ok.body.token).toMatch(/^ey/);
    const reused = await t.call('POST', '/auth/bind/login', {
      body: { bindId, username: account.username, password: account.password },
    });
    expect(reused.body.errorCode).toBe(ErrorCode.WECHAT_BIND_EXPIRED);
  });

  it('a signed-in user binds and unbinds; one WeChat cannot serve two accounts; bad codes are refused', async () => {
    const { token, account } = await signUp(t);
    const bind = (code: string) =>
      t.call('POST', '/wechat/bind', { token, body: { code, password: account.password } });
    expect((await bind('bad')).body.errorCode).toBe(ErrorCode.WECHAT_CODE_INVALID);
    expect((await bind('good-1')).body.errorCode).toBe(ErrorCode.WECHAT_ALREADY_BOUND);
    expect((await bind('good-3')).body.code).toBe(200);
    const unbind = (password?: string) =>
      t.call('POST', '/wechat/cancelBind', { token, body: password === undefined ? {} : { password } });
    expect((await unbind(account.password)).body.code).toBe(200);
    expect((await unbind(account.password)).body.errorCode).toBe(ErrorCode.WECHAT_NOT_BOUND);
  });

  it('binding asks for the password too: a copied token alone cannot add a lasting way in', async () => {
    const { token, account } = await signUp(t);
    const asked = wechat.requests.length;
    for (const body of [{ code: 'good-31' }, { code: 'good-31', password: 'not-the-password-1' }]) {
      expect((await t.call('POST', '/wechat/bind', { token, body })).body).toMatchObject({
        code: 500,
        errorCode: ErrorCode.PASSWORD_WRONG,
        field: 'password',
      });
    }
    // Refused before WeChat is asked: the person's code is not spent.
    expect(wechat.requests.length).toBe(asked);
    const profile = await t.call<{ data: { wxBind: boolean } }>('GET', '/system/user/profile', { token });
    expect(profile.body.data.wxBind).toBe(false);
    const bound = await t.call('POST', '/wechat/bind', {
      token,
      body: { code: 'good-31', password: account.password },
    });
    expect(bound.body.code).toBe(200);
  });

  it('unbinding asks for the password of an account that has one: an open session alone cannot', async () => {
    const { token, account } = await signUp(t);
    expect(
      (await t.call('POST', '/wechat/bind', { token, body: { code: 'good-30', password: account.password } }))
        .body.code,
    ).toBe(200);
    const unbind = (body: Record<string, unknown>) => t.call('POST', '/wechat/cancelBind', { token, body });
    for (const body of [{}, { password: 'not-the-password-1' }]) {
      const refused = await unbind(body);
      expect(refused.body).toMatchObject({
        code: 500,
        errorCode: ErrorCode.PASSWORD_WRONG,
        field: 'password',
      });
    }
    const profile = await t.call<{ data: { wxBind: boolean } }>('GET', '/system/user/profile', { token });
    expect(profile.body.data.wxBind).toBe(true);
    expect((await unbind({ password: account.password })).body.code).toBe(200);
  });
});

describe('WeChat switched off', () => {
  it('says so instead of calling anyone', async () => {
    const t = await createTestApp();
    try {
      expect(
        (await t.call<{ data: { wechatEnabled: boolean } }>('GET', '/auth/options')).body.data.wechatEnabled,
      ).toBe(false);
      const answer = await t.call('POST', '/wechat/mobileLogin', {
        body: { code: 'good-1' },
        language: 'en-US',
      });
      expect(answer.body).toMatchObject({
        code: 500,
        errorCode: ErrorCode.WECHAT_DISABLED,
        msg: 'WeChat login is not enabled',
      });
    } finally {
      await t.close();
    }
  });
});
