import { type AssessmentRecord, ErrorCode, type Language, type SocialOrgResult } from '@linli/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Account,
  allConditionsMet,
  answersWithTotal,
  institution,
  signIn,
  socialOrg,
} from '../../../test/support/assessments-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';

type Data<T> = { data: T };

/** Eligibility, vetoes, organisation types and institution preconditions, through the API. */
describe('grading conditions', () => {
  let t: TestApp;
  let assessor: Account;
  let second: Account;
  let admin: Account;
  beforeEach(async () => {
    t = await createTestApp();
    assessor = await signIn(t, ['staff']);
    second = await signIn(t, ['staff']);
    admin = await signIn(t, ['admin']);
  });
  afterEach(() => t.close());

  async function create(body: Record<string, unknown>) {
    return t.call<Data<AssessmentRecord>>('POST', '/assessment/records', {
      token: assessor.token,
      body: { secondAssessorId: second.userId, ...body },
    });
  }
  const save = (id: number, body: Record<string, unknown>) =>
    t.call<Data<AssessmentRecord>>('PUT', `/assessment/records/${id}`, { token: assessor.token, body });
  const submit = (id: number, language: Language = 'zh-CN') =>
    t.call<Data<AssessmentRecord>>('POST', `/assessment/records/${id}/submit`, {
      token: assessor.token,
      language,
    });
  const org = { subjectType: 'organisation', subjectName: '邻里社会工作服务中心' };

  it('saves the checklist with the record and refuses a submission that fails one, naming it', async () => {
    const created = await create({ type: 'social-org', subject: org });
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ orgType: 'social-service', conditions: {} });
    const conditions = { ...allConditionsMet(socialOrg), annual_inspection_passed: false };
    const saved = await save(id, { answers: answersWithTotal(socialOrg, 950), conditions });
    expect(saved.body.data.conditions).toEqual(conditions);

    const zh = await submit(id);
    expect(zh.body).toMatchObject({ code: 500, errorCode: ErrorCode.ASSESSMENT_CONDITION_UNMET });
    expect((zh.body as { msg: string }).msg).toContain('上年度年度检查合格，且未连续2年基本合格');
    const en = await submit(id, 'en-US');
    expect((en.body as { msg: string }).msg).toContain("Passed last year's annual inspection");

    await save(id, { conditions: allConditionsMet(socialOrg) });
    expect((await submit(id)).body.data).toMatchObject({ status: 'submitted', outcome: '5A' });
  });

  it('refuses an unanswered condition and an answer to a condition the template does not ask', async () => {
    const id = (await create({ type: 'social-org', subject: org })).body.data.id;
    await save(id, { answers: answersWithTotal(socialOrg, 800) });
    const missing = await submit(id, 'en-US');
    expect(missing.body).toMatchObject({ errorCode: ErrorCode.ASSESSMENT_CONDITION_MISSING });
    expect((missing.body as { msg: string }).msg).toContain('Registered for two full years');
    const unknown = await save(id, { conditions: { horoscope: true } });
    expect(unknown.body).toMatchObject({ errorCode: ErrorCode.ASSESSMENT_ITEM_UNKNOWN });
  });

  it('scores a foundation with the foundation table chosen at creation', async () => {
    const created = await create({ type: 'social-org', subject: org, orgType: 'foundation' });
    expect(created.body.data.orgType).toBe('foundation');
    const foundation = socialOrg.orgTables.find((table) => table.orgType === 'foundation');
    const table = { ...socialOrg, categories: foundation?.categories ?? [] };
    const id = created.body.data.id;
    // The social-service table's items are not the foundation's.
    const wrong = await save(id, { answers: { 'party.charter': 10 } });
    expect(wrong.body).toMatchObject({ errorCode: ErrorCode.ASSESSMENT_ITEM_UNKNOWN });
    await save(id, { answers: answersWithTotal(table, 850), conditions: allConditionsMet(socialOrg) });
    const result = (await submit(id)).body.data.result as SocialOrgResult;
    expect(result).toMatchObject({ orgType: 'foundation', total: 850, grade: '4A' });
    expect(Object.keys(result.categories)).toEqual([
      'basic',
      'governance',
      'performance',
      'social_evaluation',
    ]);
  });

  it("caps the grade with a local scheme's veto and says which", async () => {
    await t.call('POST', '/assessment/templates', {
      token: admin.token,
      body: { ...socialOrg, version: 2, gradeScheme: 'huaining_2022' },
    });
    const id = (await create({ type: 'social-org', subject: org })).body.data.id;
    await save(id, {
      answers: answersWithTotal(socialOrg, 960),
      conditions: { ...allConditionsMet(socialOrg), party_organisation: false },
    });
    const record = (await submit(id)).body.data;
    expect(record.outcome).toBe('4A');
    expect(record.result).toMatchObject({
      uncappedGrade: '5A',
      grade: '4A',
      vetoes: [{ id: 'huaining_party_5a', from: '5A', to: '4A' }],
    });
  });

  it('gives no institution level until every basic requirement is met', async () => {
    const created = await create({
      type: 'institution',
      subject: { subjectType: 'institution', subjectName: '邻里养老院' },
    });
    const id = created.body.data.id;
    expect(created.body.data.orgType).toBeNull();
    await save(id, {
      answers: answersWithTotal(institution, 1000),
      conditions: { ...allConditionsMet(institution), civil_affairs_filing: false },
    });
    const refused = await submit(id);
    expect(refused.body).toMatchObject({ errorCode: ErrorCode.ASSESSMENT_CONDITION_UNMET });
    expect((refused.body as { msg: string }).msg).toContain('已向民政部门办理养老机构备案');
    await save(id, { conditions: allConditionsMet(institution) });
    expect((await submit(id)).body.data).toMatchObject({ status: 'submitted', outcome: '5' });
  });

  it('refuses an organisation type the template has no table for', async () => {
    const refused = await create({ type: 'social-org', subject: org, orgType: 'guild' });
    expect(refused.body).toMatchObject({ code: 500, field: 'orgType' });
  });
});
