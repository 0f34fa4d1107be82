import {
  type AssessmentRecord,
  type AssessmentTemplate,
  centreDate,
  DEFAULT_VALIDITY,
  daysBetween,
  validityStatus,
} from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { useIsEnglish } from './Bilingual.tsx';
import { DatedText, daysLeftLabel, ValidityBadge } from './ValidityBadge.tsx';

/**
 * How long an approved result holds (packages/contracts/src/assessments/validity.ts): "复评到期：…" for an
 * ability result, "有效期至 …" for a grade or level, its standing on the centre's today, the rule it
 * follows, and a clear warning once it has passed.
 */
export function ValidityCard({
  record,
  template,
}: {
  record: AssessmentRecord;
  template: AssessmentTemplate;
}) {
  const { t } = useTranslation('assessments');
  const english = useIsEnglish();
  if (record.status !== 'approved' || !record.validUntil) {
    return record.status === 'submitted' ? (
      <p className="as-state" data-testid="result-validity-pending">
        {t('validity.afterApproval')}
      </p>
    ) : null;
  }
  const today = centreDate(new Date());
  const status = validityStatus(record.validUntil, today);
  const daysLeft = daysBetween(today, record.validUntil);
  const ability = record.type === 'elderly-ability';
  const rule = DEFAULT_VALIDITY[record.type];
  const source = template.validityMonths
    ? t('validity.templateMonths', { months: template.validityMonths })
    : t('validity.source', { source: english ? rule.sourceEn : rule.sourceZh });
  return (
    <section className="card as-card" data-testid="result-validity" data-validity={status}>
      <h2 className="as-card__title">{t('validity.title')}</h2>
      <p className="as-validity-card__date" data-testid="result-valid-until">
        <span>
          <DatedText i18nKey={ability ? 'validity.reassessBy' : 'validity.until'} date={record.validUntil} />
        </span>
        <ValidityBadge validity={status} testId="result-validity-status" />
      </p>
      <p className="as-validity-card__meta">
        {daysLeftLabel(t, daysLeft)}
        {record.validFrom && (
          <>
            {' · '}
            <DatedText i18nKey="validity.from" date={record.validFrom} />
          </>
        )}
      </p>
      <p className="as-validity-card__meta">{source}</p>
      {status === 'expired' && (
        <p className="as-validity-warning" role="alert" data-testid="result-validity-warning">
          {t(ability ? 'validity.expiredWarning' : 'validity.gradeExpiredWarning')}
        </p>
      )}
      {status === 'dueSoon' && (
        <p className="as-validity-warning as-validity-warning--soon">{t('validity.dueSoonHint')}</p>
      )}
    </section>
  );
}
