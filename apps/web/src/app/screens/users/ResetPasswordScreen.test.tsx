import { ApiPath } from '@linli/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { setToken } from '../../../lib/storage.ts';
import { aProfile } from '../../../test/profile.ts';
import { fakeFetch, renderApp } from '../../../test/render.tsx';

const ok = (data?: unknown) => ({ body: { code: 200, msg: 'ok', data } });

// Made by SMS login: no password yet.
const smsMade = aProfile({
  userName: 'u13800138009',
  nickName: '用户8009',
  phonenumber: '13800138009',
  hasPassword: false,
});

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('setting a first password on an account made by SMS login', () => {
  beforeEach(() => setToken('tok-first'));

  it('asks for a code sent to the account’s phone, and sends it with the new password', async () => {
    const fake = fakeFetch({
      [ApiPath.profile]: ok(smsMade),
      [ApiPath.confirmCode]: ok(),
      [ApiPath.updatePassword]: ok(),
    });
    vi.stubGlobal('fetch', fake.fetch);
    renderApp(paths.resetPassword);
    await screen.findByTestId('password-code');
    expect(screen.queryByTestId('password-old')).toBeNull();
    type('password-new', 'Fresh#Pass2026');
    type('password-confirm', 'Fresh#Pass2026');
    await act(async () => {
      fireEvent.click(screen.getByTestId('password-submit'));
    });
    expect(screen.getByText('请输入短信验证码')).toBeTruthy();
    expect(fake.calls.some((call) => call.url.includes(ApiPath.updatePassword))).toBe(false);

    await act(async () => {
      fireEvent.click(screen.getByText('获取验证码'));
    });
    type('password-code', '135790');
    await act(async () => {
      fireEvent.click(screen.getByTestId('password-submit'));
    });
    await waitFor(() =>
      expect(fake.calls.some((call) => call.url.includes(ApiPath.updatePassword))).toBe(true),
    );
    const sent = fake.calls.find((call) => call.url.includes(ApiPath.updatePassword));
    expect(new URL(sent?.url ?? '', 'http://x').searchParams.get('smsCode')).toBe('135790');
    expect(fake.calls.some((call) => call.url.endsWith(ApiPath.confirmCode))).toBe(true);
  });
});
