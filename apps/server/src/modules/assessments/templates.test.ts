import {
  type AssessmentRecord,
  type AssessmentTemplateSummary,
  type ElderlyTemplate,
  ErrorCode,
} from '@linli/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Account,
  allConditionsMet,
  answersWithTotal,
  signIn,
  socialOrg,
} from '../../../test/support/assessments-fixtures.ts';
import { createTestApp, logIn, logInAsExperience, type TestApp } from '../../../test/support/index.ts';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO_ASSESSOR, DEMO_REVIEWER } from './assessments.demo.ts';

type Data<T> = { data: T };

describe('versioned templates', () => {
  let t: TestApp;
  let assessor: Account;
  let reviewer: Account;
  let secondAssessor: Account;
  beforeEach(async () => {
    t = await createTestApp();
    assessor = await signIn(t, ['staff']);
    secondAssessor = await signIn(t, ['staff']);
    reviewer = await signIn(t, ['admin']);
  });
  afterEach(() => t.close());

  const org = { subjectType: 'organisation', subjectName: '邻里社会工作服务中心' };

  async function submitted(total: number): Promise<AssessmentRecord> {
    const created = await t.call<Data<AssessmentRecord>>('POST', '/assessment/records', {
      token: assessor.token,
      body: { type: 'social-org', subject: org, secondAssessorId: secondAssessor.userId },
    });
    const id = created.body.data.id;
    await t.call('PUT', `/assessment/records/${id}`, {
      token: assessor.token,
      body: { answers: answersWithTotal(socialOrg, total), conditions: allConditionsMet(socialOrg) },
    });
    return (
      await t.call<Data<AssessmentRecord>>('POST', `/assessment/records/${id}/submit`, {
        token: assessor.token,
      })
    ).body.data;
  }

  it('ships version 1 of the three templates, with Chinese and English texts', async () => {
    const list = await t.call<Data<AssessmentTemplateSummary[]>>('GET', '/assessment/templates');
    expect(list.body.data.map((s) => [s.type, s.version, s.current]).sort()).toEqual([
      ['elderly-ability', 1, true],
      ['institution', 1, true],
      ['social-org', 1, true],
    ]);
    const detail = await t.call<Data<ElderlyTemplate>>('GET', '/assessment/templates/elderly-ability');
    const items = detail.body.data.sections.flatMap((s) => s.items);
    expect(items).toHaveLength(26);
    expect(items[0]).toMatchObject({ id: 'B.1.1', nameZh: '进食', nameEn: 'Eating' });
    expect(items[0]?.options[0]?.textZh).toContain('独立');
    expect((await t.call('GET', '/assessment/templates/horoscope')).body).toMatchObject({
      code: 500,
      field: 'type',
    });
    // Starting again stores nothing twice.
    await t.container.assessments.ensureSeedTemplates();
    expect((await t.db.kysely.selectFrom('assessment_templates').select('id').execute()).length).toBe(3);
  });

  it('a second version changes new assessments and leaves stored ones as they were scored', async () => {
    const before = await submitted(900);
    expect(before).toMatchObject({ templateVersion: 1, outcome: '5A' });
    const pending = await t.call<Data<AssessmentRecord>>('POST', '/assessment/records', {
      token: assessor.token,
      body: {
        type: 'social-org',
        subject: { ...org, subjectName: '另一家机构' },
        secondAssessorId: secondAssessor.userId,
      },
    });

    const v2 = { ...socialOrg, version: 2, gradeScheme: 'anqing_2021_huaining_2022' };
    const loaded = await t.call<Data<AssessmentTemplateSummary>>('POST', '/assessment/templates', {
      token: reviewer.token,
      body: v2,
    });
    expect(loaded.body.data).toMatchObject({ type: 'social-org', version: 2, current: true });

    const after = await submitted(900);
    expect(after).toMatchObject({ templateVersion: 2, total: 900, outcome: '3A' });
    const stored = await t.call<Data<AssessmentRecord>>('GET', `/assessment/records/${before.id}`, {
      token: assessor.token,
    });
    expect(stored.body.data).toMatchObject({ templateVersion: 1, outcome: '5A' });
    expect(stored.body.data.result).toMatchObject({ gradeScheme: 'luoyang_chanhe_2025', grade: '5A' });

    // A draft started under version 1 is still scored with version 1, which it pinned.
    await t.call('PUT', `/assessment/records/${pending.body.data.id}`, {
      token: assessor.token,
      body: { answers: answersWithTotal(socialOrg, 900), conditions: allConditionsMet(socialOrg) },
    });
    const late = await t.call<Data<AssessmentRecord>>(
      'POST',
      `/assessment/records/${pending.body.data.id}/submit`,
      {
        token: assessor.token,
      },
    );
    expect(late.body.data).toMatchObject({ templateVersion: 1, outcome: '5A' });

    const score = (version?: number) =>
      t.call<Data<{ grade: string }>>('POST', '/assessment/score', {
        body: {
          type: 'social-org',
          answers: answersWithTotal(socialOrg, 900),
          ...(version ? { version } : {}),
        },
      });
    expect((await score()).body.data.grade).toBe('3A');
    expect((await score(1)).body.data.grade).toBe('5A');
  });

  it('refuses a template that is not newer, not consistent, or loaded by a non-admin', async () => {
    const same = await t.call('POST', '/assessment/templates', { token: reviewer.token, body: socialOrg });
    expect(same.body).toMatchObject({ code: 500, errorCode: ErrorCode.ASSESSMENT_TEMPLATE_VERSION_EXISTS });
    const broken = structuredClone({ ...socialOrg, version: 3 });
    (broken.categories[1]?.indicators[0] as { maxScore: number }).maxScore = 99;
    const invalid = await t.call('POST', '/assessment/templates', {
      token: reviewer.token,
      body: broken,
      language: 'en-US',
    });
    expect(invalid.body).toMatchObject({ code: 500, errorCode: ErrorCode.ASSESSMENT_TEMPLATE_INVALID });
    expect(invalid.body.msg).toContain('party');
    const staff = await t.call('POST', '/assessment/templates', {
      token: assessor.token,
      body: { ...socialOrg, version: 4 },
    });
    expect(staff.body.code).toBe(403);
    expect((await t.db.kysely.selectFrom('assessment_templates').select('id').execute()).length).toBe(3);
  });
});

describe('demo seed', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('adds an assessor, a reviewer and approved results about the experience account, once', async () => {
    await seedDemo(t.container);
    await seedDemo(t.container);
    // Both staff accounts exist and take their password (logIn throws otherwise).
    for (const demo of [DEMO_ASSESSOR, DEMO_REVIEWER]) await logIn(t, demo.username, demo.password);
    const token = await logInAsExperience(t);
    const mine = await t.call<{ rows: AssessmentRecord[]; total: number }>('GET', '/assessment/about-me', {
      token,
    });
    expect(mine.body.total).toBe(2);
    expect(mine.body.rows.map((r) => [r.status, r.outcome])).toEqual([
      ['approved', 'moderate'],
      ['approved', 'mild'],
    ]);
  });
});
