import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import {
  type ApplicationDraft,
  actionError,
  toActionBody,
  validateApplication,
  validateMembership,
} from './validation.ts';

const TODAY = '2026-05-01';
const draft = (over: Partial<ApplicationDraft> = {}): ApplicationDraft => ({
  servedType: 'self',
  servedName: '',
  servedRelation: '',
  servedPhone: '',
  description: '需要上门助浴',
  preferredDate: '2026-05-10',
  preferredSlot: 'morning',
  contactPhone: '13800138000',
  attachments: [],
  ...over,
});

const tIn = (lng: 'zh-CN' | 'en-US') => i18n.getFixedT(lng, 'socialServices');
const checkIn = (lng: 'zh-CN' | 'en-US', d: ApplicationDraft) =>
  validateApplication(tIn(lng), d, { projectId: 1, today: TODAY, language: lng });

describe('application form validation (/pages/fwjz/fwxqsq)', () => {
  it('accepts a complete form', () => {
    expect(checkIn('zh-CN', draft())).toEqual({});
  });

  it('says what is wrong, in Chinese and in English', () => {
    const bad = draft({ description: ' ', contactPhone: '12345', preferredDate: '2040-01-01' });
    expect(checkIn('zh-CN', bad)).toEqual({
      description: '请填写需求描述',
      contactPhone: '请输入正确的手机号码',
      preferredDate: '请选择今天（2026-05-01）到 2027-05-01 之间的日期',
    });
    expect(checkIn('en-US', bad)).toEqual({
      description: 'Please fill in Describe the need',
      contactPhone: 'Please enter a valid mobile number',
      preferredDate: 'Choose a day from today (2026-05-01) to 2027-05-01',
    });
  });

  it('keeps the date from today to a year on (the appointment rule) and the description within 140 characters', () => {
    expect(checkIn('zh-CN', draft({ preferredDate: TODAY }))).toEqual({});
    expect(checkIn('zh-CN', draft({ preferredDate: '2027-05-01' }))).toEqual({});
    expect(checkIn('zh-CN', draft({ preferredDate: '2026-04-30' })).preferredDate).toBe(
      '请选择今天（2026-05-01）到 2027-05-01 之间的日期',
    );
    expect(checkIn('zh-CN', draft({ preferredDate: '2027-05-02' })).preferredDate).toBeTruthy();
    expect(checkIn('zh-CN', draft({ description: 'a'.repeat(141) })).description).toBe(
      '需求描述不能超过 140 个字',
    );
  });

  it('asks for the family member served', () => {
    const errors = checkIn('en-US', draft({ servedType: 'family', servedPhone: '1' }));
    expect(Object.keys(errors).sort()).toEqual(['servedName', 'servedPhone', 'servedRelation']);
  });
});

describe('membership activation validation', () => {
  it('checks the ID card with the contracts validator and needs the agreement', () => {
    const ok = { realName: '陈秀英', phone: '13800138000', idCard: '11010519491231002X', agreement: true };
    expect(validateMembership(tIn('zh-CN'), ok)).toEqual({});
    const errors = validateMembership(tIn('en-US'), {
      ...ok,
      idCard: '110105194912310021',
      agreement: false,
    });
    expect(errors).toEqual({
      idCard: 'The ID card number is not valid',
      agreement: 'Please read and tick to agree to the user agreement and privacy policy',
    });
  });
});

describe('status change input', () => {
  it('a rejection needs a note, a schedule needs a date and a time', () => {
    const empty = { note: '', scheduledDate: '', scheduledTime: '' };
    expect(actionError(tIn('zh-CN'), 'reject', empty, TODAY)).toBe('驳回时请填写原因');
    expect(actionError(tIn('en-US'), 'schedule', empty, TODAY)).toBe(
      'Please choose the appointment date and time',
    );
    expect(actionError(tIn('zh-CN'), 'accept', empty, TODAY)).toBeUndefined();
    expect(
      toActionBody('schedule', { note: ' ', scheduledDate: '2026-05-02', scheduledTime: '09:30' }),
    ).toEqual({
      action: 'schedule',
      scheduledDate: '2026-05-02',
      scheduledTime: '09:30',
    });
  });

  it('refuses scheduling a day already past by the same rule as the application form', () => {
    const past = { note: '', scheduledDate: '2026-04-30', scheduledTime: '09:00' };
    expect(actionError(tIn('zh-CN'), 'schedule', past, TODAY)).toBe(
      '请选择今天（2026-05-01）到 2027-05-01 之间的日期',
    );
    expect(actionError(tIn('zh-CN'), 'schedule', { ...past, scheduledDate: TODAY }, TODAY)).toBeUndefined();
  });
});
