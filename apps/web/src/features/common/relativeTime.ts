import { relativeTime } from '@linli/contracts';
import type { TFunction } from 'i18next';

/**
 * Relative time (docs/product.md "Dates, times and text") in the current language: the rule is in contracts,
 * the words in the locale.
 */
export function formatRelativeTime(
  t: TFunction,
  then: number | string | Date,
  now: number = Date.now(),
): string {
  const at = then instanceof Date ? then.getTime() : typeof then === 'string' ? Date.parse(then) : then;
  if (Number.isNaN(at)) return '';
  const { unit, count } = relativeTime(now, at);
  switch (unit) {
    case 'justNow':
      return t('time.justNow');
    case 'minutes':
      return t('time.minutes', { count });
    case 'hours':
      return t('time.hours', { count });
    case 'days':
      return t('time.days', { count });
    case 'months':
      return t('time.months', { count });
    case 'years':
      return t('time.years', { count });
  }
}
