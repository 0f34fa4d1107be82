import { resolveSocialOrgTable, SEED_SOCIAL_ORG_TEMPLATE, type SocialOrgTemplate } from '@linli/contracts';
import { describe, expect, it } from 'vitest';
import { formParts, previewScore } from './formModel.ts';

const huaining: SocialOrgTemplate = { ...SEED_SOCIAL_ORG_TEMPLATE, gradeScheme: 'huaining_2022' };
const met = Object.fromEntries(SEED_SOCIAL_ORG_TEMPLATE.conditions.map((c) => [c.id, true]));
const empty = { answers: {}, evidence: {}, basicInfo: {} };

describe('the live preview of a social-organisation grade', () => {
  it('applies the veto the server applies, from the record checklist', () => {
    const parts = formParts(huaining);
    const answers = Object.fromEntries(parts.flatMap((p) => p.items.map((i) => [i.id, i.maxScore])));
    const input = { ...empty, answers };
    const capped = previewScore(huaining, parts, input, {
      conditions: { ...met, party_organisation: false },
    });
    expect(capped.complete && capped.result.outcome).toBe('4A');
    const full = previewScore(huaining, parts, input, { conditions: met });
    expect(full.complete && full.result.outcome).toBe('5A');
  });

  it('lists the parts of the organisation type the record uses', () => {
    const foundation = resolveSocialOrgTable(SEED_SOCIAL_ORG_TEMPLATE, 'foundation');
    expect(formParts(foundation).map((p) => p.id)).toEqual([
      'basic',
      'governance',
      'performance',
      'social_evaluation',
    ]);
  });
});
