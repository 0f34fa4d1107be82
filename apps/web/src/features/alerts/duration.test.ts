import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import zh from '../../locales/zh-CN/alerts.json';
import { formatDuration } from './duration.ts';

/** The Chinese catalogue's duration words, filled in the way i18next does. */
const t = ((key: string, values: Record<string, number>) => {
  const template = zh.duration[key.replace('duration.', '') as keyof typeof zh.duration];
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}) as unknown as TFunction<'alerts'>;

describe('formatDuration', () => {
  it('says seconds, minutes and seconds, or hours and minutes', () => {
    expect(formatDuration(0, t)).toBe('0秒');
    expect(formatDuration(59.6, t)).toBe('1分0秒');
    expect(formatDuration(192, t)).toBe('3分12秒');
    expect(formatDuration(3900, t)).toBe('1小时5分');
    expect(formatDuration(-5, t)).toBe('0秒');
  });
});
