import { describe, expect, it } from 'vitest';
import {
  type BasicInfo,
  basicInfoParts,
  c4Grounds,
  checkBasicInfo,
  groundsDisagreement,
  groundsFromBasicInfo,
  PSYCHIATRIST,
  withoutClosedDetails,
} from './basic-info.ts';
import { SEED_ELDERLY_TEMPLATE } from './seed-templates.ts';

const options = (id: string) =>
  (SEED_ELDERLY_TEMPLATE.basicInfo.flatMap((p) => p.items).find((i) => i.id === id)?.options ?? []).map(
    (o) => o.textZh,
  );
const F00 = options('A.4.1').find((o) => o.includes('F00')) as string;
const F04 = options('A.4.1').find((o) => o.includes('F04')) as string;
const HYPERTENSION = options('A.4.1').find((o) => o.includes('I10')) as string;
const EVENTS = options('A.2.14.1');

/** Every required item, no ground (A.5.11 无, A.2.14 all 无). */
const COMPLETE: BasicInfo = {
  'A.1.2': '2026-11-01',
  'A.1.3': '首次评估',
  'A.2.1': '王阿姨',
  'A.2.2': '女',
  'A.2.3': '1946-05-01',
  'A.2.14.1': '无',
  'A.2.14.2': '无',
  'A.2.14.3': '无',
  'A.2.14.4': '无',
  'A.2.14.5': '无',
  'A.3.1': '王阿姨',
  'A.3.2': '本人',
  'A.5.11': '无',
};

describe('the C.4 grounds follow from Appendix A (GB/T 42195 C.4)', () => {
  it('A.5.11 gives coma', () => {
    expect(groundsFromBasicInfo({ 'A.5.11': '有' })).toEqual({ coma: true });
    expect(groundsFromBasicInfo({ 'A.5.11': '无' })).toEqual({ coma: false });
    expect(groundsFromBasicInfo({})).toEqual({});
  });

  it('A.4.1: dementia F00–F03 counts; F04–F99 only when a psychiatric specialist diagnosed it', () => {
    const dementia = (info: BasicInfo) => groundsFromBasicInfo(info).dementiaOrMentalDisorder;
    expect(dementia({ 'A.4.1': [F00] })).toBe(true);
    expect(dementia({ 'A.4.1': [HYPERTENSION, F04], 'A.4.1.diagnosedby': PSYCHIATRIST })).toBe(true);
    expect(dementia({ 'A.4.1': [F04], 'A.4.1.diagnosedby': '其他医生' })).toBe(false);
    expect(dementia({ 'A.4.1': [F04] })).toBe(false);
    expect(dementia({ 'A.4.1': [F00, F04], 'A.4.1.diagnosedby': '其他医生' })).toBe(true);
    expect(dementia({ 'A.4.1': [HYPERTENSION] })).toBe(false);
    expect(dementia({})).toBeUndefined();
  });

  it('A.2.14: the events of every type added up, three or more counted as three', () => {
    expect(EVENTS).toEqual(['无', '发生过1次', '发生过2次', '发生过3次及以上']);
    const events = (info: BasicInfo) => groundsFromBasicInfo(info).riskEvents30d;
    expect(events({ 'A.2.14.1': '无', 'A.2.14.2': '无' })).toBe(0);
    expect(events({ 'A.2.14.1': '发生过1次', 'A.2.14.2': '无' })).toBe(1);
    expect(events({ 'A.2.14.1': '发生过1次', 'A.2.14.3': '发生过1次' })).toBe(2);
    expect(events({ 'A.2.14.5': '发生过3次及以上' })).toBe(3);
    expect(events({ 'A.2.14.1': '发生过2次', 'A.2.14.4': '发生过3次及以上' })).toBe(5);
  });

  it('an unanswered item gives no ground when the record is scored', () => {
    expect(c4Grounds({})).toEqual({ coma: false, dementiaOrMentalDisorder: false, riskEvents30d: 0 });
    expect(c4Grounds({ 'A.5.11': '有', 'A.2.14.1': '发生过2次' })).toEqual({
      coma: true,
      dementiaOrMentalDisorder: false,
      riskEvents30d: 2,
    });
  });

  it('names the Appendix A item a ground sent disagrees with; grounds left out agree', () => {
    const info = { 'A.5.11': '有', 'A.4.1': [F00], 'A.2.14.1': '发生过2次' };
    expect(groundsDisagreement(info, { coma: false })).toEqual({ ground: 'coma', item: 'A.5.11' });
    expect(groundsDisagreement(info, { coma: true, dementiaOrMentalDisorder: false })).toEqual({
      ground: 'dementiaOrMentalDisorder',
      item: 'A.4.1',
    });
    expect(groundsDisagreement(info, { riskEvents30d: 0 })).toEqual({
      ground: 'riskEvents30d',
      item: 'A.2.14',
    });
    expect(groundsDisagreement(info, c4Grounds(info))).toBeUndefined();
    expect(groundsDisagreement(info, {})).toBeUndefined();
    expect(groundsDisagreement({ 'A.5.11': '无' }, { coma: true })).toEqual({
      ground: 'coma',
      item: 'A.5.11',
    });
  });
});

describe('details of A.2.6, A.2.7 and A.4.1', () => {
  const items = basicInfoParts(SEED_ELDERLY_TEMPLATE).flatMap((p) => p.items.map((i) => i.id));

  it('sit right after their item', () => {
    for (const [item, detail] of [
      ['A.2.6', 'A.2.6.minority'],
      ['A.2.7', 'A.2.7.religion'],
      ['A.4.1', 'A.4.1.diagnosedby'],
    ]) {
      expect(items.indexOf(detail as string)).toBe(items.indexOf(item as string) + 1);
    }
  });

  it('are required only while their answer opens them', () => {
    expect(checkBasicInfo(SEED_ELDERLY_TEMPLATE, COMPLETE, true)).toBeUndefined();
    const cases: [BasicInfo, string][] = [
      [{ 'A.2.6': '少数民族' }, 'A.2.6.minority'],
      [{ 'A.2.7': '有' }, 'A.2.7.religion'],
      [{ 'A.4.1': [F04] }, 'A.4.1.diagnosedby'],
    ];
    for (const [answer, detail] of cases) {
      expect(checkBasicInfo(SEED_ELDERLY_TEMPLATE, { ...COMPLETE, ...answer }, true)).toEqual({
        item: detail,
        problem: 'missing',
      });
      expect(checkBasicInfo(SEED_ELDERLY_TEMPLATE, { ...COMPLETE, ...answer }, false)).toBeUndefined();
    }
    const filled = {
      ...COMPLETE,
      'A.2.6': '少数民族',
      'A.2.6.minority': '藏族',
      'A.2.7': '有',
      'A.2.7.religion': '佛教',
    };
    expect(checkBasicInfo(SEED_ELDERLY_TEMPLATE, filled, true)).toBeUndefined();
    expect(
      checkBasicInfo(SEED_ELDERLY_TEMPLATE, { ...filled, 'A.4.1': [F04], 'A.4.1.diagnosedby': '牙医' }, true),
    ).toEqual({
      item: 'A.4.1.diagnosedby',
      problem: 'invalid',
    });
  });

  it('a detail its item does not open is refused, and the form drops it', () => {
    const stale = { ...COMPLETE, 'A.2.6': '汉族', 'A.2.6.minority': '藏族' };
    expect(checkBasicInfo(SEED_ELDERLY_TEMPLATE, stale, false)).toEqual({
      item: 'A.2.6.minority',
      problem: 'invalid',
    });
    expect(withoutClosedDetails(stale)).toEqual({ ...COMPLETE, 'A.2.6': '汉族' });
    const open = { 'A.4.1': [F04], 'A.4.1.diagnosedby': PSYCHIATRIST };
    expect(withoutClosedDetails(open)).toEqual(open);
  });
});
