import {
  type AssessmentRecord,
  type BasicInfo,
  ErrorCode,
  PSYCHIATRIST,
  SEED_ELDERLY_TEMPLATE,
} from '@linli/contracts';
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

const diagnosis = (code: string) =>
  SEED_ELDERLY_TEMPLATE.basicInfo
    .flatMap((p) => p.items)
    .flatMap((i) => (i.id === 'A.4.1' ? (i.options ?? []) : []))
    .map((o) => o.textZh)
    .find((text) => text.includes(code)) as string;
const F00 = diagnosis('F00');
const F04 = diagnosis('F04');

/** GB/T 42195 C.4 ground by ground: the Appendix A answers and the grounds they give. */
const COMA: { info: BasicInfo; coma: boolean }[] = [
  { info: { 'A.5.11': '无' }, coma: false },
  { info: { 'A.5.11': '有' }, coma: true },
];
const DIAGNOSES: { name: string; info: BasicInfo; dementia: boolean }[] = [
  { name: 'dementia F00', info: { 'A.4.1': [F00] }, dementia: true },
  {
    name: 'F04 by a psychiatrist',
    info: { 'A.4.1': [F04], 'A.4.1.diagnosedby': PSYCHIATRIST },
    dementia: true,
  },
  {
    name: 'F04 by another doctor',
    info: { 'A.4.1': [F04], 'A.4.1.diagnosedby': '其他医生' },
    dementia: false,
  },
  { name: 'none', info: {}, dementia: false },
];
/** Events spread across the A.2.14 types (the rest stay 无, as completeBasicInfo has them). */
const EVENTS: { info: BasicInfo; events: number }[] = [
  { info: {}, events: 0 },
  { info: { 'A.2.14.2': '发生过1次' }, events: 1 },
  { info: { 'A.2.14.1': '发生过1次', 'A.2.14.3': '发生过1次' }, events: 2 },
  { info: { 'A.2.14.4': '发生过3次及以上', 'A.2.14.5': '发生过1次' }, events: 4 },
];

describe('the C.4 grounds follow from Appendix A (GB/T 42195 C.4)', () => {
  let t: TestApp;
  let assessor: Account;
  let second: Account;

  beforeEach(async () => {
    t = await createTestApp();
    assessor = await signIn(t, ['staff']);
    second = await signIn(t, ['staff']);
  });
  afterEach(() => t.close());

  async function draft(): Promise<number> {
    const answer = await t.call<Data<AssessmentRecord>>('POST', '/assessment/records', {
      token: assessor.token,
      body: {
        type: 'elderly-ability',
        subject: { subjectType: 'person', subjectName: '王阿姨' },
        secondAssessorId: second.userId,
      },
    });
    expect(answer.body.code).toBe(200);
    return answer.body.data.id;
  }

  const save = (id: number, body: Record<string, unknown>, language: 'zh-CN' | 'en-US' = 'zh-CN') =>
    t.call<Data<AssessmentRecord>>('PUT', `/assessment/records/${id}`, {
      token: assessor.token,
      body,
      language,
    });
  const submit = (id: number) =>
    t.call<Data<AssessmentRecord>>('POST', `/assessment/records/${id}/submit`, { token: assessor.token });
  const stored = async (id: number) =>
    (await t.call<Data<AssessmentRecord>>('GET', `/assessment/records/${id}`, { token: assessor.token })).body
      .data;

  it('refuses coma, two falls and dementia sent as "none", naming A.5.11, in both languages', async () => {
    const id = await draft();
    const basicInfo = {
      ...completeBasicInfo('王阿姨'),
      'A.5.11': '有',
      'A.2.14.1': '发生过2次',
      'A.4.1': [F00],
    };
    const flags = { coma: false, dementiaOrMentalDisorder: false, riskEvents30d: 0 };
    const answers = answersWithTotal(elderly, 70);
    const refused = await save(id, { answers, basicInfo, ...flags });
    expect(refused.body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.ASSESSMENT_GROUNDS_MISMATCH,
      field: 'A.5.11',
      msg: 'C.4 依据与基本信息 A.5.11 不一致',
    });
    const english = await save(id, { answers, basicInfo, ...flags, coma: true }, 'en-US');
    expect(english.body).toMatchObject({
      errorCode: ErrorCode.ASSESSMENT_GROUNDS_MISMATCH,
      field: 'A.4.1',
      msg: 'The C.4 grounds do not agree with basic information A.4.1',
    });
    // Nothing was written; the same record without the flags is scored on what A says: complete loss.
    expect((await stored(id)).basicInfo).toEqual({});
    expect((await save(id, { answers, basicInfo })).body.data).toMatchObject({
      coma: true,
      dementiaOrMentalDisorder: true,
      riskEvents30d: 2,
    });
    expect((await submit(id)).body.data).toMatchObject({
      status: 'submitted',
      total: 70,
      outcome: 'complete',
    });
  });

  it('refuses coma = true at 90 points when A.5.11 says 无', async () => {
    const id = await draft();
    const basicInfo = completeBasicInfo('王阿姨');
    const refused = await save(id, { answers: answersWithTotal(elderly, 90), basicInfo, coma: true });
    expect(refused.body).toMatchObject({ errorCode: ErrorCode.ASSESSMENT_GROUNDS_MISMATCH, field: 'A.5.11' });
    // A later save of the flags alone is checked against the stored Appendix A too.
    await save(id, { answers: answersWithTotal(elderly, 90), basicInfo });
    expect((await save(id, { coma: true })).body).toMatchObject({ field: 'A.5.11' });
    expect((await save(id, { riskEvents30d: 3 })).body).toMatchObject({ field: 'A.2.14' });
    expect((await submit(id)).body.data).toMatchObject({ total: 90, outcome: 'intact' });
  });

  it('a submission whose stored grounds disagree with its Appendix A is refused', async () => {
    const id = await draft();
    await save(id, { answers: answersWithTotal(elderly, 90), basicInfo: completeBasicInfo('王阿姨') });
    // As a record saved before the grounds followed Appendix A could be.
    const row = await t.db.kysely
      .selectFrom('assessments')
      .select('input')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const input = { ...JSON.parse(String(row.input)), coma: true };
    await t.db.kysely
      .updateTable('assessments')
      .set({ input: JSON.stringify(input) })
      .where('id', '=', id)
      .execute();
    expect((await submit(id)).body).toMatchObject({
      errorCode: ErrorCode.ASSESSMENT_GROUNDS_MISMATCH,
      field: 'A.5.11',
    });
    // Saving again (as the form does before submitting) puts the grounds back in line.
    await save(id, { basicInfo: completeBasicInfo('王阿姨') });
    expect((await submit(id)).body.data).toMatchObject({ outcome: 'intact' });
  });

  it('derives every combination of A.5.11, A.4.1 and A.2.14, and stores the level they give', async () => {
    // 70 points is mild (66–89): coma makes it complete, a diagnosis or two events one step more (once).
    const answers = answersWithTotal(elderly, 70);
    for (const coma of COMA) {
      for (const diagnosis of DIAGNOSES) {
        for (const events of EVENTS) {
          const basicInfo: BasicInfo = {
            ...completeBasicInfo('王阿姨'),
            ...coma.info,
            ...diagnosis.info,
            ...events.info,
          };
          const id = await draft();
          const saved = await save(id, { answers, basicInfo });
          const grounds = {
            coma: coma.coma,
            dementiaOrMentalDisorder: diagnosis.dementia,
            riskEvents30d: events.events,
          };
          const label = `${coma.coma ? 'coma' : 'awake'} · ${diagnosis.name} · ${events.events} events`;
          expect(saved.body.data, label).toMatchObject(grounds);
          const level = coma.coma
            ? 'complete'
            : diagnosis.dementia || events.events >= 2
              ? 'moderate'
              : 'mild';
          const submitted = (await submit(id)).body.data;
          expect(submitted, label).toMatchObject({
            status: 'submitted',
            total: 70,
            outcome: level,
            ...grounds,
          });
          expect(submitted.result, label).toMatchObject({ preliminaryLevel: 'mild', finalLevel: level });
        }
      }
    }
  });

  it('F04–F99 needs who diagnosed it before submitting', async () => {
    const id = await draft();
    const basicInfo = { ...completeBasicInfo('王阿姨'), 'A.4.1': [F04] };
    await save(id, { answers: answersWithTotal(elderly, 70), basicInfo });
    expect((await submit(id)).body).toMatchObject({
      errorCode: ErrorCode.ASSESSMENT_BASIC_INFO_MISSING,
      field: 'A.4.1.diagnosedby',
      msg: '基本信息A.4.1尚未填写',
    });
  });

  it('the public calculator derives the grounds from Appendix A when it gets it', async () => {
    const score = (body: Record<string, unknown>) =>
      t.call<Data<{ finalLevel: string }>>('POST', '/assessment/score', {
        body: { type: 'elderly-ability', answers: answersWithTotal(elderly, 90), ...body },
      });
    expect((await score({ basicInfo: { 'A.5.11': '有' } })).body.data.finalLevel).toBe('complete');
    expect(
      (await score({ basicInfo: { 'A.2.14.1': '发生过2次' }, riskEvents30d: 2 })).body.data.finalLevel,
    ).toBe('mild');
    expect((await score({ basicInfo: { 'A.5.11': '无' }, coma: true })).body).toMatchObject({
      errorCode: ErrorCode.ASSESSMENT_GROUNDS_MISMATCH,
      field: 'A.5.11',
    });
    // Without Appendix A the grounds are taken as sent (nothing is stored either way).
    expect((await score({ coma: true })).body.data.finalLevel).toBe('complete');
    expect((await score({})).body.data.finalLevel).toBe('intact');
    const rows = await t.db.kysely.selectFrom('assessments').select('id').execute();
    expect(rows).toHaveLength(0);
  });
});
