import { ApiPath, ResultCode } from '@linli/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toast } from '../../../lib/antd.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { getLifeData } from '../../../lib/storage.ts';
import { fakeFetch, renderApp } from '../../../test/render.tsx';

function stubServer(bindLogin: { code: number; msg: string; token?: string; data?: unknown }) {
  const fake = fakeFetch({
    [ApiPath.authOptions]: {
      body: {
        code: 200,
        msg: 'ok',
        data: { captchaEnabled: false, wechatEnabled: true, experienceUsername: 'experience' },
      },
    },
    [ApiPath.captchaImage]: { body: { code: 200, msg: 'ok', captchaEnabled: false } },
    [ApiPath.bindLogin]: { body: bindLogin },
    [ApiPath.profile]: {
      body: { code: 200, msg: 'ok', data: { userId: 1, userName: 'li_wei', nickName: '李伟' } },
    },
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

async function fillAndSend() {
  await screen.findByTestId('bind-login-submit');
  fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'li_wei' } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'secret12' } });
  fireEvent.click(screen.getByTestId('agreement-checkbox'));
  await act(async () => {
    fireEvent.click(screen.getByTestId('bind-login-submit'));
  });
}

describe('WeChat bind-login (docs/product.md "Signing in and accounts")', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends the bindId with the account and signs in with the token', async () => {
    const fake = stubServer({ code: 200, msg: 'ok', token: 'tok-bound', data: { token: 'tok-bound' } });
    const { router } = renderApp(withQuery(paths.bindLogin, { bindId: 'b-1' }));
    await fillAndSend();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    const sent = fake.calls.find((c) => c.url === `/api${ApiPath.bindLogin}`);
    expect(JSON.parse(String(sent?.init.body))).toEqual({
      username: 'li_wei',
      password: 'secret12',
      bindId: 'b-1',
    });
    expect(getLifeData().vuex_token).toBe('tok-bound');
  });

  it('an unknown account (450) offers registration instead of the refusal, and goes on with the bindId', async () => {
    stubServer({ code: ResultCode.USER_NOT_FOUND, msg: '用户不存在' });
    const shown = vi.spyOn(Toast, 'show');
    const { router } = renderApp(withQuery(paths.bindLogin, { bindId: 'b-1' }));
    await fillAndSend();
    await screen.findByText('该用户不存在，是否注册新账号并绑定微信？');
    expect(shown).not.toHaveBeenCalledWith(expect.objectContaining({ content: '用户不存在' }));
    const dialog = screen.getByRole('dialog');
    await act(async () => {
      fireEvent.click(
        [...dialog.querySelectorAll('button')].find((b) => b.textContent === '注册新账号') as HTMLElement,
      );
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.bindRegister));
    expect(router.state.location.search).toBe('?bindId=b-1');
    expect(getLifeData().vuex_token).toBeUndefined();
  });
});
