import {
  ErrorCode,
  pathOf,
  type ServiceGroup,
  socialServicesRoutes,
  type UserProfile,
} from '@linli/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { fakeFetch, renderInRouter } from '../../../test/render.tsx';
import { GroupApplyForm } from './GroupApplyForm.tsx';

const GROUP: ServiceGroup = {
  id: 3,
  kind: 'housing',
  name: '景田北7栋楼栋互助组',
  nameZh: '景田北7栋楼栋互助组',
  nameEn: 'Block 7 neighbours’ mutual-aid group',
  summary: '楼栋邻居结对关照独居长者',
  summaryZh: '楼栋邻居结对关照独居长者',
  summaryEn: '',
  description: '',
  descriptionZh: '',
  descriptionEn: '',
  cover: '',
  address: '',
  longitude: null,
  latitude: null,
  leader: '王建国',
  contactPhone: '13800138001',
  services: [],
  servicesZh: [],
  servicesEn: [],
  memberCount: 26,
  status: 'open',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const PROFILE = { nickName: '体验用户', phonenumber: '13800138009' } as UserProfile;
const APPLY = pathOf(socialServicesRoutes.applyToGroup, { id: GROUP.id });

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('group-apply-submit'));
  });
}

describe('group application form (join / ask for help)', () => {
  it('says what is missing or wrong, in words, and sends nothing', async () => {
    const fake = fakeFetch({});
    vi.stubGlobal('fetch', fake.fetch);
    renderInRouter(<GroupApplyForm group={GROUP} kind="join" profile={undefined} />);
    type('group-apply-phone', '12345');
    await submit();
    expect(screen.getByText('请填写联系人')).toBeTruthy();
    expect(screen.getByText('请输入正确的手机号码')).toBeTruthy();
    expect(screen.getByText('请填写申请说明')).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
  });

  it('starts from the profile, keeps the chosen kind and posts the contract body', async () => {
    const fake = fakeFetch({ [APPLY]: { body: { code: 200, msg: '操作成功', data: { id: 9 } } } });
    vi.stubGlobal('fetch', fake.fetch);
    const { router } = renderInRouter(<GroupApplyForm group={GROUP} kind="join" profile={PROFILE} />);
    expect((screen.getByTestId('group-apply-name') as HTMLInputElement).value).toBe('体验用户');
    fireEvent.click(screen.getByTestId('group-apply-kind-help'));
    type('group-apply-content', '  家里老人行动不便，想请邻居帮忙代买药品  ');
    await submit();
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    const call = fake.calls[0];
    expect(call?.init.method).toBe('POST');
    expect(JSON.parse(String(call?.init.body))).toEqual({
      kind: 'help',
      contactName: '体验用户',
      contactPhone: '13800138009',
      content: '家里老人行动不便，想请邻居帮忙代买药品',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.groupMine));
  });

  it('shows a duplicate refusal with the way to my applications', async () => {
    const fake = fakeFetch({
      [APPLY]: {
        body: {
          code: 500,
          msg: '您已提交过申请，请等待工作人员审核',
          errorCode: ErrorCode.GROUP_APPLICATION_DUPLICATE,
        },
      },
    });
    vi.stubGlobal('fetch', fake.fetch);
    renderInRouter(<GroupApplyForm group={GROUP} kind="join" profile={PROFILE} />);
    type('group-apply-content', '想加入互助组');
    await submit();
    const refusal = await screen.findByTestId('group-apply-refusal');
    expect(refusal.textContent).toContain('您已提交过申请');
    expect(refusal.textContent).toContain('我的小组申请');
  });

  it('speaks English', async () => {
    await changeLanguage('en-US');
    vi.stubGlobal('fetch', fakeFetch({}).fetch);
    renderInRouter(<GroupApplyForm group={GROUP} kind="help" profile={undefined} />);
    await submit();
    expect(screen.getByText('Please fill in Contact name')).toBeTruthy();
    expect((screen.getByTestId('group-apply-kind-help') as HTMLInputElement).checked).toBe(true);
  });
});
