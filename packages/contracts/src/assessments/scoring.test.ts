import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../common/error-codes.ts';
import {
  type AssessmentInput,
  AssessmentScoringError,
  scoreAssessment,
  scoreElderlyAbility,
} from './scoring.ts';
import { SEED_ELDERLY_TEMPLATE } from './seed-templates.ts';
import type { ElderlyTemplate } from './templates.ts';

const template = SEED_ELDERLY_TEMPLATE;
const items = template.sections.flatMap((s) => s.items);

/** Every item at its best score, then points taken off item by item until the total is `total`. */
function answersWithTotal(total: number): Record<string, number> {
  let deficit = 90 - total;
  const answers: Record<string, number> = {};
  for (const item of items) {
    const take = Math.min(item.maxScore, deficit);
    answers[item.id] = item.maxScore - take;
    deficit -= take;
  }
  return answers;
}

function score(total: number, grounds: Omit<AssessmentInput, 'answers'> = {}, t: ElderlyTemplate = template) {
  return scoreElderlyAbility(t, { answers: answersWithTotal(total), ...grounds });
}

function refusal(run: () => unknown): AssessmentScoringError {
  try {
    run();
  } catch (error) {
    if (error instanceof AssessmentScoringError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const accumulating: ElderlyTemplate = {
  ...template,
  version: 2,
  adjustments: { ...template.adjustments, raisesAccumulate: true },
};

describe('GB/T 42195-2022 elderly ability: the seeded template', () => {
  it('has the 26 items of Appendix B in four sections with maxima 32/15/28/15', () => {
    expect(items).toHaveLength(26);
    expect(template.sections.map((s) => [s.id, s.items.length, s.maxScore])).toEqual([
      ['B.1', 8, 32],
      ['B.2', 4, 15],
      ['B.3', 9, 28],
      ['B.4', 5, 15],
    ]);
    expect(items.find((i) => i.id === 'B.2.4')?.options.map((o) => o.score)).toEqual([3, 2, 1, 0]);
    expect(items.find((i) => i.id === 'B.1.1')?.nameZh).toBe('进食');
    expect(items.find((i) => i.id === 'B.1.1')?.nameEn).toBe('Eating');
  });

  it('defaults to raises that do not add up, with two risk events as the threshold (C.4)', () => {
    expect(template.adjustments).toMatchObject({ riskEventThreshold: 2, raisesAccumulate: false });
  });
});

describe('GB/T 42195-2022 C.1/C.2: section scores and total', () => {
  it('reaches each section maximum alone', () => {
    for (const section of template.sections) {
      const answers = Object.fromEntries(items.map((i) => [i.id, 0]));
      for (const item of section.items) answers[item.id] = item.maxScore;
      const result = scoreElderlyAbility(template, { answers });
      expect(result.sections[section.id], section.id).toBe(section.maxScore);
      expect(result.total, section.id).toBe(section.maxScore);
    }
  });

  it('adds all four maxima to 90 and all zeros to 0', () => {
    const best = score(90);
    expect(best.sections).toEqual({ 'B.1': 32, 'B.2': 15, 'B.3': 28, 'B.4': 15 });
    expect(best.total).toBe(90);
    expect(best.maxTotal).toBe(90);
    const worst = score(0);
    expect(worst.sections).toEqual({ 'B.1': 0, 'B.2': 0, 'B.3': 0, 'B.4': 0 });
    expect(worst.total).toBe(0);
  });
});

describe('GB/T 42195-2022 C.3: level bands 90 / 66–89 / 46–65 / 30–45 / 0–29', () => {
  it.each([
    [90, 'intact'],
    [89, 'mild'],
    [66, 'mild'],
    [65, 'moderate'],
    [46, 'moderate'],
    [45, 'severe'],
    [30, 'severe'],
    [29, 'complete'],
    [0, 'complete'],
  ])('total %i is %s', (total, level) => {
    const result = score(total);
    expect(result.total).toBe(total);
    expect(result.preliminaryLevel).toBe(level);
    expect(result.finalLevel).toBe(level);
    expect(result.adjustments).toEqual([]);
  });
});

describe('GB/T 42195-2022 C.4 adjustments', () => {
  it('coma alone sets complete loss whatever the score', () => {
    const result = score(90, { coma: true });
    expect(result).toMatchObject({ preliminaryLevel: 'intact', finalLevel: 'complete' });
    expect(result.adjustments).toEqual([
      expect.objectContaining({ rule: 'coma', effect: 'set-complete', from: 'intact', to: 'complete' }),
    ]);
    expect(result.adjustments[0]?.clause).toContain('C.4');
    expect(result.adjustments[0]?.clause).toContain('A.5.11');
  });

  it('dementia or a diagnosed mental disorder alone raises one level', () => {
    const result = score(70, { dementiaOrMentalDisorder: true });
    expect(result).toMatchObject({ preliminaryLevel: 'mild', finalLevel: 'moderate' });
    expect(result.adjustments).toEqual([
      expect.objectContaining({ rule: 'dementia-or-mental-disorder', effect: 'raised', from: 'mild' }),
    ]);
    expect(result.adjustments[0]?.clause).toContain('A.4.1');
  });

  it('two or more care-risk events in 30 days alone raise one level; one event does not', () => {
    expect(score(90, { riskEvents30d: 2 })).toMatchObject({ finalLevel: 'mild' });
    expect(score(90, { riskEvents30d: 5 }).adjustments[0]).toMatchObject({
      rule: 'care-risk-events',
      effect: 'raised',
      from: 'intact',
      to: 'mild',
    });
    const one = score(90, { riskEvents30d: 1 });
    expect(one.finalLevel).toBe('intact');
    expect(one.adjustments).toEqual([]);
  });

  it('both raises together move one level when the template says they do not add up (default)', () => {
    const result = score(50, { dementiaOrMentalDisorder: true, riskEvents30d: 3 });
    expect(result).toMatchObject({ preliminaryLevel: 'moderate', finalLevel: 'severe' });
    expect(result.adjustments.map((a) => [a.rule, a.effect, a.from, a.to])).toEqual([
      ['dementia-or-mental-disorder', 'raised', 'moderate', 'severe'],
      ['care-risk-events', 'not-cumulative', 'severe', 'severe'],
    ]);
  });

  it('both raises together move two levels when the template says they add up', () => {
    const result = score(50, { dementiaOrMentalDisorder: true, riskEvents30d: 3 }, accumulating);
    expect(result).toMatchObject({
      preliminaryLevel: 'moderate',
      finalLevel: 'complete',
      templateVersion: 2,
    });
    expect(result.adjustments.map((a) => a.effect)).toEqual(['raised', 'raised']);
  });

  it('stops at complete loss (the cap)', () => {
    const severe = score(35, { dementiaOrMentalDisorder: true, riskEvents30d: 2 }, accumulating);
    expect(severe.finalLevel).toBe('complete');
    expect(severe.adjustments.map((a) => a.effect)).toEqual(['raised', 'capped']);
    const complete = score(10, { dementiaOrMentalDisorder: true });
    expect(complete).toMatchObject({ preliminaryLevel: 'complete', finalLevel: 'complete' });
    expect(complete.adjustments[0]).toMatchObject({ effect: 'capped', from: 'complete', to: 'complete' });
  });

  it('coma first, then the raises cannot go past complete loss', () => {
    const result = score(80, { coma: true, dementiaOrMentalDisorder: true, riskEvents30d: 4 }, accumulating);
    expect(result.finalLevel).toBe('complete');
    expect(result.adjustments.map((a) => [a.rule, a.effect])).toEqual([
      ['coma', 'set-complete'],
      ['dementia-or-mental-disorder', 'capped'],
      ['care-risk-events', 'capped'],
    ]);
    expect(score(10, { coma: true }).adjustments[0]?.effect).toBe('capped');
  });

  it('honours a template with another risk-event threshold', () => {
    const three: ElderlyTemplate = {
      ...template,
      adjustments: { ...template.adjustments, riskEventThreshold: 3 },
    };
    expect(score(90, { riskEvents30d: 2 }, three).finalLevel).toBe('intact');
    expect(score(90, { riskEvents30d: 3 }, three).finalLevel).toBe('mild');
  });
});

describe('refusals name the item', () => {
  it('refuses a missing item', () => {
    const answers = answersWithTotal(90);
    delete answers['B.3.7'];
    const error = refusal(() => scoreElderlyAbility(template, { answers }));
    expect(error.errorCode).toBe(ErrorCode.ASSESSMENT_ITEM_MISSING);
    expect(error.item).toBe('B.3.7');
  });

  it('refuses a score the item does not offer', () => {
    const stairs = refusal(() =>
      scoreAssessment(template, { answers: { ...answersWithTotal(90), 'B.2.4': 4 } }),
    );
    expect(stairs).toMatchObject({ errorCode: ErrorCode.ASSESSMENT_SCORE_INVALID, item: 'B.2.4', score: 4 });
    const fraction = refusal(() =>
      scoreAssessment(template, { answers: { ...answersWithTotal(90), 'B.1.1': 2.5 } }),
    );
    expect(fraction).toMatchObject({ errorCode: ErrorCode.ASSESSMENT_SCORE_INVALID, item: 'B.1.1' });
    const negative = refusal(() =>
      scoreAssessment(template, { answers: { ...answersWithTotal(90), 'B.3.8': -1 } }),
    );
    expect(negative.item).toBe('B.3.8');
  });

  it('refuses an unknown item id', () => {
    const error = refusal(() =>
      scoreAssessment(template, { answers: { ...answersWithTotal(90), 'B.5.1': 1 } }),
    );
    expect(error).toMatchObject({ errorCode: ErrorCode.ASSESSMENT_ITEM_UNKNOWN, item: 'B.5.1' });
  });
});
