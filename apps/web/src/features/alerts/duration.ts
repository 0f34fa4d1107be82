import type { TFunction } from 'i18next';

/** 45 → 45秒 / 45 s; 192 → 3分12秒; 3900 → 1小时5分: how long someone waited, in words people use. */
export function formatDuration(seconds: number, t: TFunction<'alerts'>): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return t('duration.s', { s });
  if (s < 3600) return t('duration.ms', { m: Math.floor(s / 60), s: s % 60 });
  return t('duration.hm', { h: Math.floor(s / 3600), m: Math.floor((s % 3600) / 60) });
}
