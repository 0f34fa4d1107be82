import { describe, expect, it } from 'vitest';
import { ErrorCode } from './error-codes.ts';
import { errorMessages, fieldLabels, formatMessage } from './messages.ts';

describe('server messages', () => {
  it('exist in both languages for every error code, with the same placeholders', () => {
    for (const code of Object.values(ErrorCode)) {
      const zh = errorMessages['zh-CN'][code];
      const en = errorMessages['en-US'][code];
      expect(zh, code).toBeTruthy();
      expect(en, code).toBeTruthy();
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(placeholders(zh), code).toEqual(placeholders(en));
    }
  });

  it('label the same fields in both languages', () => {
    expect(Object.keys(fieldLabels['zh-CN']).sort()).toEqual(Object.keys(fieldLabels['en-US']).sort());
  });

  it('fill in the field label and numbers', () => {
    expect(formatMessage('zh-CN', ErrorCode.FIELD_REQUIRED, { field: 'username' })).toBe('用户名不能为空');
    expect(formatMessage('en-US', ErrorCode.FIELD_TOO_LONG, { field: 'nickName', max: 30 })).toBe(
      'Nickname cannot be longer than 30 characters',
    );
    expect(formatMessage('en-US', ErrorCode.FIELD_REQUIRED, { field: 'someNewField' })).toBe(
      'someNewField cannot be empty',
    );
  });
});
