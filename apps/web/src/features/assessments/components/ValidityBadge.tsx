import type { ValidityStatus } from '@linli/contracts';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import '../validity.css';

/** "还剩 12 天" / "今天到期" / "已过期 20 天": how far the re-assessment date is, in words. */
export function daysLeftLabel(t: TFunction<'assessments'>, daysLeft: number): string {
  if (daysLeft === 0) return t('validity.dueToday');
  return daysLeft > 0
    ? t('validity.daysLeft', { count: daysLeft })
    : t('validity.overdue', { count: -daysLeft });
}

/** A result's standing in words, coloured as a second signal (expired fills in the danger colour). */
export function ValidityBadge({ validity, testId }: { validity: ValidityStatus; testId?: string }) {
  const { t } = useTranslation('assessments');
  return (
    <span className={`as-validity as-validity--${validity}`} data-testid={testId} data-validity={validity}>
      {t(`validity.status.${validity}`)}
    </span>
  );
}

type DatedKey = 'validity.until' | 'validity.reassessBy' | 'validity.next' | 'validity.from';

/** "复评到期：2027-10-23" with the date kept on one line (a narrow phone would break it at a hyphen). */
export function DatedText({ i18nKey, date }: { i18nKey: DatedKey; date: string }) {
  const { t } = useTranslation('assessments');
  return <Trans t={t} i18nKey={i18nKey} values={{ date }} components={{ d: <span className="as-date" /> }} />;
}
