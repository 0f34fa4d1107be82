import { basicInfoParts, checkBasicInfo, type ServedPerson } from '@linli/contracts';
import { describe, expect, it } from 'vitest';
import { basicInfoProgress, basicInfoText, firstBasicInfoGap, prefillFromPerson } from './basicInfoModel.ts';
import { COMPLETE_BASIC_INFO, ELDERLY } from './fixtures.test-helpers.ts';

const parts = basicInfoParts(ELDERLY);

const CHEN: ServedPerson = {
  id: 11,
  name: '陈秀英',
  sex: '1',
  birthDate: '1948-03-15',
  age: 77,
  idCard: '440304194803150021',
  phone: '13800138010',
  address: '深圳市福田区景田北路7栋502',
  guardianName: '体验用户',
  guardianPhone: '13800138009',
  guardianRelation: '子女',
  tags: ['独居'],
  userId: 5,
  caseworkerId: 2,
  caseworkerName: '李社工',
  remark: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('Appendix A on the form (GB/T 42195 A.1–A.5)', () => {
  it('has the five tables, with the supplementary phone and address in A.2', () => {
    expect(parts.map((p) => p.id)).toEqual(['A.1', 'A.2', 'A.3', 'A.4', 'A.5']);
    const a2 = parts[1]?.items.map((i) => i.id) ?? [];
    expect(a2).toContain('A.2.14.5');
    expect(a2.slice(-2)).toEqual(['A.2.phone', 'A.2.address']);
  });

  it('finds the first required field left empty, in form order', () => {
    expect(firstBasicInfoGap(parts, {})).toMatchObject({
      partIndex: 0,
      reason: 'missing',
      item: { id: 'A.1.2' },
    });
    const { 'A.3.2': _relation, 'A.5.11': _coma, ...info } = COMPLETE_BASIC_INFO;
    expect(firstBasicInfoGap(parts, info)).toMatchObject({ partIndex: 2, item: { id: 'A.3.2' } });
    expect(firstBasicInfoGap(parts, COMPLETE_BASIC_INFO)).toBeUndefined();
    expect(checkBasicInfo(ELDERLY, COMPLETE_BASIC_INFO, true)).toBeUndefined();
  });

  it('flags a filled value that does not fit (an invalid ID card, an option not offered)', () => {
    expect(firstBasicInfoGap(parts, { ...COMPLETE_BASIC_INFO, 'A.2.8': '440304194803150022' })).toMatchObject(
      {
        reason: 'invalid',
        item: { id: 'A.2.8' },
      },
    );
    expect(firstBasicInfoGap(parts, { ...COMPLETE_BASIC_INFO, 'A.1.3': '随便' })).toMatchObject({
      reason: 'invalid',
      item: { id: 'A.1.3' },
    });
  });

  it('counts filled and required-missing fields per table', () => {
    const a2 = parts[1];
    if (!a2) throw new Error('A.2 missing');
    expect(basicInfoProgress(a2, {})).toMatchObject({ filled: 0, requiredMissing: 8 });
    expect(basicInfoProgress(a2, COMPLETE_BASIC_INFO)).toMatchObject({ filled: 8, requiredMissing: 0 });
  });
});

describe('prefill from a person file', () => {
  it('fills A.2 name, sex, birth date, ID card, phone and address, and the guardian as the A.3 contact', () => {
    const info = prefillFromPerson(CHEN);
    expect(info).toEqual({
      'A.2.1': '陈秀英',
      'A.2.2': '女',
      'A.2.3': '1948-03-15',
      'A.2.8': '440304194803150021',
      'A.2.phone': '13800138010',
      'A.2.address': '深圳市福田区景田北路7栋502',
      'A.3.3': '体验用户',
      'A.3.4': '13800138009',
    });
    // What it fills is valid for the template, as the server will check on save.
    expect(checkBasicInfo(ELDERLY, info, false)).toBeUndefined();
  });

  it('leaves out what the file does not have, and an unknown sex', () => {
    const info = prefillFromPerson({
      ...CHEN,
      sex: '2',
      idCard: '',
      phone: '',
      guardianName: '',
      guardianPhone: '',
    });
    expect(info).toEqual({
      'A.2.1': '陈秀英',
      'A.2.3': '1948-03-15',
      'A.2.address': '深圳市福田区景田北路7栋502',
    });
  });

  it('writes stored values in words for the report', () => {
    expect(basicInfoText(['独居', '与配偶居住'])).toBe('独居；与配偶居住');
    expect(basicInfoText([{ name: '氨氯地平', route: '口服', dose: '5mg', frequency: '每日1次' }])).toBe(
      '氨氯地平 · 口服 · 5mg · 每日1次',
    );
    expect(basicInfoText(156)).toBe('156');
    expect(basicInfoText(undefined)).toBe('');
  });
});
