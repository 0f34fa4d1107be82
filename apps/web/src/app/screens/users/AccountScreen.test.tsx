import { ApiPath, type UserProfile } from '@linli/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { setToken } from '../../../lib/storage.ts';
import { fakeFetch, renderApp } from '../../../test/render.tsx';

const ok = (data?: unknown) => ({ body: { code: 200, msg: 'ok', data } });

const profile = (hasPassword: boolean): UserProfile => ({
  userId: 7,
  userName: 'zhou_min',
  nickName: '周敏',
  email: '',
  phonenumber: '13800138007',
  sex: '1',
  avatar: '',
  createTime: '2026-03-02T01:00:00.000Z',
  loginIp: '127.0.0.1',
  loginDate: null,
  roles: ['member'],
  hasPassword,
  experience: false,
  wxBind: true,
});

function stub(hasPassword: boolean) {
  const fake = fakeFetch({
    [ApiPath.authOptions]: ok({
      captchaEnabled: false,
      wechatEnabled: true,
      experienceUsername: 'experience',
    }),
    [ApiPath.profile]: ok(profile(hasPassword)),
    // The server's answer (modules/auth): a password it refuses is named as the field.
    [ApiPath.wechatCancelBind]: (init: RequestInit) => {
      const { password } = JSON.parse(String(init.body)) as { password?: string };
      return !hasPassword || password === 'my-secret-1'
        ? ok()
        : { body: { code: 500, msg: '密码错误', errorCode: 'PASSWORD_WRONG', field: 'password' } };
    },
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

const unbinds = (fake: ReturnType<typeof fakeFetch>) =>
  fake.calls.filter((call) => call.url.endsWith(ApiPath.wechatCancelBind));

async function tap(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}
const press = (text: string) => tap(screen.getByText(text));

describe('unbinding WeChat on the account screen', () => {
  beforeEach(() => setToken('tok-account'));

  it('asks first; with a password, sends nothing until it is given and says a wrong one in the dialog', async () => {
    const fake = stub(true);
    renderApp(paths.account);
    await tap(await screen.findByTestId('account-wechat-unbind'));
    expect(screen.getByText('解除后就不能再用微信登录这个账号了，确定要解除吗？')).toBeTruthy();
    expect(unbinds(fake)).toHaveLength(0);

    await press('确认解除');
    expect(screen.getByText('请输入登录密码')).toBeTruthy();
    expect(unbinds(fake)).toHaveLength(0);

    // A wrong one is said under the field; the dialog stays for another try.
    fireEvent.change(screen.getByTestId('wechat-unbind-password'), { target: { value: 'not-it-2' } });
    await press('确认解除');
    expect(await screen.findByText('密码错误')).toBeTruthy();
    expect(screen.getByTestId('wechat-unbind-password')).toBeTruthy();

    fireEvent.change(screen.getByTestId('wechat-unbind-password'), { target: { value: 'my-secret-1' } });
    await press('确认解除');
    await waitFor(() => expect(unbinds(fake)).toHaveLength(2));
    expect(JSON.parse(String(unbinds(fake)[1]?.init.body))).toEqual({ password: 'my-secret-1' });
    expect(await screen.findByText('已解除微信绑定')).toBeTruthy();
  });

  it('an account without a password (made by SMS login) is only asked whether it is sure; cancel sends nothing', async () => {
    const fake = stub(false);
    renderApp(paths.account);
    await tap(await screen.findByTestId('account-wechat-unbind'));
    expect(screen.queryByTestId('wechat-unbind-password')).toBeNull();
    await press('取消');
    expect(unbinds(fake)).toHaveLength(0);

    await tap(screen.getByTestId('account-wechat-unbind'));
    await press('确认解除');
    await waitFor(() => expect(unbinds(fake)).toHaveLength(1));
    expect(JSON.parse(String(unbinds(fake)[0]?.init.body))).toEqual({});
  });
});
