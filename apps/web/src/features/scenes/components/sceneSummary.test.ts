import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';

describe("a scene card's summary counts in words", () => {
  it('says one trigger and two actions in English, and counts them in Chinese', () => {
    const i18n = initI18n('zh-CN');
    const say = (language: string, triggers: number, actions: number) => {
      const t = i18n.getFixedT(language, 'scenes');
      return t('card.summary', {
        cond: t('cond.1'),
        triggers: t('card.triggers', { count: triggers }),
        actions: t('card.actions', { count: actions }),
      });
    };
    expect(say('en-US', 1, 2)).toMatch(/ · 1 trigger · 2 actions$/);
    expect(say('en-US', 2, 1)).toMatch(/ · 2 triggers · 1 action$/);
    expect(say('zh-CN', 1, 2)).toMatch(/ · 1 个触发条件 · 2 个动作$/);
  });
});
