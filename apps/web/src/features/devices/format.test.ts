import type { DatatypeSpec } from '@linli/contracts';
import { describe, expect, it } from 'vitest';
import { formatDuration, formatPosition, formatValue } from './format.ts';

const seconds: DatatypeSpec = { type: 'integer', min: 0, max: 100_000_000, step: 1, unit: 's' };
const watts: DatatypeSpec = { type: 'decimal', min: 0, max: 4000, step: 0.1, unit: 'W' };
const location: DatatypeSpec = {
  type: 'object',
  params: [
    { id: 'lng', name: '经度', datatype: { type: 'decimal', min: -180, max: 180, step: 0.000001, unit: '' } },
    { id: 'lat', name: '纬度', datatype: { type: 'decimal', min: -90, max: 90, step: 0.000001, unit: '' } },
  ],
} as DatatypeSpec;

describe('device values as people read them', () => {
  it('shows an uptime in seconds as days and hours, in both languages', () => {
    expect(formatValue(seconds, '49999783', 'zh-CN')).toBe('578 天 16 小时');
    expect(formatValue(seconds, '49999783', 'en-US')).toBe('578 days 16 hours');
    expect(formatDuration(3_660, 'en-US')).toBe('1 hour 1 minute');
    expect(formatDuration(86_400, 'zh-CN')).toBe('1 天');
    expect(formatDuration(45, 'zh-CN')).toBe('45 秒');
    expect(formatDuration(0, 'en-US')).toBe('0 seconds');
  });

  it('keeps other units as the number and its unit', () => {
    expect(formatValue(watts, '12.5')).toBe('12.5 W');
  });

  it('shows a reported position as a place in words, never the raw object', () => {
    expect(formatValue(location, '{"lng":"121.4737","lat":"31.2304"}', 'zh-CN')).toBe(
      '北纬 31.23°、东经 121.47° 附近',
    );
    expect(formatValue(location, '{"lng":"-0.1276","lat":"51.5072"}', 'en-US')).toBe(
      'near 51.51° N, 0.13° W',
    );
    expect(formatValue(location, '{"lng":"0","lat":"0"}', 'zh-CN')).toBe('尚未定位');
    expect(formatPosition('{"lng":"0","lat":"0"}', 'en-US')).toBe('Not located yet');
    expect(formatPosition('{}', 'en-US')).toBe('Not located yet');
  });
});
