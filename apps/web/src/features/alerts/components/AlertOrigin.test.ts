import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { alertOrigin } from './AlertOrigin.ts';

describe('alertOrigin: where an alert came from, in words', () => {
  const t = initI18n('zh-CN').getFixedT('zh-CN', 'alerts');

  it("names the person whose scene raised it, so it never reads as the device's own", () => {
    expect(alertOrigin({ sceneName: '跌倒报警', authorName: '小王', personal: 0 }, t)).toBe(
      '来自小王的场景「跌倒报警」',
    );
    expect(alertOrigin({ sceneName: '跌倒报警', authorName: '', personal: 0 }, t)).toBe('场景「跌倒报警」');
  });

  it('says a personal reminder is seen by its author alone, in English too', () => {
    const en = initI18n('zh-CN').getFixedT('en-US', 'alerts');
    expect(alertOrigin({ sceneName: 'Power', authorName: 'Wang', personal: 1 }, en)).toBe(
      "From Wang's scene “Power” · Only you see this: a reminder you set on someone else's device",
    );
  });
});
