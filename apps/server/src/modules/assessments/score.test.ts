import { ErrorCode } from '@linli/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  answersWithTotal,
  elderly,
  institution,
  socialOrg,
} from '../../../test/support/assessments-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';

describe('POST /assessment/score', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const storedRows = async () => (await t.db.kysely.selectFrom('assessments').select('id').execute()).length;

  it('scores the elderly-ability body of the issue, without signing in', async () => {
    const answer = await t.call<{ data: Record<string, unknown> }>('POST', '/assessment/score', {
      body: {
        type: 'elderly-ability',
        answers: answersWithTotal(elderly, 90),
        coma: false,
        dementiaOrMentalDisorder: false,
        riskEvents30d: 0,
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toMatchObject({
      total: 90,
      sections: { 'B.1': 32, 'B.2': 15, 'B.3': 28, 'B.4': 15 },
      preliminaryLevel: 'intact',
      finalLevel: 'intact',
      adjustments: [],
    });
  });

  it('applies the C.4 grounds and names them', async () => {
    const answer = await t.call<{ data: { finalLevel: string; adjustments: Array<{ clause: string }> } }>(
      'POST',
      '/assessment/score',
      {
        body: {
          type: 'elderly-ability',
          answers: answersWithTotal(elderly, 66),
          dementiaOrMentalDisorder: true,
          riskEvents30d: 2,
        },
      },
    );
    expect(answer.body.data.finalLevel).toBe('moderate');
    expect(answer.body.data.adjustments.map((a) => a.clause)).toEqual([
      'GB/T 42195-2022 C.4 (A.4.1)',
      'GB/T 42195-2022 C.4 (A.2.14)',
    ]);
  });

  it('scores the other two types by their indicator ids', async () => {
    const org = await t.call<{ data: Record<string, unknown> }>('POST', '/assessment/score', {
      body: { type: 'social-org', answers: answersWithTotal(socialOrg, 799) },
    });
    expect(org.body.data).toMatchObject({ total: 799, grade: '3A', gradeScheme: 'luoyang_chanhe_2025' });
    const home = await t.call<{ data: Record<string, unknown> }>('POST', '/assessment/score', {
      body: { type: 'institution', answers: answersWithTotal(institution, 1000) },
    });
    expect(home.body.data).toMatchObject({ total: 1000, level: 5 });
  });

  it('refuses a missing item, naming it, in both languages', async () => {
    const { 'B.4.5': _, ...answers } = answersWithTotal(elderly, 90);
    const zh = await t.call('POST', '/assessment/score', { body: { type: 'elderly-ability', answers } });
    expect(zh.status).toBe(200);
    expect(zh.body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.ASSESSMENT_ITEM_MISSING,
      field: 'B.4.5',
      msg: '评估项目B.4.5尚未作答',
    });
    const en = await t.call('POST', '/assessment/score', {
      body: { type: 'elderly-ability', answers },
      language: 'en-US',
    });
    expect(en.body.msg).toBe('Item B.4.5 has not been answered');
  });

  it('refuses a score the item does not offer and an unknown item', async () => {
    const stairs = await t.call('POST', '/assessment/score', {
      body: { type: 'elderly-ability', answers: { ...answersWithTotal(elderly, 90), 'B.2.4': 4 } },
      language: 'en-US',
    });
    expect(stairs.body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.ASSESSMENT_SCORE_INVALID,
      msg: 'Item B.2.4: 4 is not a score this item offers',
    });
    const unknown = await t.call('POST', '/assessment/score', {
      body: { type: 'institution', answers: { ...answersWithTotal(institution, 1000), 'services.spa': 3 } },
    });
    expect(unknown.body).toMatchObject({ code: 500, errorCode: ErrorCode.ASSESSMENT_ITEM_UNKNOWN });
    expect(unknown.body.msg).toContain('services.spa');
    const over = await t.call('POST', '/assessment/score', {
      body: { type: 'social-org', answers: { ...answersWithTotal(socialOrg, 1000), 'party.charter': 10.5 } },
    });
    expect(over.body).toMatchObject({ code: 500, errorCode: ErrorCode.ASSESSMENT_SCORE_INVALID });
    expect(over.body.msg).toContain('party.charter');
  });

  it('refuses malformed bodies with the field named, never a 5xx, and stores nothing', async () => {
    const text = await t.call('POST', '/assessment/score', {
      body: { type: 'elderly-ability', answers: { ...answersWithTotal(elderly, 90), 'B.1.1': '4' } },
    });
    expect(text.status).toBe(200);
    expect(text.body).toMatchObject({ code: 500, errorCode: ErrorCode.FIELD_INVALID, field: 'B.1.1' });
    const type = await t.call('POST', '/assessment/score', { body: { type: 'astrology', answers: {} } });
    expect(type.body).toMatchObject({ code: 500, field: 'type' });
    const events = await t.call('POST', '/assessment/score', {
      body: { type: 'elderly-ability', answers: answersWithTotal(elderly, 90), riskEvents30d: -1 },
    });
    expect(events.body).toMatchObject({ code: 500, field: 'riskEvents30d' });
    const version = await t.call('POST', '/assessment/score', {
      body: { type: 'elderly-ability', version: 99, answers: answersWithTotal(elderly, 90) },
    });
    expect(version.body).toMatchObject({ code: 500, errorCode: ErrorCode.ASSESSMENT_TEMPLATE_NOT_FOUND });
    const garbage = await t.call('POST', '/assessment/score', {
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(garbage.status).toBe(200);
    expect(garbage.body.code).toBe(500);
    expect(await storedRows()).toBe(0);
  });
});
