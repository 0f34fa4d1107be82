import { type AssessmentType, ELDERLY_LEVELS, type ElderlyLevel } from '@linli/contracts';
import type { TFunction } from 'i18next';

type T = TFunction<'assessments'>;

/** The level or grade of a stored outcome, in the UI's language (lists have no template at hand). */
export function outcomeLabel(t: T, type: AssessmentType, outcome: string | null): string {
  if (outcome === null) return t('noGrade');
  if (type === 'elderly-ability' && (ELDERLY_LEVELS as readonly string[]).includes(outcome)) {
    return t(`levels.${outcome as ElderlyLevel}`);
  }
  if (type === 'social-org') return t('grade', { grade: outcome });
  return t('institutionLevel', { level: outcome });
}

/** Dates from the server are ISO strings; the report and lists show the day. */
export function day(iso: string | null | undefined): string {
  return iso ? iso.slice(0, 10) : '';
}

/** A change in words with an arrow, never colour alone: '↑ 上升 3' / '↓ 下降 2' / '不变'. */
export function changeLabel(t: T, change: number): string {
  const n = Math.round(Math.abs(change) * 10) / 10;
  if (change > 0) return `↑ ${t('result.up', { n })}`;
  if (change < 0) return `↓ ${t('result.down', { n })}`;
  return `= ${t('result.same')}`;
}
