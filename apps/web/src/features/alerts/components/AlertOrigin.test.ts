import { aThingModel, aThingsModelSet } from '@linli/testkit/things-model';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { alertDataText, alertOrigin, alertTitle } from './AlertOrigin.ts';

describe('alertOrigin: where an alert came from, in words', () => {
  const t = initI18n('zh-CN').getFixedT('zh-CN', 'alerts');

  it("names the person whose scene raised it, so it never reads as the device's own", () => {
    expect(alertOrigin({ origin: 'scene', sceneName: '跌倒报警', authorName: '小王', personal: 0 }, t)).toBe(
      '来自小王的场景「跌倒报警」',
    );
    expect(alertOrigin({ origin: 'scene', sceneName: '跌倒报警', authorName: '', personal: 0 }, t)).toBe(
      '场景「跌倒报警」',
    );
  });

  it('says a personal reminder is seen by its author alone, in English too', () => {
    const en = initI18n('zh-CN').getFixedT('en-US', 'alerts');
    expect(alertOrigin({ origin: 'scene', sceneName: 'Power', authorName: 'Wang', personal: 1 }, en)).toBe(
      "From Wang's scene “Power” · Only you see this: a reminder you set on someone else's device",
    );
  });

  it("says a device's own alarm came from the device, and names it in the reader's language", () => {
    const alarm = { origin: 'device', sceneName: '', authorName: '', personal: 0 } as const;
    expect(alertOrigin(alarm, t)).toBe('设备自动报警');
    const named = { origin: 'device', alertName: '一键呼叫', alertNameEn: 'SOS call' } as const;
    expect(alertTitle(named, 'zh-CN')).toBe('一键呼叫');
    expect(alertTitle(named, 'en-US')).toBe('SOS call');
  });

  it('shows a scene alert exactly as its author typed it, in any language', () => {
    const typed = { origin: 'scene', alertName: '该吃药了', alertNameEn: null } as const;
    expect(alertTitle(typed, 'en-US')).toBe('该吃药了');
  });
});

describe('alertDataText: the readings that fired an alert, in words', () => {
  const model = aThingsModelSet([
    aThingModel(1, 'spo2', 'Blood oxygen (SpO2)', { type: 'integer', min: 70, max: 100, step: 1, unit: '%' }),
    aThingModel(3, 'fall', 'Fall', { type: 'bool', trueText: 'Fallen', falseText: 'Normal' }),
  ]);
  const detail = [
    { id: 'spo2', value: '91' },
    { id: 'fall', value: '1' },
    { id: 'custom', value: '' },
  ];

  it('names each item and its value as the device page does; an item the model lacks keeps its id', () => {
    expect(alertDataText(detail, model, 'en-US')).toBe('Blood oxygen (SpO2): 91 %, Fall: Fallen, custom = —');
    expect(alertDataText(detail.slice(0, 2), model, 'zh-CN')).toBe('Blood oxygen (SpO2)：91 %，Fall：Fallen');
  });

  it('says the ids until the model has arrived', () => {
    expect(alertDataText(detail, undefined, 'en-US')).toBe('spo2 = 91, fall = 1, custom = —');
  });
});
