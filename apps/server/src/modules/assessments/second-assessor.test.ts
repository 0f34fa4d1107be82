import {
  type AssessmentRecord,
  type AssessmentSummary,
  type AssessorChoice,
  ErrorCode,
} from '@linli/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Account,
  answersWithTotal,
  elderly,
  signIn,
} from '../../../test/support/assessments-fixtures.ts';
import { createTestApp, logInAsExperience, type TestApp } from '../../../test/support/index.ts';
import { seedDemo } from '../../seed/demo.ts';
import { completeBasicInfo, DEMO_ASSESSMENT_PLACE, DEMO_SECOND_ASSESSOR } from './assessments.demo.ts';

type Data<T> = { data: T };

/** GB/T 42195 Appendix C is signed by two assessors: the creator and the staff member they name. */
describe('two assessors per assessment', () => {
  let t: TestApp;
  let assessor: Account;
  let second: Account;
  let reviewer: Account;
  let resident: Account;

  beforeEach(async () => {
    t = await createTestApp();
    assessor = await signIn(t, ['staff'], '评估员甲');
    second = await signIn(t, ['staff'], '评估员乙');
    reviewer = await signIn(t, ['admin'], '审核员');
    resident = await signIn(t, ['member'], '王阿姨');
  });
  afterEach(() => t.close());

  const subject = () => ({
    subjectType: 'person',
    subjectName: '王阿姨',
    subjectRef: String(resident.userId),
  });

  const create = (body: Record<string, unknown> = {}, language?: 'en-US') =>
    t.call<Data<AssessmentRecord>>('POST', '/assessment/records', {
      token: assessor.token,
      body: { type: 'elderly-ability', subject: subject(), ...body },
      ...(language && { language }),
    });

  /** A complete draft, ready to submit but for the second assessor when not given. */
  async function readyDraft(body: Record<string, unknown> = {}): Promise<AssessmentRecord> {
    const created = await create(body);
    expect(created.body.code).toBe(200);
    await t.call('PUT', `/assessment/records/${created.body.data.id}`, {
      token: assessor.token,
      body: { basicInfo: completeBasicInfo('王阿姨'), answers: answersWithTotal(elderly, 80) },
    });
    return created.body.data;
  }

  const submit = (id: number, language?: 'en-US') =>
    t.call<Data<AssessmentRecord>>('POST', `/assessment/records/${id}/submit`, {
      token: assessor.token,
      ...(language && { language }),
    });

  it('refuses yourself, a non-staff account and an unknown id as second assessor, naming the field', async () => {
    const admin = await signIn(t, ['admin']);
    const cases: Array<[number, string, string]> = [
      [assessor.userId, ErrorCode.ASSESSMENT_SECOND_ASSESSOR_SELF, '第二评估员不能是您自己'],
      [resident.userId, ErrorCode.ASSESSMENT_SECOND_ASSESSOR_NOT_STAFF, '第二评估员必须是评估工作人员账号'],
      [admin.userId, ErrorCode.ASSESSMENT_SECOND_ASSESSOR_NOT_STAFF, '第二评估员必须是评估工作人员账号'],
      [9_999_999, ErrorCode.ASSESSMENT_SECOND_ASSESSOR_UNKNOWN, '第二评估员所选的账号不存在'],
    ];
    for (const [id, errorCode, message] of cases) {
      const refused = await create({ secondAssessorId: id });
      expect(refused.body).toMatchObject({ code: 500, errorCode, field: 'secondAssessorId' });
      expect((refused.body as unknown as { msg: string }).msg).toContain(message);
    }
    const english = await create({ secondAssessorId: assessor.userId }, 'en-US');
    expect((english.body as unknown as { msg: string }).msg).toContain('Second assessor: cannot be yourself');

    // The same checks on save.
    const draft = await readyDraft();
    const onSave = await t.call('PUT', `/assessment/records/${draft.id}`, {
      token: assessor.token,
      body: { secondAssessorId: resident.userId },
    });
    expect(onSave.body).toMatchObject({ errorCode: ErrorCode.ASSESSMENT_SECOND_ASSESSOR_NOT_STAFF });
  });

  it('refuses to submit without a second assessor, then submits once one is named on save', async () => {
    const draft = await readyDraft();
    expect(draft).toMatchObject({ secondAssessorId: null, secondAssessorName: '', assessmentPlace: null });
    const refused = await submit(draft.id);
    expect(refused.body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.ASSESSMENT_SECOND_ASSESSOR_MISSING,
      field: 'secondAssessorId',
    });
    expect((refused.body as unknown as { msg: string }).msg).toContain('提交前请选择第二评估员');
    expect(((await submit(draft.id, 'en-US')).body as unknown as { msg: string }).msg).toContain(
      'Second assessor: choose one',
    );

    const saved = await t.call<Data<AssessmentRecord>>('PUT', `/assessment/records/${draft.id}`, {
      token: assessor.token,
      body: { secondAssessorId: second.userId, assessmentPlace: '  社区评估室 ' },
    });
    expect(saved.body.data).toMatchObject({
      secondAssessorId: second.userId,
      secondAssessorName: '评估员乙',
      assessmentPlace: '社区评估室',
      assessorName: '评估员甲',
    });
    // null takes the second assessor off again; an empty place is no place.
    const cleared = await t.call<Data<AssessmentRecord>>('PUT', `/assessment/records/${draft.id}`, {
      token: assessor.token,
      body: { secondAssessorId: null, assessmentPlace: '' },
    });
    expect(cleared.body.data).toMatchObject({ secondAssessorId: null, assessmentPlace: null });
    await t.call('PUT', `/assessment/records/${draft.id}`, {
      token: assessor.token,
      body: { secondAssessorId: second.userId },
    });
    expect((await submit(draft.id)).body.data).toMatchObject({ status: 'submitted', total: 80 });
  });

  it('lets the second assessor read the record and find it in their list, but not change or submit it', async () => {
    const draft = await readyDraft({ secondAssessorId: second.userId, assessmentPlace: '家中' });
    const read = await t.call<Data<AssessmentRecord>>('GET', `/assessment/records/${draft.id}`, {
      token: second.token,
    });
    expect(read.body.data).toMatchObject({
      id: draft.id,
      secondAssessorName: '评估员乙',
      assessmentPlace: '家中',
    });
    const mine = await t.call<{ rows: AssessmentSummary[] }>('GET', '/assessment/records', {
      token: second.token,
    });
    expect(mine.body.rows.map((r) => r.id)).toEqual([draft.id]);

    const change = await t.call('PUT', `/assessment/records/${draft.id}`, {
      token: second.token,
      body: { assessmentPlace: '别处' },
    });
    expect(change.body.code).toBe(403);
    expect(
      (await t.call('POST', `/assessment/records/${draft.id}/submit`, { token: second.token })).body.code,
    ).toBe(403);
    // A staff member who is neither assessor still sees nothing of it.
    const outsider = await signIn(t, ['staff']);
    expect(
      (await t.call('GET', `/assessment/records/${draft.id}`, { token: outsider.token })).body.code,
    ).toBe(403);
  });

  it('does not let the second assessor approve it either (four eyes)', async () => {
    const both = await signIn(t, ['staff', 'admin'], '主任');
    const draft = await readyDraft({ secondAssessorId: both.userId });
    expect((await submit(draft.id)).body.data.status).toBe('submitted');
    const own = await t.call('POST', `/assessment/records/${draft.id}/approve`, {
      token: both.token,
      body: {},
    });
    expect(own.body).toMatchObject({ code: 500, errorCode: ErrorCode.ASSESSMENT_OWN_REVIEW });
    const approved = await t.call<Data<AssessmentRecord>>('POST', `/assessment/records/${draft.id}/approve`, {
      token: reviewer.token,
      body: {},
    });
    expect(approved.body.data).toMatchObject({ status: 'approved', secondAssessorName: '主任' });
  });

  it('lists the other staff by name as choices for the second assessor', async () => {
    const choices = await t.call<Data<AssessorChoice[]>>('GET', '/assessment/assessors', {
      token: assessor.token,
    });
    const ids = choices.body.data.map((c) => c.userId);
    expect(ids).toContain(second.userId);
    expect(ids).not.toContain(assessor.userId);
    expect(ids).not.toContain(reviewer.userId);
    expect(ids).not.toContain(resident.userId);
    expect(choices.body.data.find((c) => c.userId === second.userId)?.nickName).toBe('评估员乙');
    expect((await t.call('GET', '/assessment/assessors', { token: resident.token })).body.code).toBe(403);
  });

  it('gives the demo assessments their second assessor and place', async () => {
    await seedDemo(t.container);
    const token = await logInAsExperience(t);
    const aboutMe = await t.call<{ rows: AssessmentSummary[] }>('GET', '/assessment/about-me', { token });
    expect(aboutMe.body.rows.length).toBeGreaterThan(0);
    for (const row of aboutMe.body.rows) {
      expect(row).toMatchObject({
        assessorName: '评估员小李',
        secondAssessorName: DEMO_SECOND_ASSESSOR.nickName,
        assessmentPlace: DEMO_ASSESSMENT_PLACE,
      });
    }
  });
});
