import { basicInfoParts, SEED_SOCIAL_ORG_TEMPLATE, scoreAssessment } from '@linli/contracts';
import { describe, expect, it } from 'vitest';
import { COMPLETE_BASIC_INFO, ELDERLY, ELDERLY_ITEMS, elderlyAnswers } from './fixtures.test-helpers.ts';
import {
  EMPTY_DRAFT,
  firstUnanswered,
  formParts,
  parsePoints,
  previewScore,
  progressOf,
} from './formModel.ts';

const DIAGNOSES =
  ELDERLY.type === 'elderly-ability'
    ? (ELDERLY.basicInfo.flatMap((p) => p.items).find((i) => i.id === 'A.4.1')?.options ?? []).map(
        (o) => o.textZh,
      )
    : [];

describe('the live preview is the contracts scoring', () => {
  const parts = formParts(ELDERLY);

  it('with every item answered it equals scoreAssessment, with the C.4 grounds Appendix A gives', () => {
    const answers = elderlyAnswers({ 'B.1.1': 1, 'B.2.4': 0, 'B.3.4': 1, 'B.4.4': 0 });
    const dementia = DIAGNOSES.find((o) => o.includes('F00')) as string;
    const input = {
      ...EMPTY_DRAFT,
      answers,
      basicInfo: { 'A.4.1': [dementia], 'A.2.14.1': '发生过2次', 'A.2.14.3': '发生过1次' },
    };
    const preview = previewScore(ELDERLY, parts, input);
    expect(preview.complete).toBe(true);
    const expected = scoreAssessment(ELDERLY, { answers, dementiaOrMentalDisorder: true, riskEvents30d: 3 });
    expect(preview.complete && preview.result).toEqual(expected);
    expect(expected).toMatchObject({ preliminaryLevel: 'mild', finalLevel: 'moderate' });
  });

  it('the same for an indicator table (social organisation)', () => {
    const template = SEED_SOCIAL_ORG_TEMPLATE;
    const answers = Object.fromEntries(
      template.categories.flatMap((c) => c.indicators.map((i) => [i.id, Math.round(i.maxScore * 7) / 10])),
    );
    const preview = previewScore(template, formParts(template), { ...EMPTY_DRAFT, answers });
    expect(preview.complete && preview.result).toEqual(scoreAssessment(template, { answers }));
  });

  it('before that, running part sums and no level', () => {
    const answers = { 'B.1.1': 4, 'B.1.2': 3, 'B.2.1': 2 };
    const preview = previewScore(ELDERLY, parts, { ...EMPTY_DRAFT, answers });
    expect(preview).toMatchObject({
      complete: false,
      subtotal: 9,
      partial: { 'B.1': 7, 'B.2': 2, 'B.3': 0 },
    });
  });
});

describe('validation and progress', () => {
  const parts = formParts(ELDERLY);

  it('names the first unanswered item in form order, with its part', () => {
    const answers = elderlyAnswers();
    delete answers['B.4.5'];
    delete answers['B.3.2'];
    expect(firstUnanswered(parts, answers)).toMatchObject({
      partIndex: 2,
      item: { id: 'B.3.2', nameZh: '空间定向' },
    });
    expect(firstUnanswered(parts, elderlyAnswers())).toBeUndefined();
  });

  it('counts answered items', () => {
    expect(progressOf(parts, { ...EMPTY_DRAFT, answers: { 'B.1.1': 4 } })).toEqual({
      answered: 1,
      total: ELDERLY_ITEMS.length,
      percent: 4,
    });
  });

  it('counts the required Appendix A items too, a detail while its answer opens it', () => {
    const basic = basicInfoParts(ELDERLY);
    const required = basic.flatMap((p) => p.items).filter((i) => i.required && !i.shownWhen).length;
    const all = { ...EMPTY_DRAFT, answers: elderlyAnswers(), basicInfo: COMPLETE_BASIC_INFO };
    expect(progressOf(parts, all, basic)).toEqual({
      answered: ELDERLY_ITEMS.length + required,
      total: ELDERLY_ITEMS.length + required,
      percent: 100,
    });
    // Every B item answered but Appendix A empty is not done (it was 26/26 · 100 %).
    const noA = progressOf(parts, { ...all, basicInfo: {} }, basic);
    expect(noA).toMatchObject({ answered: ELDERLY_ITEMS.length, total: ELDERLY_ITEMS.length + required });
    expect(noA.percent).toBeLessThan(100);
    // 少数民族 opens "which": one more required item, not filled yet.
    const minority = { ...all, basicInfo: { ...COMPLETE_BASIC_INFO, 'A.2.6': '少数民族' } };
    expect(progressOf(parts, minority, basic)).toMatchObject({
      answered: ELDERLY_ITEMS.length + required,
      total: ELDERLY_ITEMS.length + required + 1,
    });
  });

  it('indicator points are 0…max in tenths', () => {
    expect(parsePoints('12.5', 45)).toBe(12.5);
    expect(parsePoints('46', 45)).toBeUndefined();
    expect(parsePoints('-1', 45)).toBeUndefined();
    expect(parsePoints('', 45)).toBeUndefined();
  });
});
