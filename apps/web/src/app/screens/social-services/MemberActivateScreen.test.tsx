import { ApiPath, type MembershipStatus } from '@linli/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { setToken } from '../../../lib/storage.ts';
import { fakeFetch, renderApp } from '../../../test/render.tsx';

const INACTIVE: MembershipStatus = {
  active: false,
  memberNo: null,
  realName: null,
  phone: null,
  idCardMasked: null,
  activatedAt: null,
};
const ACTIVE: MembershipStatus = {
  active: true,
  memberNo: 'LL2026000002',
  realName: '陈秀英',
  phone: '13800138009',
  idCardMasked: '1101**********002X',
  activatedAt: '2026-05-01T02:00:00.000Z',
};
const ok = (data: unknown) => ({ body: { code: 200, msg: '操作成功', data } });

function stub(activate = ok(ACTIVE)) {
  const fake = fakeFetch({
    [ApiPath.memberStatus]: ok(INACTIVE),
    [ApiPath.profile]: ok({ userId: 2, userName: 'experience', nickName: '体验用户', roles: ['user'] }),
    [ApiPath.memberActivate]: activate,
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const posts = (fake: ReturnType<typeof fakeFetch>) =>
  fake.calls.filter((c) => c.url.includes(ApiPath.memberActivate));

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('member-submit'));
  });
}

describe('membership activation (validation on the screen)', () => {
  beforeEach(() => setToken('tok-member'));

  it('refuses a wrong ID card, a wrong phone, a bad name and an unticked agreement, sending nothing', async () => {
    const fake = stub();
    renderApp(paths.memberActivate);
    await screen.findByTestId('member-form');
    type('member-real-name', '陈');
    type('member-phone', '1380013800');
    type('member-id-card', '110105194912310021');
    await submit();
    expect(screen.getByText('请输入 2–30 个字的真实姓名')).toBeTruthy();
    expect(screen.getByText('请输入正确的手机号码')).toBeTruthy();
    expect(screen.getByText('身份证号码格式不正确')).toBeTruthy();
    expect(screen.getByText('请阅读并勾选同意用户协议和隐私政策')).toBeTruthy();
    expect(posts(fake)).toHaveLength(0);
  });

  it('sends a valid activation (x check digit upper-cased, agreement true)', async () => {
    const fake = stub();
    renderApp(paths.memberActivate);
    await screen.findByTestId('member-form');
    type('member-real-name', '陈秀英');
    type('member-phone', '13800138009');
    type('member-id-card', '11010519491231002x');
    fireEvent.click(screen.getByTestId('agreement-checkbox'));
    await submit();
    await waitFor(() => expect(posts(fake)).toHaveLength(1));
    expect(JSON.parse(String(posts(fake)[0]?.init.body))).toEqual({
      realName: '陈秀英',
      phone: '13800138009',
      idCard: '11010519491231002X',
      agreement: true,
    });
  });

  it('puts a server refusal of the ID card under that field', async () => {
    stub({ body: { code: 500, msg: '该身份证号码已开通会员', field: 'idCard' } } as never);
    renderApp(paths.memberActivate);
    await screen.findByTestId('member-form');
    type('member-real-name', '陈秀英');
    type('member-phone', '13800138009');
    type('member-id-card', '11010519491231002X');
    fireEvent.click(screen.getByTestId('agreement-checkbox'));
    await submit();
    // In the form, under the field (the toast says it too).
    const form = within(screen.getByTestId('member-form'));
    expect(await form.findByText('该身份证号码已开通会员')).toBeTruthy();
    expect(form.queryByTestId('member-refusal')).toBeNull();
  });

  it('an active member sees the membership instead of the form', async () => {
    vi.stubGlobal('fetch', fakeFetch({ [ApiPath.memberStatus]: ok(ACTIVE) }).fetch);
    renderApp(paths.memberActivate);
    expect(await screen.findByTestId('member-already')).toBeTruthy();
    expect(screen.getByText('会员号 LL2026000002')).toBeTruthy();
    expect(screen.queryByTestId('member-form')).toBeNull();
  });
});
