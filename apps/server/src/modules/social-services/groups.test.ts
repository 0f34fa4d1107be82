import { ErrorCode } from '@linli/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/index.ts';
import { appWithAdmin, signIn } from '../../../test/support/social-services.ts';

type Rows<T = Record<string, unknown>> = { rows: T[]; total: number };
const aGroup = (overrides: Record<string, unknown> = {}) => ({
  kind: 'housing',
  name: '7栋互助组',
  nameEn: 'Block 7 mutual aid',
  summary: '邻居结对关照独居长者',
  contactPhone: '13800138001',
  services: ['代买代办'],
  ...overrides,
});
const joinBody = {
  kind: 'join',
  contactName: '王阿姨',
  contactPhone: '13800138000',
  content: '想加入互助组',
};

describe('housing/service groups and membership', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let resident: { token: string; userId: number };
  let groupId: number;
  beforeEach(async () => {
    ({ t, admin } = await appWithAdmin());
    staff = (await signIn(t, ['staff'])).token;
    resident = await signIn(t);
    groupId = (
      await t.call<{ data: { id: number } }>('POST', '/shfw/group', { token: admin, body: aGroup() })
    ).body.data.id;
  });
  afterEach(() => t.close());

  it('lets visitors browse groups, and only administrators manage them', async () => {
    const list = await t.call<Rows<{ name: string }>>('GET', '/shfw/group/list', { language: 'en-US' });
    expect(list.body.rows.map((g) => g.name)).toEqual(['Block 7 mutual aid']);
    expect((await t.call('GET', `/shfw/group/${groupId}`)).body.code).toBe(200);
    expect((await t.call('POST', '/shfw/group', { token: staff, body: aGroup() })).body.code).toBe(403);
    const invalid = await t.call('POST', '/shfw/group', {
      token: admin,
      body: aGroup({ contactPhone: '1' }),
    });
    expect(invalid.body).toMatchObject({ errorCode: ErrorCode.PHONE_INVALID, field: 'contactPhone' });
    const edit = await t.call('PUT', `/shfw/group/${groupId}`, { token: admin, body: { status: 'closed' } });
    expect(edit.body.code).toBe(200);
    const closed = await t.call('POST', `/shfw/group/${groupId}/apply`, {
      token: resident.token,
      body: joinBody,
    });
    expect(closed.body.errorCode).toBe(ErrorCode.GROUP_NOT_OPEN);
  });

  it('takes join, help and skill applications from signed-in residents, once while pending', async () => {
    expect((await t.call('POST', `/shfw/group/${groupId}/apply`, { body: joinBody })).body.code).toBe(401);
    const bad = await t.call('POST', `/shfw/group/${groupId}/apply`, {
      token: resident.token,
      body: { ...joinBody, content: '长'.repeat(141) },
    });
    expect(bad.body).toMatchObject({ errorCode: ErrorCode.FIELD_TOO_LONG, field: 'content' });
    expect(
      (await t.call('POST', `/shfw/group/${groupId}/apply`, { token: resident.token, body: joinBody })).body
        .code,
    ).toBe(200);
    const twice = await t.call('POST', `/shfw/group/${groupId}/apply`, {
      token: resident.token,
      body: joinBody,
    });
    expect(twice.body).toMatchObject({
      errorCode: ErrorCode.GROUP_APPLICATION_DUPLICATE,
      msg: '您已提交过申请，请等待工作人员审核',
    });
    const help = await t.call('POST', `/shfw/group/${groupId}/apply`, {
      token: resident.token,
      body: { ...joinBody, kind: 'help', content: '需要帮忙买药' },
    });
    expect(help.body.code).toBe(200);
    const skill = await t.call('POST', '/shfw/skill/apply', {
      token: resident.token,
      body: {
        skill: '书法',
        content: '可教长者书法',
        availableTime: '周三下午',
        contactName: '王阿姨',
        contactPhone: '13800138000',
      },
    });
    expect(skill.body.code).toBe(200);
    const mine = await t.call<Rows<{ kind: string; status: string }>>('GET', '/shfw/group/application/my', {
      token: resident.token,
    });
    expect(mine.body.rows.map((r) => r.kind).sort()).toEqual(['help', 'join', 'skill']);
  });

  it('lets staff review once; approving a join adds a member; rejecting needs a reason', async () => {
    await t.call('POST', `/shfw/group/${groupId}/apply`, { token: resident.token, body: joinBody });
    expect((await t.call('GET', '/shfw/group/application/list', { token: resident.token })).body.code).toBe(
      403,
    );
    const inbox = await t.call<Rows<{ id: number; status: string }>>('GET', '/shfw/group/application/list', {
      token: staff,
      query: { status: 'pending' },
    });
    const id = inbox.body.rows[0]!.id;
    const byResident = await t.call('PUT', `/shfw/group/application/${id}/review`, {
      token: resident.token,
      body: { decision: 'approved' },
    });
    expect(byResident.body.code).toBe(403);
    const noReason = await t.call('PUT', `/shfw/group/application/${id}/review`, {
      token: staff,
      body: { decision: 'rejected' },
    });
    expect(noReason.body).toMatchObject({ errorCode: ErrorCode.FIELD_REQUIRED, field: 'note' });
    expect(
      (
        await t.call('PUT', `/shfw/group/application/${id}/review`, {
          token: staff,
          body: { decision: 'approved' },
        })
      ).body.code,
    ).toBe(200);
    const again = await t.call('PUT', `/shfw/group/application/${id}/review`, {
      token: staff,
      body: { decision: 'rejected', note: '改主意' },
    });
    expect(again.body.errorCode).toBe(ErrorCode.GROUP_APPLICATION_REVIEWED);
    const group = await t.call<{ data: { memberCount: number } }>('GET', `/shfw/group/${groupId}`);
    expect(group.body.data.memberCount).toBe(1);
  });

  it('activates membership with a real name, phone, valid ID card and the agreement', async () => {
    const before = await t.call<{ data: { active: boolean } }>('GET', '/member/status', {
      token: resident.token,
    });
    expect(before.body.data.active).toBe(false);
    expect((await t.call('GET', '/member/status')).body.code).toBe(401);
    const valid = { realName: '王秀兰', phone: '13800138000', idCard: '11010519491231002X', agreement: true };
    const cases: Array<[Record<string, unknown>, string, string, string]> = [
      [{ idCard: '110105194912310021' }, ErrorCode.ID_CARD_INVALID, 'idCard', '身份证号码格式不正确'],
      [{ agreement: false }, ErrorCode.AGREEMENT_REQUIRED, 'agreement', '请阅读并同意会员服务协议'],
      [{ agreement: undefined }, ErrorCode.AGREEMENT_REQUIRED, 'agreement', '请阅读并同意会员服务协议'],
      [{ phone: '123' }, ErrorCode.PHONE_INVALID, 'phone', '手机号码格式不正确'],
      [{ realName: '' }, ErrorCode.FIELD_REQUIRED, 'realName', '真实姓名不能为空'],
      [{ realName: 'x<script>' }, ErrorCode.FIELD_INVALID, 'realName', '真实姓名格式不正确'],
    ];
    for (const [overrides, errorCode, field, msg] of cases) {
      const answer = await t.call('POST', '/member/activate', {
        token: resident.token,
        body: { ...valid, ...overrides },
      });
      expect(answer.body, JSON.stringify(overrides)).toMatchObject({ code: 500, errorCode, field, msg });
    }
    const activated = await t.call<{ data: Record<string, unknown> }>('POST', '/member/activate', {
      token: resident.token,
      body: valid,
    });
    expect(activated.body.data).toMatchObject({
      active: true,
      realName: '王秀兰',
      idCardMasked: '1101**********002X',
    });
    expect(String(activated.body.data.memberNo)).toMatch(/^LL\d{10}$/);
    const twice = await t.call('POST', '/member/activate', { token: resident.token, body: valid });
    expect(twice.body.errorCode).toBe(ErrorCode.MEMBER_ALREADY_ACTIVE);
    const other = await signIn(t);
    const taken = await t.call('POST', '/member/activate', { token: other.token, body: valid });
    expect(taken.body).toMatchObject({ errorCode: ErrorCode.MEMBER_ID_CARD_TAKEN, field: 'idCard' });

    await t.container.events.emit('user.deleted', { userId: resident.userId });
    const again = await t.call('POST', '/member/activate', { token: other.token, body: valid });
    expect(again.body.code).toBe(200);
  });
});
