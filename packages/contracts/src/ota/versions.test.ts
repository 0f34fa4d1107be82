import { describe, expect, it } from 'vitest';
import { firmwareVersionField } from './schemas.ts';
import { isDottedVersion, readVersion, roundVersion, sameVersion, versionText } from './versions.ts';

describe('firmware versions', () => {
  it('keeps FastBee decimals as they are and dotted text as a number in the same order', () => {
    expect(readVersion(1.1)).toBe(1.1);
    expect(readVersion('2.05')).toBe(2.05);
    expect(readVersion('1.0.3')).toBe(1.0003);
    expect(readVersion('v1.2.10')).toBe(1.021);
    expect(readVersion('1.0.0')).toBe(1);
    const ordered = ['1.0.0', '1.0.3', '1.0.10', '1.1.0', '1.9.99', '1.10.0', '2.0.1'].map(
      (v) => readVersion(v)!,
    );
    expect([...ordered].sort((a, b) => a - b)).toEqual(ordered);
    expect(new Set(ordered).size).toBe(ordered.length);
  });

  it('refuses what is not a version', () => {
    for (const value of [
      '1.0.4-beta',
      '1.100.0',
      '1.2.3.4',
      'v2',
      '',
      '-1',
      null,
      {},
      true,
      Number.NaN,
      2_000_000,
    ])
      expect(readVersion(value), String(value)).toBeUndefined();
  });

  it('shows each the way it came: decimals as decimals, dotted ones dotted', () => {
    expect(versionText(1)).toBe('1.0');
    expect(versionText(2.05)).toBe('2.05');
    expect(versionText(readVersion('1.0.3')!)).toBe('1.0.3');
    expect(versionText(readVersion('3.12.7')!)).toBe('3.12.7');
    expect(isDottedVersion(1.1)).toBe(false);
    expect(isDottedVersion(1.0003)).toBe(true);
  });

  it("compares a float's report with the version sent", () => {
    expect(sameVersion(Math.fround(1.1), 1.1)).toBe(true);
    expect(sameVersion(1.0003, 1.0004)).toBe(false);
    expect(roundVersion(1.23456)).toBe(1.2346);
  });

  it('takes an uploaded version as a FastBee decimal or dotted', () => {
    expect(firmwareVersionField.parse('1.5')).toBe(1.5);
    expect(firmwareVersionField.parse('1.10')).toBe(1.1);
    expect(firmwareVersionField.parse(' 1.0.3 ')).toBe(1.0003);
    for (const bad of ['v2', '1.234', '1.0.100', '0', '0.0.0', '1.0.3-rc1'])
      expect(firmwareVersionField.safeParse(bad).success, bad).toBe(false);
  });
});
