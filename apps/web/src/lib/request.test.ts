import { ApiPath, otaRoutes, type UserProfile, usersRoutes } from '@linli/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../test/render.tsx';
import { ApiError, call } from './api.ts';
import { changeLanguage } from './i18n.ts';
import { bindNavigator } from './navigation.ts';
import { paths, withQuery } from './paths.ts';
import { appQueryClient } from './queryClient.ts';
import { REQUEST_TIMEOUT_MS, request } from './request.ts';
import { getLifeData, restoreLifeData, setProfile, setToken } from './storage.ts';

const profile = { userId: 1, userName: 'li_wei', nickName: 'Li Wei' } as UserProfile;

describe('request layer (docs/product.md "Responses and errors")', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    restoreLifeData();
    bindNavigator(navigate);
  });
  afterEach(() => navigate.mockReset());

  it('sends the language header, the Bearer token and the /api prefix, and hands 200 to the screen', async () => {
    setToken('tok-1');
    const fake = fakeFetch({ [ApiPath.profile]: { body: { code: 200, msg: 'ok', data: profile } } });
    vi.stubGlobal('fetch', fake.fetch);
    await changeLanguage('en-US');

    const result = await request({ url: ApiPath.profile, query: { a: 1, b: undefined } });

    expect(result).toEqual({ code: 200, msg: 'ok', data: profile });
    expect(fake.calls[0]?.url).toBe('/api/system/user/profile?a=1');
    const headers = fake.calls[0]?.init.headers as Record<string, string>;
    expect(headers.language).toBe('en-US');
    expect(headers.Authorization).toBe('Bearer tok-1');
  });

  it('never sends the token to captcha image, login and register', async () => {
    setToken('tok-1');
    const fake = fakeFetch({ [ApiPath.login]: { body: { code: 200, msg: 'ok', token: 't' } } });
    vi.stubGlobal('fetch', fake.fetch);
    await request({ url: ApiPath.login, method: 'POST', data: { username: 'x' } });
    const headers = fake.calls[0]?.init.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers.language).toBe('zh-CN');
    expect(fake.calls[0]?.init.body).toBe('{"username":"x"}');
  });

  it.each([500, 450])('hands body code %i to the screen without a toast', async (code) => {
    vi.stubGlobal('fetch', fakeFetch({ [ApiPath.login]: { body: { code, msg: `refused ${code}` } } }).fetch);
    const result = await request({ url: ApiPath.login, method: 'POST', loading: false });
    expect(result).toMatchObject({ code, msg: `refused ${code}` });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText(`refused ${code}`)).toBeNull();
  });

  it('401 clears token, profile and the reads kept for the login, relaunches the home tab and toasts', async () => {
    setToken('tok-1');
    setProfile(profile);
    const reads = appQueryClient();
    reads.setQueryData(['home', 'my requests'], ['a request of the ended login']);
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        [ApiPath.profile]: { body: { code: 401, msg: '登录状态已过期', errorCode: 'LOGIN_REQUIRED' } },
      }).fetch,
    );
    const result = await request({ url: ApiPath.profile });
    expect(result).toBe(false);
    expect(getLifeData().vuex_token).toBeUndefined();
    expect(getLifeData().profile).toBeUndefined();
    expect(JSON.parse(localStorage.getItem('lifeData') ?? '{}').vuex_token).toBeUndefined();
    expect(reads.getQueryData(['home', 'my requests'])).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith(paths.home, { replace: true });
    expect(await screen.findByText('登录状态已过期')).toBeTruthy();
  });

  it('401 for a visitor (no token sent) opens the login gate that returns here, never "login expired"', async () => {
    window.location.hash = '#/pagesC/shfw/fwxx?id=3';
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        [ApiPath.profile]: { body: { code: 401, msg: '登录状态已过期', errorCode: 'LOGIN_REQUIRED' } },
      }).fetch,
    );
    expect(await request({ url: ApiPath.profile })).toBe(false);
    expect(navigate).toHaveBeenCalledWith(
      withQuery(paths.waitLogin, { redirect: '/pagesC/shfw/fwxx?id=3' }),
      {
        replace: true,
      },
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText('登录状态已过期')).toBeNull();
  });

  it('another body code toasts the server message and resolves false', async () => {
    setToken('tok-1');
    vi.stubGlobal(
      'fetch',
      fakeFetch({ [ApiPath.profile]: { body: { code: 403, msg: '没有权限进行此操作' } } }).fetch,
    );
    expect(await request({ url: ApiPath.profile })).toBe(false);
    expect(await screen.findByText('没有权限进行此操作')).toBeTruthy();
    expect(getLifeData().vuex_token).toBe('tok-1');
  });

  it('a non-2xx HTTP status toasts and resolves false, even with code 200 in the body', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        [ApiPath.appInfo]: { status: 502 },
        [ApiPath.profile]: { status: 500, body: { code: 200, msg: 'gateway says no' } },
      }).fetch,
    );
    expect(await request({ url: ApiPath.appInfo })).toBe(false);
    expect(await screen.findByText('服务器响应异常（502）')).toBeTruthy();
    expect(await request({ url: ApiPath.profile })).toBe(false);
    expect(await screen.findByText('gateway says no')).toBeTruthy();
  });

  it('gives up after 60 s with a timeout toast', async () => {
    vi.useFakeTimers();
    let aborted = false;
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    });
    const pending = request({ url: ApiPath.appInfo, loading: false });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBe(false);
    expect(aborted).toBe(true);
    vi.useRealTimers();
    expect(await screen.findByText('请求超时，请检查网络后重试')).toBeTruthy();
  });

  it("shows the 'loading' indicator by default, and not when turned off", async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = request({ url: ApiPath.appInfo });
    expect(await screen.findByText('加载中')).toBeTruthy();
    answer(new Response(JSON.stringify({ code: 200, msg: 'ok' })));
    await pending;
    await waitFor(() => expect(screen.queryByText('加载中')).toBeNull());

    const quiet = request({ url: ApiPath.appInfo, loading: false });
    await new Promise((r) => setTimeout(r, 30));
    expect(screen.queryByText('加载中')).toBeNull();
    answer(new Response(JSON.stringify({ code: 200, msg: 'ok' })));
    await quiet;
  });
});

describe('uploads (docs/product.md "Responses and errors")', () => {
  const navigate = vi.fn();
  beforeEach(() => bindNavigator(navigate));
  afterEach(() => navigate.mockReset());
  const avatar = () =>
    call(usersRoutes.avatar, { upload: { file: new Blob(['x'], { type: 'image/png' }), fileName: 'a.png' } });

  it('sends multipart under the field the route names, with its text fields, and resolves 200', async () => {
    setToken('tok-1');
    const fake = fakeFetch({
      [ApiPath.avatar]: { body: { code: 200, msg: 'ok', imgUrl: '/uploads/a.png' } },
      [otaRoutes.upload.path]: { body: { code: 500, msg: 'later' } },
    });
    vi.stubGlobal('fetch', fake.fetch);
    expect(await avatar()).toEqual({ imgUrl: '/uploads/a.png' });
    const body = fake.calls[0]?.init.body as FormData;
    expect(body.get('avatarfile')).toBeInstanceOf(Blob);
    const headers = (fake.calls[0]?.init.headers ?? {}) as Record<string, string>;
    expect(headers).toHaveProperty('Authorization', 'Bearer tok-1');
    // The browser writes the multipart boundary: no JSON content type.
    expect(headers).not.toHaveProperty('Content-Type');

    const file = new Blob(['fw']);
    await call(otaRoutes.upload, { upload: { file, fields: { version: '1.2', productId: '3' } } }).catch(
      () => undefined,
    );
    const firmware = fake.calls[1]?.init.body as FormData;
    expect([firmware.get('version'), firmware.get('productId')]).toEqual(['1.2', '3']);
    expect(firmware.get('file')).toBeInstanceOf(Blob);
  });

  it('a refusal rejects with its message', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ [ApiPath.upload]: { body: { code: 500, msg: '不支持的文件类型' } } }).fetch,
    );
    await expect(call(usersRoutes.upload, { upload: { file: new Blob(['x']) } })).rejects.toThrow(
      '不支持的文件类型',
    );
  });

  it('401 asks to stay or log in again; logging in again clears the token and opens login', async () => {
    setToken('tok-1');
    vi.stubGlobal('fetch', fakeFetch({ [ApiPath.avatar]: { body: { code: 401, msg: 'expired' } } }).fetch);
    const pending = avatar().catch((error: unknown) => error);
    expect(await screen.findByText('登录状态已过期')).toBeTruthy();
    expect(screen.getByText('留在此页')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByText('重新登录'));
    });
    expect(await pending).toBeInstanceOf(ApiError);
    expect(getLifeData().vuex_token).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith(paths.login, undefined);
  });

  it('401 and stay keeps the token', async () => {
    setToken('tok-1');
    vi.stubGlobal('fetch', fakeFetch({ [ApiPath.avatar]: { body: { code: 401, msg: 'expired' } } }).fetch);
    const pending = avatar().catch((error: unknown) => error);
    const stay = await screen.findByText('留在此页');
    await act(async () => {
      fireEvent.click(stay);
    });
    expect(await pending).toBeInstanceOf(ApiError);
    expect(getLifeData().vuex_token).toBe('tok-1');
    expect(navigate).not.toHaveBeenCalled();
  });
});
