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

describe('generic refusals from zod checks', () => {
  it('name the field and the bound', async () => {
    const { z } = await import('zod');
    const { describeZodError } = await import('./zod-errors.ts');
    const schema = z.object({
      qChoice: z.enum(['a', 'b']),
      qScore: z.number().int().min(1).max(5),
      qPictures: z.array(z.string()).min(1).max(2),
    });
    const first = (input: unknown) => {
      const result = schema.safeParse(input);
      if (result.success) throw new Error('expected a refusal');
      const { errorCode, params } = describeZodError(result.error);
      return formatMessage('en-US', errorCode, params);
    };
    expect(first({ qScore: 3, qPictures: ['x'] })).toBe('qChoice cannot be empty');
    expect(first({ qChoice: 'c', qScore: 3, qPictures: ['x'] })).toBe('qChoice is not in a valid format');
    expect(first({ qChoice: 'a', qScore: 6, qPictures: ['x'] })).toBe('qScore cannot be more than 5');
    expect(first({ qChoice: 'a', qScore: 0, qPictures: ['x'] })).toBe('qScore cannot be less than 1');
    expect(first({ qChoice: 'a', qScore: 3, qPictures: [] })).toBe('qPictures cannot be empty');
    expect(first({ qChoice: 'a', qScore: 3, qPictures: ['x', 'y', 'z'] })).toBe(
      'qPictures can have at most 2 items',
    );
  });
});
