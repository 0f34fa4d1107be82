import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { formatRelativeTime } from './relativeTime.ts';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe('relative time words (docs/product.md "Dates, times and text")', () => {
  it('zh-CN', async () => {
    await i18n.changeLanguage('zh-CN');
    const t = i18n.t.bind(i18n);
    expect(formatRelativeTime(t, NOW - 4 * MIN, NOW)).toBe('刚刚');
    expect(formatRelativeTime(t, NOW - 5 * MIN, NOW)).toBe('5分钟前');
    expect(formatRelativeTime(t, NOW - 3 * 60 * MIN, NOW)).toBe('3小时前');
    expect(formatRelativeTime(t, NOW - 30 * DAY, NOW)).toBe('30天前');
    expect(formatRelativeTime(t, NOW - 65 * DAY, NOW)).toBe('2个月前');
    expect(formatRelativeTime(t, NOW - 800 * DAY, NOW)).toBe('2年前');
  });

  it('en-US with singular and plural', async () => {
    await i18n.changeLanguage('en-US');
    const t = i18n.t.bind(i18n);
    expect(formatRelativeTime(t, new Date(NOW - MIN), NOW)).toBe('just now');
    expect(formatRelativeTime(t, NOW - 59 * MIN, NOW)).toBe('59 minutes ago');
    expect(formatRelativeTime(t, NOW - 60 * MIN, NOW)).toBe('1 hour ago');
    expect(formatRelativeTime(t, NOW - DAY, NOW)).toBe('1 day ago');
    expect(formatRelativeTime(t, '2025-01-01T12:00:00Z', NOW)).toBe('5 months ago');
    expect(formatRelativeTime(t, 'not a date', NOW)).toBe('');
  });
});
