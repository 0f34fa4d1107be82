import { ApiPath } from '@linli/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast } from '../../../lib/antd.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { getLifeData } from '../../../lib/storage.ts';
import { fakeFetch, renderApp } from '../../../test/render.tsx';

function stubServer(extra: Parameters<typeof fakeFetch>[0] = {}) {
  const fake = fakeFetch({
    [ApiPath.authOptions]: {
      body: {
        code: 200,
        msg: 'ok',
        data: { captchaEnabled: true, wechatEnabled: false, experienceUsername: 'experience' },
      },
    },
    [ApiPath.captchaImage]: {
      body: { code: 200, msg: 'ok', captchaEnabled: true, uuid: 'u-1', img: 'PHN2Zy8+' },
    },
    ...extra,
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

async function submit() {
  const button = await screen.findByTestId('login-submit');
  await act(async () => {
    fireEvent.click(button);
  });
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('login form (docs/product.md "Signing in and accounts")', () => {
  beforeEach(() => {
    stubServer();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('zh-CN: empty account, missing picture code and unticked agreement are named', async () => {
    renderApp(paths.login);
    await submit();
    // username and password are both empty: each field names the rule under itself
    expect(await screen.findAllByText('账号信息不能为空')).toHaveLength(2);
    expect(screen.getByTestId('login-username').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('请输入图形验证码')).toBeTruthy();
    expect(screen.getByText('请先阅读并勾选同意用户协议和隐私政策')).toBeTruthy();
  });

  it('en-US: the same rules in English', async () => {
    await changeLanguage('en-US');
    renderApp(paths.login);
    await submit();
    expect(await screen.findAllByText('Account information cannot be empty')).toHaveLength(2);
    expect(screen.getByText('Please enter the picture code')).toBeTruthy();
    expect(
      screen.getByText('Please read and tick to agree to the user agreement and privacy policy'),
    ).toBeTruthy();
  });

  it('shows the captcha as an SVG data URL and sends it with its uuid; a refusal refreshes it', async () => {
    const fake = stubServer({
      [ApiPath.login]: {
        body: { code: 500, msg: '图形验证码错误', errorCode: 'CAPTCHA_WRONG', field: 'code' },
      },
    });
    renderApp(paths.login);
    const image = (await screen.findByAltText('图形验证码')) as HTMLImageElement;
    expect(image.src).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    type('login-username', 'li_wei');
    type('login-password', 'secret1');
    type('login-captcha', 'ab12');
    fireEvent.click(screen.getByTestId('agreement-checkbox'));
    const captchaCalls = () => fake.calls.filter((c) => c.url.startsWith('/api/captchaImage')).length;
    const before = captchaCalls();
    const shown = vi.spyOn(Toast, 'show');
    await submit();
    const login = fake.calls.find((c) => c.url === '/api/login');
    expect(JSON.parse(String(login?.init.body))).toEqual({
      username: 'li_wei',
      password: 'secret1',
      code: 'ab12',
      uuid: 'u-1',
    });
    await waitFor(() => expect(captchaCalls()).toBe(before + 1));
    expect((screen.getByTestId('login-captcha') as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('login-captcha').getAttribute('aria-invalid')).toBe('true');
    // The server's words under the picture code, and once as a toast.
    expect(screen.getAllByText('图形验证码错误').length).toBeGreaterThan(0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(
      shown.mock.calls.filter(([toast]) => (toast as { content?: unknown }).content === '图形验证码错误'),
    ).toHaveLength(1);
    expect(getLifeData().vuex_token).toBeUndefined();
  });

  it('a successful login keeps the token (never the password) and goes home', async () => {
    stubServer({
      [ApiPath.login]: { body: { code: 200, msg: 'ok', token: 'tok-new' } },
      [ApiPath.profile]: {
        body: { code: 200, msg: 'ok', data: { userId: 1, userName: 'li_wei', nickName: '李伟' } },
      },
    });
    const { router } = renderApp(paths.login);
    await screen.findByAltText('图形验证码');
    type('login-username', 'li_wei');
    type('login-password', 'secret1');
    type('login-captcha', 'ab12');
    fireEvent.click(screen.getByTestId('agreement-checkbox'));
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(getLifeData().vuex_token).toBe('tok-new');
    expect(getLifeData().profile?.nickName).toBe('李伟');
    expect(localStorage.getItem('lifeData')).not.toContain('secret1');
  });
});
