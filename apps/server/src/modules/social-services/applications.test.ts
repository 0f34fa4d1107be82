import { ErrorCode } from '@linli/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/index.ts';
import {
  act,
  anApplication,
  apply,
  appWithAdmin,
  createProject,
  signIn,
} from '../../../test/support/social-services.ts';

type Detail = {
  data: {
    status: string;
    allowedActions: string[];
    canRate: boolean;
    rating: number | null;
    scheduledDate: string | null;
    scheduledTime: string | null;
    servedName: string;
    timeline: Array<{
      action: string;
      fromStatus: string | null;
      toStatus: string;
      actorName: string;
      note: string;
      actorRole: string;
    }>;
  };
};
type Rows = { rows: Array<{ id: number; status: string; applicantId: number }>; total: number };

describe('service demand applications', () => {
  let t: TestApp;
  let admin: string;
  let resident: { token: string; userId: number };
  let staff: { token: string; userId: number };
  let project: number;
  beforeEach(async () => {
    ({ t, admin } = await appWithAdmin());
    resident = await signIn(t, ['member'], '王阿姨');
    staff = await signIn(t, ['staff'], '李社工');
    project = await createProject(t, admin, { capacity: 2 });
  });
  afterEach(() => t.close());

  const count = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('service_applications')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('needs a login to apply', async () => {
    const answer = await t.call('POST', '/shfw/application', { body: anApplication(project) });
    expect(answer.body.code).toBe(401);
  });

  it('refuses every invalid field with a message naming it, and writes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string, string]> = [
      [{ description: '' }, ErrorCode.FIELD_REQUIRED, 'description', '需求描述不能为空'],
      [
        { description: '长'.repeat(141) },
        ErrorCode.FIELD_TOO_LONG,
        'description',
        '需求描述不能超过140个字符',
      ],
      [
        { preferredDate: '2026/11/30' },
        ErrorCode.DATE_INVALID,
        'preferredDate',
        '期望服务日期格式不正确，应为yyyy-mm-dd',
      ],
      [
        { preferredDate: '2026-02-30' },
        ErrorCode.DATE_INVALID,
        'preferredDate',
        '期望服务日期格式不正确，应为yyyy-mm-dd',
      ],
      [{ preferredDate: '1999-01-01' }, ErrorCode.FIELD_OUT_OF_RANGE, 'preferredDate', ''],
      [{ preferredDate: '2099-01-01' }, ErrorCode.FIELD_OUT_OF_RANGE, 'preferredDate', ''],
      [{ preferredSlot: 'midnight' }, ErrorCode.FIELD_INVALID, 'preferredSlot', '期望服务时段格式不正确'],
      [{ contactPhone: '1380013800' }, ErrorCode.PHONE_INVALID, 'contactPhone', '手机号码格式不正确'],
      [{ contactPhone: undefined }, ErrorCode.FIELD_REQUIRED, 'contactPhone', '联系电话不能为空'],
      [{ servedType: 'family' }, ErrorCode.FIELD_REQUIRED, 'servedName', '服务对象姓名不能为空'],
      [
        { servedType: 'family', servedName: '陈秀英' },
        ErrorCode.FIELD_REQUIRED,
        'servedRelation',
        '与申请人关系不能为空',
      ],
      [
        { servedType: 'family', servedName: '陈秀英', servedRelation: '母亲', servedPhone: '123' },
        ErrorCode.PHONE_INVALID,
        'servedPhone',
        '手机号码格式不正确',
      ],
      [
        { attachments: Array.from({ length: 10 }, (_, i) => `/uploads/2026/11/f${i}.png`) },
        ErrorCode.FILES_TOO_MANY,
        'attachments',
        '附件最多只能上传9个',
      ],
      [{ attachments: ['javascript:alert(1)'] }, ErrorCode.FIELD_INVALID, 'attachments', '附件格式不正确'],
      [
        { attachments: ['https://evil.example/x.png'] },
        ErrorCode.FIELD_INVALID,
        'attachments',
        '附件格式不正确',
      ],
      [{ projectId: 9999 }, ErrorCode.NOT_FOUND, '', ''],
    ];
    for (const [overrides, errorCode, field, msg] of cases) {
      const answer = await t.call('POST', '/shfw/application', {
        token: resident.token,
        body: anApplication(project, overrides),
      });
      expect(answer.status, JSON.stringify(overrides)).toBe(200);
      expect(answer.body, JSON.stringify(overrides)).toMatchObject({ code: 500, errorCode });
      if (field) expect(answer.body.field).toBe(field);
      if (msg) expect(answer.body.msg).toBe(msg);
    }
    const english = await t.call('POST', '/shfw/application', {
      token: resident.token,
      body: anApplication(project, { description: '长'.repeat(141) }),
      language: 'en-US',
    });
    expect(english.body.msg).toBe('Description of the need cannot be longer than 140 characters');
    expect(await count()).toBe(0);
  });

  it('accepts a family member as the person served and attachments that were uploaded', async () => {
    const id = await apply(t, resident.token, project, {
      servedType: 'family',
      servedName: '陈秀英',
      servedRelation: '母亲',
      attachments: ['/uploads/2026/11/abc.png'],
    });
    const detail = await t.call<Detail>('GET', `/shfw/application/${id}`, { token: resident.token });
    expect(detail.body.data).toMatchObject({
      status: 'submitted',
      servedName: '陈秀英',
      allowedActions: ['cancel'],
    });
    expect(detail.body.data.timeline).toEqual([
      expect.objectContaining({
        action: 'submit',
        fromStatus: null,
        toStatus: 'submitted',
        actorName: '王阿姨',
      }),
    ]);
  });

  it('refuses a second open application for the same project, and allows one after cancelling', async () => {
    const first = await apply(t, resident.token, project);
    const again = await t.call('POST', '/shfw/application', {
      token: resident.token,
      body: anApplication(project),
    });
    expect(again.body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.APPLICATION_DUPLICATE,
      msg: '您已提交过该项目的申请，正在办理中，请勿重复申请',
    });
    expect(await count()).toBe(1);
    expect((await act(t, resident.token, first, { action: 'cancel' })).body.code).toBe(200);
    await apply(t, resident.token, project);
    expect(await count()).toBe(2);
  });

  it('walks the whole life of an application, keeping a timeline with actors and notes', async () => {
    const id = await apply(t, resident.token, project);
    expect((await act(t, staff.token, id, { action: 'accept', note: '已受理' })).body.code).toBe(200);
    const remaining = async () =>
      (await t.call<{ data: { remaining: number } }>('GET', `/shfw/project/${project}`)).body.data.remaining;
    expect(await remaining()).toBe(1);

    const noDate = await act(t, staff.token, id, { action: 'schedule' });
    expect(noDate.body).toMatchObject({ errorCode: ErrorCode.FIELD_REQUIRED, field: 'scheduledDate' });
    const badTime = await act(t, staff.token, id, {
      action: 'schedule',
      scheduledDate: '2099-01-01',
      scheduledTime: '25:00',
    });
    expect(badTime.body).toMatchObject({ errorCode: ErrorCode.TIME_INVALID, field: 'scheduledTime' });
    const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const scheduled = await act(t, staff.token, id, {
      action: 'schedule',
      scheduledDate: soon,
      scheduledTime: '09:30',
    });
    expect(scheduled.body.code).toBe(200);
    expect((await act(t, staff.token, id, { action: 'start' })).body.code).toBe(200);
    expect((await act(t, staff.token, id, { action: 'complete', note: '服务完成' })).body.code).toBe(200);
    expect(await remaining()).toBe(1);

    const detail = (await t.call<Detail>('GET', `/shfw/application/${id}`, { token: resident.token })).body
      .data;
    expect(detail).toMatchObject({
      status: 'completed',
      scheduledDate: soon,
      scheduledTime: '09:30',
      canRate: true,
    });
    expect(detail.timeline.map((e) => `${e.fromStatus}>${e.toStatus}`)).toEqual([
      'null>submitted',
      'submitted>accepted',
      'accepted>scheduled',
      'scheduled>in_service',
      'in_service>completed',
    ]);
    expect(detail.timeline[1]).toMatchObject({ actorName: '李社工', actorRole: 'staff', note: '已受理' });

    const badRating = await t.call('POST', `/shfw/application/${id}/rate`, {
      token: resident.token,
      body: { rating: 6 },
    });
    expect(badRating.body).toMatchObject({
      errorCode: ErrorCode.NUMBER_TOO_LARGE,
      field: 'rating',
      msg: '评分不能大于5',
    });
    const byStaff = await t.call('POST', `/shfw/application/${id}/rate`, {
      token: staff.token,
      body: { rating: 5 },
    });
    expect(byStaff.body.code).toBe(403);
    const rated = await t.call('POST', `/shfw/application/${id}/rate`, {
      token: resident.token,
      body: { rating: 5, ratingComment: '很好' },
    });
    expect(rated.body.code).toBe(200);
    const twice = await t.call('POST', `/shfw/application/${id}/rate`, {
      token: resident.token,
      body: { rating: 1 },
    });
    expect(twice.body.errorCode).toBe(ErrorCode.APPLICATION_ALREADY_RATED);
    const after = (await t.call<Detail>('GET', `/shfw/application/${id}`, { token: resident.token })).body
      .data;
    expect(after).toMatchObject({ rating: 5, canRate: false });
  });

  it('refuses to rate a service that is not completed', async () => {
    const id = await apply(t, resident.token, project);
    const answer = await t.call('POST', `/shfw/application/${id}/rate`, {
      token: resident.token,
      body: { rating: 4 },
    });
    expect(answer.body).toMatchObject({
      errorCode: ErrorCode.APPLICATION_RATE_NOT_COMPLETED,
      msg: '服务完成后才能评价',
    });
  });

  it('keeps each side to its own actions', async () => {
    const id = await apply(t, resident.token, project);
    expect((await act(t, resident.token, id, { action: 'accept' })).body.code).toBe(403);
    expect((await act(t, staff.token, id, { action: 'cancel' })).body.code).toBe(403);
    const noReason = await act(t, staff.token, id, { action: 'reject' });
    expect(noReason.body).toMatchObject({
      errorCode: ErrorCode.FIELD_REQUIRED,
      field: 'note',
      msg: '备注不能为空',
    });
    const unknown = await act(t, staff.token, id, { action: 'teleport' });
    expect(unknown.body).toMatchObject({ errorCode: ErrorCode.FIELD_INVALID, field: 'action' });
  });

  it('takes a place on acceptance, refuses when full, and gives it back on cancel', async () => {
    const a = await apply(t, resident.token, project);
    const other = await signIn(t);
    const b = await apply(t, other.token, project);
    const third = await signIn(t);
    const c = await apply(t, third.token, project);
    expect((await act(t, staff.token, a, { action: 'accept' })).body.code).toBe(200);
    expect((await act(t, staff.token, b, { action: 'accept' })).body.code).toBe(200);
    const full = await act(t, staff.token, c, { action: 'accept' });
    expect(full.body).toMatchObject({ errorCode: ErrorCode.PROJECT_FULL, msg: '该服务项目名额已满' });
    const stillSubmitted = await t.call<Detail>('GET', `/shfw/application/${c}`, { token: third.token });
    expect(stillSubmitted.body.data.status).toBe('submitted');
    const fourth = await signIn(t);
    const refused = await t.call('POST', '/shfw/application', {
      token: fourth.token,
      body: anApplication(project),
    });
    expect(refused.body.errorCode).toBe(ErrorCode.PROJECT_FULL);

    expect((await act(t, resident.token, a, { action: 'cancel' })).body.code).toBe(200);
    expect((await act(t, staff.token, c, { action: 'accept' })).body.code).toBe(200);
  });

  it('shows a resident only their own applications; staff see all of the centre', async () => {
    const mine = await apply(t, resident.token, project);
    const other = await signIn(t);
    const theirs = await apply(t, other.token, project);

    // Someone else's application answers like a missing one: no telling which ids exist.
    const read = await t.call('GET', `/shfw/application/${theirs}`, { token: resident.token });
    expect(read.body).toMatchObject({ code: 500, errorCode: ErrorCode.NOT_FOUND });
    expect((await act(t, resident.token, theirs, { action: 'cancel' })).body.errorCode).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect(
      (
        await t.call('POST', `/shfw/application/${theirs}/rate`, {
          token: resident.token,
          body: { rating: 5 },
        })
      ).body.errorCode,
    ).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call('GET', `/shfw/application/${mine}`)).body.code).toBe(401);

    const list = await t.call<Rows>('GET', '/shfw/application/my', { token: resident.token });
    expect(list.body.rows.map((r) => r.id)).toEqual([mine]);
    expect((await t.call('GET', '/shfw/application/list', { token: resident.token })).body.code).toBe(403);
    const inbox = await t.call<Rows>('GET', '/shfw/application/list', {
      token: staff.token,
      query: { status: 'submitted' },
    });
    expect(inbox.body.total).toBe(2);
    const byName = await t.call<Rows>('GET', '/shfw/application/list', {
      token: staff.token,
      query: { keyword: '王阿' },
    });
    expect(byName.body.rows.map((r) => r.id)).toEqual([mine]);
    const staffView = await t.call<Detail>('GET', `/shfw/application/${theirs}`, { token: staff.token });
    expect(staffView.body.data.allowedActions).toEqual(['accept', 'reject']);

    const home = await t.call<{ data: { myApplications: { open: number } } }>('GET', '/shfw/home', {
      token: resident.token,
    });
    expect(home.body.data.myApplications.open).toBe(1);
  });

  it('removes a deleted account’s applications', async () => {
    const member = await signIn(t);
    await apply(t, member.token, project);
    await t.container.events.emit('user.deleted', { userId: member.userId });
    expect(await count()).toBe(0);
  });
});
