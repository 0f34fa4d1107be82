import { describe, expect, it } from 'vitest';
import {
  isAmount,
  isCarNumber,
  isCode,
  isEmail,
  isIdCard,
  isLandline,
  isMobile,
  isUrl,
} from './validators.ts';

describe('generic validators (docs/product.md "Generic validators")', () => {
  it('mobile: 11 digits starting 13-19', () => {
    expect(isMobile('13812345678')).toBe(true);
    expect(isMobile('19912345678')).toBe(true);
    for (const bad of ['12812345678', '1381234567', '138123456789', '+8613812345678', '1381234567a', '']) {
      expect(isMobile(bad), bad).toBe(false);
    }
  });

  it('email', () => {
    expect(isEmail('li.wei@example.com')).toBe(true);
    expect(isEmail('a+b@mail.example.cn')).toBe(true);
    for (const bad of ['li.wei', 'li@', '@example.com', 'li wei@example.com', 'li@example', '']) {
      expect(isEmail(bad), bad).toBe(false);
    }
  });

  it('url: http and https with a host only', () => {
    expect(isUrl('https://linli.example.org/a?b=1')).toBe(true);
    expect(isUrl('http://127.0.0.1:8080')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'ftp://x.org', 'example.org', '']) {
      expect(isUrl(bad), bad).toBe(false);
    }
  });

  it('ID card: checksum and birth date', () => {
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard('11010519491231002x')).toBe(true);
    expect(isIdCard('110105194912310021')).toBe(false); // wrong check character
    expect(isIdCard('110105194902300026')).toBe(false); // 30 February
    expect(isIdCard('110105491231002')).toBe(true); // 15-digit form
    expect(isIdCard('11010519491231002')).toBe(false);
  });

  it('car number: ordinary and new-energy plates', () => {
    expect(isCarNumber('京A12345')).toBe(true);
    expect(isCarNumber('粤BD12345')).toBe(true);
    expect(isCarNumber('沪A12345F')).toBe(true);
    for (const bad of ['A12345', '京I12345', '京A1234', '京A123456789']) {
      expect(isCarNumber(bad), bad).toBe(false);
    }
  });

  it('amount: at most two decimals, no negatives', () => {
    for (const ok of ['0', '0.5', '12.30', '1,234.56', '1234']) expect(isAmount(ok), ok).toBe(true);
    for (const bad of ['-1', '01', '1.234', '1,23', 'abc', '']) expect(isAmount(bad), bad).toBe(false);
  });

  it('landline: area code, number and extension', () => {
    for (const ok of ['010-62345678', '0755-8765432', '87654321', '021-52345678-123']) {
      expect(isLandline(ok), ok).toBe(true);
    }
    for (const bad of ['1234567', '13812345678', '010-1234', '']) expect(isLandline(bad), bad).toBe(false);
  });

  it('code: 6 digits by default, other lengths on request', () => {
    expect(isCode('123456')).toBe(true);
    expect(isCode('12345')).toBe(false);
    expect(isCode('12345a')).toBe(false);
    expect(isCode('1234', 4)).toBe(true);
  });
});
