import type { AssessmentComparison } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { changeLabel, day, outcomeLabel } from '../labels.ts';

/** The previous approved assessment of the same subject: total, level, and how far each moved. */
export function ComparisonCard({ comparison }: { comparison: AssessmentComparison }) {
  const { t } = useTranslation('assessments');
  const { current, previous, totalChange } = comparison;
  return (
    <section className="card as-card" data-testid="result-comparison">
      <h2 className="as-card__title">{t('result.comparison')}</h2>
      {!previous ? (
        <p className="hint">{t('result.noPrevious')}</p>
      ) : (
        <dl className="as-compare">
          <div>
            <dt>{t('result.previous', { date: day(previous.submittedAt ?? previous.createdAt) })}</dt>
            <dd>
              {previous.total} · {outcomeLabel(t, previous.type, previous.outcome)}
            </dd>
          </div>
          <div>
            <dt>{t('result.legendCurrent')}</dt>
            <dd>
              {current.total} · {outcomeLabel(t, current.type, current.outcome)}
            </dd>
          </div>
          <div>
            <dt>{t('result.change')}</dt>
            <dd data-testid="comparison-total-change">
              {totalChange === null ? '—' : changeLabel(t, totalChange)}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
