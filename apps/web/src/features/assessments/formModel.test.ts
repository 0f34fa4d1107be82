import { SEED_SOCIAL_ORG_TEMPLATE, scoreAssessment } from '@linli/contracts';
import { describe, expect, it } from 'vitest';
import { ELDERLY, ELDERLY_ITEMS, elderlyAnswers } from './fixtures.test-helpers.ts';
import {
  EMPTY_DRAFT,
  firstUnanswered,
  formParts,
  parsePoints,
  previewScore,
  progressOf,
} from './formModel.ts';

describe('the live preview is the contracts scoring', () => {
  const parts = formParts(ELDERLY);

  it('with every item answered it equals scoreAssessment, C.4 grounds included', () => {
    const input = {
      ...EMPTY_DRAFT,
      answers: elderlyAnswers({ 'B.1.1': 1, 'B.2.4': 0, 'B.3.4': 1, 'B.4.4': 0 }),
      dementiaOrMentalDisorder: true,
      riskEvents30d: 3,
    };
    const preview = previewScore(ELDERLY, parts, input);
    expect(preview.complete).toBe(true);
    expect(preview.complete && preview.result).toEqual(scoreAssessment(ELDERLY, input));
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
    expect(progressOf(parts, { 'B.1.1': 4 })).toEqual({
      answered: 1,
      total: ELDERLY_ITEMS.length,
      percent: 4,
    });
  });

  it('indicator points are 0…max in tenths', () => {
    expect(parsePoints('12.5', 45)).toBe(12.5);
    expect(parsePoints('46', 45)).toBeUndefined();
    expect(parsePoints('-1', 45)).toBeUndefined();
    expect(parsePoints('', 45)).toBeUndefined();
  });
});
