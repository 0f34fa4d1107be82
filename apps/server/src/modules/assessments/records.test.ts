import { type AssessmentComparison, type AssessmentRecord, ErrorCode } from '@linli/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Account,
  answersWithTotal,
  elderly,
  signIn,
} from '../../../test/support/assessments-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { completeBasicInfo } from './assessments.demo.ts';

type Data<T> = { data: T };

describe('assessment records: draft, submit, review, access', () => {
  let t: TestApp;
  let assessor: Account;
  let otherAssessor: Account;
  let secondAssessor: Account;
  let reviewer: Account;
  let resident: Account;
  let neighbour: Account;

  beforeEach(async () => {
    t = await createTestApp();
    assessor = await signIn(t, ['staff']);
    otherAssessor = await signIn(t, ['staff']);
    secondAssessor = await signIn(t, ['staff']);
    reviewer = await signIn(t, ['admin']);
    resident = await signIn(t, ['member']);
    neighbour = await signIn(t, ['member']);
  });
  afterEach(() => t.close());

  const subject = () => ({
    subjectType: 'person',
    subjectName: '王阿姨',
    subjectRef: String(resident.userId),
  });

  async function draft(by: Account = assessor): Promise<AssessmentRecord> {
    const answer = await t.call<Data<AssessmentRecord>>('POST', '/assessment/records', {
      token: by.token,
      body: { type: 'elderly-ability', subject: subject(), secondAssessorId: secondAssessor.userId },
    });
    expect(answer.body.code).toBe(200);
    // Appendix A first, as the form does; later saves replace only the fields they send.
    await t.call('PUT', `/assessment/records/${answer.body.data.id}`, {
      token: by.token,
      body: { basicInfo: completeBasicInfo('王阿姨') },
    });
    return answer.body.data;
  }

  async function approved(total: number): Promise<AssessmentRecord> {
    const record = await draft();
    await t.call('PUT', `/assessment/records/${record.id}`, {
      token: assessor.token,
      body: { answers: answersWithTotal(elderly, total) },
    });
    await t.call('POST', `/assessment/records/${record.id}/submit`, { token: assessor.token });
    const done = await t.call<Data<AssessmentRecord>>('POST', `/assessment/records/${record.id}/approve`, {
      token: reviewer.token,
      body: {},
    });
    expect(done.body.data.status).toBe('approved');
    return done.body.data;
  }

  const get = (id: number, who: Account) =>
    t.call<Data<AssessmentRecord>>('GET', `/assessment/records/${id}`, { token: who.token });

  it('refuses to submit while required Appendix A information is missing, naming the item', async () => {
    const record = await draft();
    const { 'A.3.2': _relation, ...withoutRelation } = completeBasicInfo('王阿姨');
    await t.call('PUT', `/assessment/records/${record.id}`, {
      token: assessor.token,
      body: { basicInfo: withoutRelation, answers: answersWithTotal(elderly, 70) },
    });
    const refused = await t.call('POST', `/assessment/records/${record.id}/submit`, {
      token: assessor.token,
      language: 'en-US',
    });
    expect(refused.body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.ASSESSMENT_BASIC_INFO_MISSING,
      field: 'A.3.2',
      msg: 'Basic information A.3.2 has not been filled in',
    });
    expect((await get(record.id, assessor)).body.data.status).toBe('draft');
  });

  it('keeps partial answers of a draft, then scores it on the server at submission', async () => {
    const record = await draft();
    expect(record).toMatchObject({ status: 'draft', templateVersion: 1, total: null, result: null });
    const half = Object.fromEntries(Object.entries(answersWithTotal(elderly, 70)).slice(0, 13));
    const saved = await t.call<Data<AssessmentRecord>>('PUT', `/assessment/records/${record.id}`, {
      token: assessor.token,
      body: {
        answers: half,
        // Agrees with A.2.14 (two falls): a ground sent as Appendix A gives it is taken (grounds.test.ts).
        riskEvents30d: 2,
        basicInfo: { ...completeBasicInfo('王阿姨'), 'A.2.14.1': '发生过2次' },
        total: 90,
        result: { total: 90 },
      },
    });
    expect(saved.body.code).toBe(200);
    // A reload reads back what was saved.
    const reloaded = (await get(record.id, assessor)).body.data;
    expect(reloaded.answers).toEqual(half);
    expect(reloaded).toMatchObject({ riskEvents30d: 2, basicInfo: { 'A.2.1': '王阿姨' }, total: null });

    const early = await t.call('POST', `/assessment/records/${record.id}/submit`, { token: assessor.token });
    expect(early.body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.ASSESSMENT_ITEM_MISSING,
      field: 'B.3.2',
    });
    expect((await get(record.id, assessor)).body.data.status).toBe('draft');

    await t.call('PUT', `/assessment/records/${record.id}`, {
      token: assessor.token,
      body: { answers: answersWithTotal(elderly, 70) },
    });
    const submitted = await t.call<Data<AssessmentRecord>>(
      'POST',
      `/assessment/records/${record.id}/submit`,
      {
        token: assessor.token,
      },
    );
    expect(submitted.body.data).toMatchObject({ status: 'submitted', total: 70, outcome: 'moderate' });
    expect(submitted.body.data.result).toMatchObject({ preliminaryLevel: 'mild', finalLevel: 'moderate' });
  });

  it('refuses a bad answer in a draft and writes nothing', async () => {
    const record = await draft();
    const good = { 'B.1.1': 3 };
    await t.call('PUT', `/assessment/records/${record.id}`, {
      token: assessor.token,
      body: { answers: good },
    });
    const bad = await t.call('PUT', `/assessment/records/${record.id}`, {
      token: assessor.token,
      body: { answers: { 'B.1.1': 4, 'B.3.7': 3 }, riskEvents30d: 5 },
    });
    expect(bad.status).toBe(200);
    expect(bad.body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.ASSESSMENT_SCORE_INVALID,
      field: 'B.3.7',
    });
    const unknown = await t.call('PUT', `/assessment/records/${record.id}`, {
      token: assessor.token,
      body: { answers: { 'B.9.9': 1 } },
    });
    expect(unknown.body).toMatchObject({ code: 500, errorCode: ErrorCode.ASSESSMENT_ITEM_UNKNOWN });
    const stored = (await get(record.id, assessor)).body.data;
    expect(stored.answers).toEqual(good);
    expect(stored.riskEvents30d).toBe(0);
  });

  it('keeps evidence upload URLs per indicator and refuses others', async () => {
    const record = await draft();
    const ok = await t.call<Data<AssessmentRecord>>('PUT', `/assessment/records/${record.id}`, {
      token: assessor.token,
      body: { evidence: { 'B.1.1': ['/uploads/2026/11/meal.jpg'] } },
    });
    expect(ok.body.data.evidence).toEqual({ 'B.1.1': ['/uploads/2026/11/meal.jpg'] });
    const script = await t.call('PUT', `/assessment/records/${record.id}`, {
      token: assessor.token,
      body: { evidence: { 'B.1.1': ['javascript:alert(1)'] } },
    });
    expect(script.body).toMatchObject({ code: 500, errorCode: ErrorCode.FIELD_INVALID });
    const unknown = await t.call('PUT', `/assessment/records/${record.id}`, {
      token: assessor.token,
      body: { evidence: { nowhere: ['/uploads/2026/11/x.pdf'] } },
    });
    expect(unknown.body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.ASSESSMENT_ITEM_UNKNOWN,
      field: 'nowhere',
    });
  });

  it('checks the subject type against the assessment type', async () => {
    const wrong = await t.call('POST', '/assessment/records', {
      token: assessor.token,
      body: { type: 'elderly-ability', subject: { subjectType: 'organisation', subjectName: '某协会' } },
    });
    expect(wrong.body).toMatchObject({ code: 500, errorCode: ErrorCode.FIELD_INVALID, field: 'subjectType' });
    const nameless = await t.call('POST', '/assessment/records', {
      token: assessor.token,
      body: { type: 'social-org', subject: { subjectType: 'organisation', subjectName: ' ' } },
    });
    expect(nameless.body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.FIELD_REQUIRED,
      field: 'subjectName',
    });
    expect((await t.db.kysely.selectFrom('assessments').select('id').execute()).length).toBe(0);
  });

  it('lets only staff assess and only admins review', async () => {
    const member = await t.call('POST', '/assessment/records', {
      token: resident.token,
      body: { type: 'elderly-ability', subject: subject() },
    });
    expect(member.body.code).toBe(403);
    const anonymous = await t.call('POST', '/assessment/records', {
      body: { type: 'elderly-ability', subject: subject() },
    });
    expect(anonymous.body.code).toBe(401);

    const record = await draft();
    await t.call('PUT', `/assessment/records/${record.id}`, {
      token: assessor.token,
      body: { answers: answersWithTotal(elderly, 80) },
    });
    // Another assessor can neither read nor change nor submit it.
    expect((await get(record.id, otherAssessor)).body.code).toBe(403);
    const foreign = await t.call('PUT', `/assessment/records/${record.id}`, {
      token: otherAssessor.token,
      body: { answers: {} },
    });
    expect(foreign.body.code).toBe(403);
    await t.call('POST', `/assessment/records/${record.id}/submit`, { token: assessor.token });

    const staffApprove = await t.call('POST', `/assessment/records/${record.id}/approve`, {
      token: assessor.token,
      body: {},
    });
    expect(staffApprove.body.code).toBe(403);
    const frozen = await t.call('PUT', `/assessment/records/${record.id}`, {
      token: assessor.token,
      body: { answers: {} },
    });
    expect(frozen.body).toMatchObject({ code: 500, errorCode: ErrorCode.ASSESSMENT_NOT_EDITABLE });
    const queue = await t.call<{ rows: AssessmentRecord[]; total: number }>('GET', '/assessment/review', {
      token: reviewer.token,
    });
    expect(queue.body.rows.map((r) => r.id)).toEqual([record.id]);
    expect((await t.call('GET', '/assessment/review', { token: assessor.token })).body.code).toBe(403);
  });

  it('does not let one person both assess and approve', async () => {
    const both = await signIn(t, ['staff', 'admin']);
    const record = await draft(both);
    await t.call('PUT', `/assessment/records/${record.id}`, {
      token: both.token,
      body: { answers: answersWithTotal(elderly, 80) },
    });
    await t.call('POST', `/assessment/records/${record.id}/submit`, { token: both.token });
    const own = await t.call('POST', `/assessment/records/${record.id}/approve`, {
      token: both.token,
      body: {},
    });
    expect(own.body).toMatchObject({ code: 500, errorCode: ErrorCode.ASSESSMENT_OWN_REVIEW });
  });

  it('returns with a comment, lets the assessor fix and resubmit, then approves', async () => {
    const record = await draft();
    await t.call('PUT', `/assessment/records/${record.id}`, {
      token: assessor.token,
      body: { answers: answersWithTotal(elderly, 80) },
    });
    await t.call('POST', `/assessment/records/${record.id}/submit`, { token: assessor.token });
    const silent = await t.call('POST', `/assessment/records/${record.id}/return`, {
      token: reviewer.token,
      body: { comment: '  ' },
    });
    expect(silent.body).toMatchObject({ code: 500, errorCode: ErrorCode.FIELD_REQUIRED, field: 'comment' });
    const returned = await t.call<Data<AssessmentRecord>>('POST', `/assessment/records/${record.id}/return`, {
      token: reviewer.token,
      body: { comment: '洗澡一项请复核' },
    });
    expect(returned.body.data).toMatchObject({ status: 'returned', reviewComment: '洗澡一项请复核' });
    const again = await t.call('POST', `/assessment/records/${record.id}/approve`, {
      token: reviewer.token,
      body: {},
    });
    expect(again.body).toMatchObject({ code: 500, errorCode: ErrorCode.ASSESSMENT_NOT_SUBMITTED });

    await t.call('PUT', `/assessment/records/${record.id}`, {
      token: assessor.token,
      body: { answers: answersWithTotal(elderly, 60) },
    });
    const resubmitted = await t.call<Data<AssessmentRecord>>(
      'POST',
      `/assessment/records/${record.id}/submit`,
      {
        token: assessor.token,
      },
    );
    expect(resubmitted.body.data).toMatchObject({ status: 'submitted', total: 60, outcome: 'moderate' });
    const ok = await t.call<Data<AssessmentRecord>>('POST', `/assessment/records/${record.id}/approve`, {
      token: reviewer.token,
      body: { comment: '同意' },
    });
    expect(ok.body.data).toMatchObject({ status: 'approved', reviewerId: reviewer.userId });
  });

  it('shows subjects only their own approved results', async () => {
    const record = await draft();
    expect((await get(record.id, resident)).body.code).toBe(403);
    const done = await approved(50);
    expect((await get(done.id, resident)).body.data).toMatchObject({ id: done.id, outcome: 'moderate' });
    expect((await get(done.id, neighbour)).body.code).toBe(403);
    const mine = await t.call<{ rows: AssessmentRecord[]; total: number }>('GET', '/assessment/about-me', {
      token: resident.token,
    });
    expect(mine.body.rows.map((r) => r.id)).toEqual([done.id]);
    const theirs = await t.call<{ total: number }>('GET', '/assessment/about-me', { token: neighbour.token });
    expect(theirs.body.total).toBe(0);

    const latest = { type: 'elderly-ability', subjectType: 'person', subjectRef: String(resident.userId) };
    const own = await t.call<Data<AssessmentRecord>>('GET', '/assessment/latest', {
      token: resident.token,
      query: latest,
    });
    expect(own.body.data.id).toBe(done.id);
    expect(
      (await t.call('GET', '/assessment/latest', { token: neighbour.token, query: latest })).body.code,
    ).toBe(403);
    expect(await t.container.assessments.latestAbility(String(resident.userId))).toMatchObject({
      level: 'moderate',
      score: 50,
    });

    const all = await t.call('GET', '/assessment/records', {
      token: assessor.token,
      query: { scope: 'all' },
    });
    expect(all.body.code).toBe(403);
    const listed = await t.call<{ total: number }>('GET', '/assessment/records', {
      token: reviewer.token,
      query: { scope: 'all' },
    });
    expect(listed.body.total).toBe(2);
    const others = await t.call<{ total: number }>('GET', '/assessment/records', {
      token: otherAssessor.token,
    });
    expect(others.body.total).toBe(0);
  });

  it('compares with the previous approved assessment of the same subject', async () => {
    const first = await approved(81);
    const firstComparison = await t.call<Data<AssessmentComparison>>(
      'GET',
      `/assessment/records/${first.id}/comparison`,
      { token: resident.token },
    );
    expect(firstComparison.body.data).toMatchObject({ previous: null, totalChange: null });
    const second = await approved(64);
    const comparison = await t.call<Data<AssessmentComparison>>(
      'GET',
      `/assessment/records/${second.id}/comparison`,
      { token: resident.token },
    );
    expect(comparison.body.data.previous?.id).toBe(first.id);
    expect(comparison.body.data.totalChange).toBe(-17);
    const parts = comparison.body.data.partChanges;
    expect(Object.keys(parts).sort()).toEqual(['B.1', 'B.2', 'B.3', 'B.4']);
    expect(Object.values(parts).reduce((a, b) => a + b, 0)).toBe(-17);
    expect(
      (await t.call('GET', `/assessment/records/${second.id}/comparison`, { token: neighbour.token })).body
        .code,
    ).toBe(403);
  });

  it('discards a draft but not a submitted one', async () => {
    const record = await draft();
    expect(
      (await t.call('DELETE', `/assessment/records/${record.id}`, { token: assessor.token })).body.code,
    ).toBe(200);
    expect((await get(record.id, assessor)).body.errorCode).toBe(ErrorCode.ASSESSMENT_NOT_FOUND);
    const kept = await approved(70);
    const refused = await t.call('DELETE', `/assessment/records/${kept.id}`, { token: assessor.token });
    expect(refused.body.errorCode).toBe(ErrorCode.ASSESSMENT_NOT_EDITABLE);
    const bad = await t.call('GET', '/assessment/records/abc', { token: assessor.token });
    expect(bad.body).toMatchObject({ code: 500, field: 'id' });
  });
});
