import { describe, expect, it } from 'vitest';
import { maskIdCard, maskLoginName, maskPhone } from './masking.ts';

describe('masking personal data', () => {
  it('keeps the ends and stars the middle', () => {
    expect(maskIdCard('11010519491231002X')).toBe('1101**********002X');
    expect(maskPhone('13912349008')).toBe('139****9008');
    expect(maskLoginName('lixiaoman')).toBe('li****an');
  });

  it('stars short values whole', () => {
    expect(maskIdCard('1234')).toBe('****');
    expect(maskPhone('12345')).toBe('****');
    expect(maskLoginName('ab')).toBe('**');
  });
});
