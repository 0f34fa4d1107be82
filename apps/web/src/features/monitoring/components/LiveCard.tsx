import { useTranslation } from 'react-i18next';
import { type ChartPoint, LineChartView } from '../../logs/index.ts';

/**
 * One monitored property: a rolling area chart of the live samples, or 'data is empty'
 * (docs/product.md "Real-time monitoring").
 */
export function LiveCard({
  identifier,
  label,
  points,
  latest,
  waiting,
}: {
  identifier: string;
  label: string;
  points: ChartPoint[] | undefined;
  latest: string | undefined;
  waiting: boolean;
}) {
  const { t } = useTranslation('monitoring');
  return (
    <section
      className="kit-card lg-card"
      data-testid={`monitor-${identifier}`}
      aria-labelledby={`m-${identifier}`}
    >
      <h2 className="dv-section__title" id={`m-${identifier}`}>
        {label}
      </h2>
      {points && points.length > 0 ? (
        <>
          <LineChartView
            label={label}
            summary={t('latest', { value: latest ?? '' })}
            points={points}
            area
            testId={`monitor-chart-${identifier}`}
          />
          <p className="lg-note" aria-live="polite">
            {t('latest', { value: latest ?? '' })}
          </p>
        </>
      ) : (
        <p className="lg-empty" data-testid={`monitor-${identifier}-empty`}>
          {t('empty')}
          {waiting && <span className="lg-note"> · {t('waiting')}</span>}
        </p>
      )}
    </section>
  );
}
