import { ApiPath } from '@linli/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { setToken } from '../../../lib/storage.ts';
import { aProfile } from '../../../test/profile.ts';
import { fakeFetch, renderApp } from '../../../test/render.tsx';

const ok = (data?: unknown) => ({ body: { code: 200, msg: 'ok', data } });

const profile = (hasPassword: boolean) => aProfile({ hasPassword, wxBind: true });

function stub(hasPassword: boolean) {
  const fake = fakeFetch({
    [ApiPath.authOptions]: ok({
      captchaEnabled: false,
      wechatEnabled: true,
      experienceUsername: 'experience',
    }),
    [ApiPath.profile]: ok(profile(hasPassword)),
    [ApiPath.confirmCode]: ok(),
    // The server's answer (modules/auth): a password it refuses is named as the field.
    [ApiPath.wechatCancelBind]: (init: RequestInit) => {
      const { password, smsCode } = JSON.parse(String(init.body)) as { password?: string; smsCode?: string };
      if (hasPassword && password !== 'my-secret-1') {
        return { body: { code: 500, msg: '密码错误', errorCode: 'PASSWORD_WRONG', field: 'password' } };
      }
      if (!hasPassword && smsCode !== '246810') {
        return { body: { code: 500, msg: '短信验证码错误', errorCode: 'SMS_CODE_WRONG', field: 'smsCode' } };
      }
      return ok();
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

  it('an account without a password (made by SMS login) confirms with a code sent to its phone', async () => {
    const fake = stub(false);
    renderApp(paths.account);
    await tap(await screen.findByTestId('account-wechat-unbind'));
    expect(screen.queryByTestId('wechat-unbind-password')).toBeNull();
    expect(screen.getByText('短信验证码（发送到 138****8007）')).toBeTruthy();
    await press('取消');
    expect(unbinds(fake)).toHaveLength(0);

    await tap(screen.getByTestId('account-wechat-unbind'));
    await press('确认解除');
    expect(screen.getByText('请输入短信验证码')).toBeTruthy();
    await tap(screen.getByText('获取验证码'));
    await waitFor(() => expect(fake.calls.some((call) => call.url.endsWith(ApiPath.confirmCode))).toBe(true));

    fireEvent.change(screen.getByTestId('wechat-unbind-code'), { target: { value: '000000' } });
    await press('确认解除');
    expect(await screen.findByText('短信验证码错误')).toBeTruthy();
    fireEvent.change(screen.getByTestId('wechat-unbind-code'), { target: { value: '246810' } });
    await press('确认解除');
    await waitFor(() => expect(unbinds(fake)).toHaveLength(2));
    expect(JSON.parse(String(unbinds(fake)[1]?.init.body))).toEqual({ smsCode: '246810' });
  });

  it('an account without a password moves its phone number only with a code to the number it has', async () => {
    const fake = stub(false);
    renderApp(paths.account);
    fireEvent.change(await screen.findByTestId('profile-phone'), { target: { value: '13900139000' } });
    await tap(screen.getByTestId('profile-save'));
    expect(
      screen.getByText('这个账号用手机号登录。为确认是您本人，验证码会发送到原来的手机号。'),
    ).toBeTruthy();
    const puts = () => fake.calls.filter((call) => call.init.method === 'PUT');
    expect(puts()).toHaveLength(0);
    fireEvent.change(screen.getByTestId('phone-change-code'), { target: { value: '246810' } });
    await press('确认更换');
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(String(puts()[0]?.init.body))).toMatchObject({
      phonenumber: '13900139000',
      smsCode: '246810',
    });
  });

  it('an account with a password moves its phone number only with the password; other changes ask nothing', async () => {
    const fake = stub(true);
    renderApp(paths.account);
    const puts = () => fake.calls.filter((call) => call.init.method === 'PUT');
    fireEvent.change(await screen.findByTestId('profile-nickname'), { target: { value: '王阿姨' } });
    await tap(screen.getByTestId('profile-save'));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(screen.queryByTestId('phone-change-password')).toBeNull();

    fireEvent.change(screen.getByTestId('profile-phone'), { target: { value: '13900139000' } });
    await tap(screen.getByTestId('profile-save'));
    expect(screen.getByText('手机号可以用来登录。为确认是您本人，请输入登录密码。')).toBeTruthy();
    expect(puts()).toHaveLength(1);
    fireEvent.change(screen.getByTestId('phone-change-password'), { target: { value: 'my-secret-1' } });
    await press('确认更换');
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(JSON.parse(String(puts()[1]?.init.body))).toMatchObject({
      nickName: '王阿姨',
      phonenumber: '13900139000',
      password: 'my-secret-1',
    });
  });
});
