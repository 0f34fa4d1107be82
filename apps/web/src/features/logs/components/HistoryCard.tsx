import type { HistoryPoint } from '@linli/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartPoint } from '../chart/uplotChart.ts';
import { formatTime, numericValue } from '../format.ts';
import { LineChartView } from './LineChartView.tsx';

const TEXT_ROWS = 5;

/**
 * The stored readings of one history property: a line chart of numeric readings (aggregated points add
 * their min/max range), or the latest records as text for readings that are not numbers. 'data is empty'
 * (docs/product.md "Real-time monitoring") when there is nothing.
 */
export function HistoryCard({
  identifier,
  name,
  unit,
  points,
}: {
  identifier: string;
  name: string;
  unit: string;
  points: readonly HistoryPoint[];
}) {
  const { t } = useTranslation('logs');
  const chartPoints = useMemo<ChartPoint[]>(
    () =>
      points.map((p) => ({
        t: new Date(p.time).getTime(),
        v: numericValue(p.value),
        min: p.min,
        max: p.max,
      })),
    [points],
  );
  const numbers = chartPoints.map((p) => p.v).filter((v): v is number => v !== null);
  const aggregated = points.some((p) => p.count !== undefined);
  const label = unit ? `${name} (${unit})` : name;
  return (
    <section
      className="kit-card lg-card"
      data-testid={`history-${identifier}`}
      aria-labelledby={`h-${identifier}`}
    >
      <h2 className="dv-section__title" id={`h-${identifier}`}>
        {label}
      </h2>
      {points.length === 0 ? (
        <p className="lg-empty" data-testid={`history-${identifier}-empty`}>
          {t('stat.empty')}
        </p>
      ) : numbers.length > 0 ? (
        <>
          <LineChartView
            label={label}
            summary={t('stat.summary', {
              count: points.length,
              min: Math.min(...numbers),
              max: Math.max(...numbers),
              last: numbers[numbers.length - 1],
            })}
            points={chartPoints}
            band={aggregated}
            testId={`history-chart-${identifier}`}
          />
          <p className="lg-note">
            {t('stat.summary', {
              count: points.length,
              min: Math.min(...numbers),
              max: Math.max(...numbers),
              last: numbers[numbers.length - 1],
            })}
          </p>
          {aggregated && <p className="lg-note">{t('stat.aggregated')}</p>}
        </>
      ) : (
        <>
          <h3 className="lg-subtitle">{t('stat.latestValues')}</h3>
          <ul className="lg-values">
            {points
              .slice(-TEXT_ROWS)
              .reverse()
              .map((p) => (
                <li key={p.time}>
                  <time dateTime={p.time}>{formatTime(p.time)}</time> <span>{p.value}</span>
                </li>
              ))}
          </ul>
        </>
      )}
    </section>
  );
}
