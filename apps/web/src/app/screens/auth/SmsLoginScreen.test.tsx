import { ApiPath } from '@linli/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toast } from '../../../lib/antd.ts';
import { paths } from '../../../lib/paths.ts';
import { getLifeData } from '../../../lib/storage.ts';
import { fakeFetch, renderApp } from '../../../test/render.tsx';

function stubServer(smsLogin: object) {
  const fake = fakeFetch({
    [ApiPath.smsLoginCaptcha]: { body: { code: 200, msg: '短信已发送' } },
    [ApiPath.smsLogin]: { body: smsLogin },
    [ApiPath.profile]: {
      body: { code: 200, msg: 'ok', data: { userId: 1, userName: 'li_wei', nickName: '李伟' } },
    },
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

async function sendCodeAndLogin() {
  fireEvent.change(await screen.findByTestId('sms-phone'), { target: { value: '13800138000' } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('sms-send'));
  });
  await waitFor(() => expect(screen.getByTestId('sms-send').textContent).toBe('60秒后重新获取'));
  fireEvent.change(screen.getByTestId('sms-code'), { target: { value: '123456' } });
  fireEvent.click(screen.getByTestId('agreement-checkbox'));
  await act(async () => {
    fireEvent.click(screen.getByTestId('sms-submit'));
  });
}

/** The words of every toast shown. */
const toasts = (shown: { mock: { calls: unknown[][] } }) =>
  shown.mock.calls.map(([toast]) => (toast as { content?: unknown }).content);

describe('SMS login (docs/product.md "Signing in and accounts")', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("says the code was sent in the app's words, and signs in with the code", async () => {
    const fake = stubServer({ code: 200, msg: 'ok', token: 'tok-sms', data: 'tok-sms' });
    const shown = vi.spyOn(Toast, 'show');
    const { router } = renderApp(paths.smsLogin);
    await sendCodeAndLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(fake.calls.some((c) => c.url === `/api${ApiPath.smsLoginCaptcha}?phoneNumber=13800138000`)).toBe(
      true,
    );
    expect(toasts(shown)).toContain('验证码已发送');
    expect(toasts(shown)).not.toContain('短信已发送');
    expect(getLifeData().vuex_token).toBe('tok-sms');
  });

  it("a refused code is named under the code field (the server's `code` is the screen's `smsCode`)", async () => {
    stubServer({ code: 500, msg: '短信验证码错误', field: 'code' });
    const shown = vi.spyOn(Toast, 'show');
    const { router } = renderApp(paths.smsLogin);
    await sendCodeAndLogin();
    await waitFor(() => expect(screen.getByTestId('sms-code').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('短信验证码错误').length).toBeGreaterThan(0);
    expect(toasts(shown).filter((words) => words === '短信验证码错误')).toHaveLength(1);
    expect(router.state.location.pathname).toBe(paths.smsLogin);
    expect(getLifeData().vuex_token).toBeUndefined();
  });
});
