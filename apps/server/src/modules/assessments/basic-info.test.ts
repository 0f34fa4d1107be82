import { type AssessmentRecord, ErrorCode } from '@linli/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Account, signIn } from '../../../test/support/assessments-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';

type Data<T> = { data: T };

/** GB/T 42195 Appendix A answers are typed and checked against the template the record pinned. */
describe('assessment basic information (A.1–A.5)', () => {
  let t: TestApp;
  let assessor: Account;
  let id: number;

  beforeEach(async () => {
    t = await createTestApp();
    assessor = await signIn(t, ['staff']);
    const created = await t.call<Data<AssessmentRecord>>('POST', '/assessment/records', {
      token: assessor.token,
      body: { type: 'elderly-ability', subject: { subjectType: 'person', subjectName: '陈秀英' } },
    });
    id = created.body.data.id;
  });
  afterEach(() => t.close());

  const save = (basicInfo: unknown) =>
    t.call<Data<AssessmentRecord>>('PUT', `/assessment/records/${id}`, {
      token: assessor.token,
      body: { basicInfo },
    });

  it('keeps text, dates, numbers, choices, multi-choices and the medication table', async () => {
    const basicInfo = {
      'A.1.2': '2026-03-01',
      'A.1.3': '首次评估',
      'A.2.1': '陈秀英',
      'A.2.2': '女',
      'A.2.4': 156,
      'A.2.8': '11010519491231002X',
      'A.2.10': ['独居'],
      'A.2.14.1': '发生过1次',
      'A.2.phone': '13800138010',
      'A.3.4': '13800138009',
      'A.4.1': ['高血压病 I10～I15', '痴呆 F00～F03'],
      'A.4.2': [{ name: '氨氯地平', route: '口服', dose: '5mg', frequency: '每日1次' }],
      'A.5.11': '无',
    };
    const saved = await save(basicInfo);
    expect(saved.body).toMatchObject({ code: 200, data: { basicInfo } });
    const read = await t.call<Data<AssessmentRecord>>('GET', `/assessment/records/${id}`, {
      token: assessor.token,
    });
    expect(read.body.data.basicInfo).toEqual(basicInfo);
  });

  it.each([
    ['an option the item does not offer', { 'A.2.2': '未知' }, 'A.2.2'],
    ['a date that is not a calendar day', { 'A.1.2': '2026-02-30' }, 'A.1.2'],
    ['an invalid ID card number', { 'A.2.8': '110105194912310021' }, 'A.2.8'],
    ['an invalid contact phone', { 'A.3.4': '12345' }, 'A.3.4'],
    ['a repeated multi-choice', { 'A.2.10': ['独居', '独居'] }, 'A.2.10'],
    ['a number where a choice belongs', { 'A.5.11': 1 }, 'A.5.11'],
    ['a zero height', { 'A.2.4': 0 }, 'A.2.4'],
  ])('refuses %s, naming the item', async (_, basicInfo, item) => {
    const refused = await save(basicInfo);
    expect(refused.body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.ASSESSMENT_BASIC_INFO_INVALID,
      field: item,
    });
    expect(refused.body.msg).toContain(item);
  });

  it('refuses an item the template does not have, and a key that is not an Appendix A id', async () => {
    const unknown = await save({ 'A.9.9': 'x' });
    expect(unknown.body).toMatchObject({ errorCode: ErrorCode.ASSESSMENT_ITEM_UNKNOWN, field: 'A.9.9' });
    const notAnId = await save({ 'B.1.1': 'x' });
    expect(notAnId.body.code).toBe(500);
    expect(notAnId.body.errorCode).not.toBe(ErrorCode.ASSESSMENT_ITEM_UNKNOWN);
    const read = await t.call<Data<AssessmentRecord>>('GET', `/assessment/records/${id}`, {
      token: assessor.token,
    });
    expect(read.body.data.basicInfo).toEqual({});
  });
});
