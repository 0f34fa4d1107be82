import { describe, expect, it } from 'vitest';
import {
  emptyProductDraft,
  type ProductDraft,
  productDraftOf,
  toProductBody,
  validateProduct,
} from './productDraft.ts';
import { productFixture } from './productFixtures.ts';

const label = (field: string) => `«${field}»`;
const valid = (overrides: Partial<ProductDraft> = {}): ProductDraft => ({
  ...emptyProductDraft(),
  productName: '智能烟感',
  productNameEn: 'Smart smoke alarm',
  categoryName: '安防',
  ...overrides,
});

describe('product form (contracts productForm on the client)', () => {
  it('accepts a complete product and sends the contract body', () => {
    expect(validateProduct(valid(), 'zh-CN', label)).toEqual({});
    expect(toProductBody(valid({ offlineAlarmMinutes: ' 30 ', isAuthorize: true }))).toEqual({
      productName: '智能烟感',
      productNameEn: 'Smart smoke alarm',
      categoryName: '安防',
      imgUrl: '',
      deviceType: 1,
      isSubDevice: 0,
      networkMethod: 1,
      protocolCode: 'JSON',
      vertificateMethod: 3,
      credentialScope: 'both',
      isAuthorize: 1,
      selfRegister: 0,
      otaProtocol: 'linli',
      offlineAlarmMinutes: 30,
    });
  });

  it('leaves a blank MQTT account for the server to make, and a blank alarm as none', () => {
    const body = toProductBody(valid({ mqttAccount: '  ' }));
    expect(body).not.toHaveProperty('mqttAccount');
    expect(body.offlineAlarmMinutes).toBeNull();
    expect(toProductBody(valid({ mqttAccount: 'linli-x' })).mqttAccount).toBe('linli-x');
  });

  it('names each missing field in the server wording, in both languages', () => {
    const errors = validateProduct(emptyProductDraft(), 'zh-CN', label);
    expect(Object.keys(errors).sort()).toEqual(['categoryName', 'productName', 'productNameEn']);
    expect(errors.productName).toBe('«productName»不能为空');
    expect(validateProduct(emptyProductDraft(), 'en-US', label).categoryName).toBe(
      '«categoryName» cannot be empty',
    );
  });

  it('refuses an alarm below five minutes, text for minutes and a bad MQTT account', () => {
    const errors = validateProduct(
      valid({ offlineAlarmMinutes: '2', mqttAccount: 'a b', productName: 'x'.repeat(65) }),
      'zh-CN',
      label,
    );
    expect(errors.offlineAlarmMinutes).toBe('«offlineAlarmMinutes»不能小于5');
    expect(errors.mqttAccount).toBe('«mqttAccount»格式不正确');
    expect(errors.productName).toContain('64');
    expect(validateProduct(valid({ offlineAlarmMinutes: 'soon' }), 'zh-CN', label).offlineAlarmMinutes).toBe(
      '«offlineAlarmMinutes»格式不正确',
    );
  });

  it('edits what the server has, flags as ticks and the alarm as text', () => {
    const draft = productDraftOf(productFixture({ isSubDevice: 1, offlineAlarmMinutes: null }));
    expect(draft.isSubDevice).toBe(true);
    expect(draft.offlineAlarmMinutes).toBe('');
    expect(draft.mqttAccount).toBe('linli-smoke');
    expect(toProductBody(draft).isSubDevice).toBe(1);
  });
});
