import { type AlertWeekFigures, alertsRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { useData } from '../../../lib/queries.ts';
import { formatDuration } from '../duration.ts';

const WEEKS = 8;
/** `descent`: room under the labels' baseline, so the text's box stays inside the picture. */
const CHART = { width: 320, height: 140, gap: 6, label: 22, descent: 6 };

/**
 * The centre's response figures (docs/alerts.md "The staff workbench"): this week's numbers, and a chart of
 * the last weeks' time to acknowledge — the median as a solid bar, the 90th percentile as a pale one behind it.
 */
export function ResponseFigures() {
  const { t } = useTranslation('alerts');
  const figures = useData(alertsRoutes.figures, { query: { weeks: WEEKS } });
  const weeks = figures.data?.weeks;
  const current = weeks?.at(-1);
  const time = (s: number | null) => (s === null ? t('workbench.none') : formatDuration(s, t));
  return (
    <section className="kit-card al-figures" data-testid="alert-figures">
      <h2 className="al-figures__title">{t('workbench.figures')}</h2>
      <p className="al-figures__hint">{t('workbench.figuresHint')}</p>
      {current && weeks && (
        <>
          <dl className="al-figures__numbers">
            <Figure label={t('workbench.alerts')} value={String(current.alerts)} testId="figures-alerts" />
            <Figure label={t('workbench.escalated')} value={String(current.escalated)} />
            <Figure
              label={t('workbench.ackMedian')}
              value={time(current.ackMedianSeconds)}
              testId="figures-ack-median"
            />
            <Figure label={t('workbench.ackP90')} value={time(current.ackP90Seconds)} />
            <Figure label={t('workbench.handleMedian')} value={time(current.handleMedianSeconds)} />
          </dl>
          {weeks.some((w) => w.acknowledged > 0) ? (
            <>
              <WeeksChart
                weeks={weeks}
                label={t('workbench.chart', {
                  weeks: weeks.length,
                  median: time(current.ackMedianSeconds),
                  p90: time(current.ackP90Seconds),
                })}
              />
              <p className="al-figures__legend" aria-hidden="true">
                <span className="al-figures__key al-figures__key--median" /> {t('workbench.median')}
                <span className="al-figures__key al-figures__key--p90" /> {t('workbench.p90')}
              </p>
            </>
          ) : (
            <p className="al-figures__hint" data-testid="figures-none">
              {t('workbench.noResponses', { weeks: weeks.length })}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** One pair of bars per week; the chart is an image with its meaning in words for screen readers. */
function WeeksChart({ weeks, label }: { weeks: AlertWeekFigures[]; label: string }) {
  const top = Math.max(60, ...weeks.map((w) => w.ackP90Seconds ?? 0));
  const slot = CHART.width / weeks.length;
  const plot = CHART.height - CHART.label;
  const bar = (seconds: number | null) => ((seconds ?? 0) / top) * plot;
  return (
    <svg
      className="al-figures__chart"
      viewBox={`0 0 ${CHART.width} ${CHART.height}`}
      role="img"
      aria-label={label}
      data-testid="figures-chart"
    >
      {weeks.map((w, i) => {
        const x = i * slot + CHART.gap / 2;
        const width = slot - CHART.gap;
        return (
          <g key={w.weekStart}>
            <rect
              className="al-figures__p90"
              x={x}
              y={plot - bar(w.ackP90Seconds)}
              width={width}
              height={bar(w.ackP90Seconds)}
            />
            <rect
              className="al-figures__median"
              x={x + width / 4}
              y={plot - bar(w.ackMedianSeconds)}
              width={width / 2}
              height={bar(w.ackMedianSeconds)}
            />
            <text
              className="al-figures__label"
              x={x + width / 2}
              y={CHART.height - CHART.descent}
              textAnchor="middle"
            >
              {w.weekStart.slice(5)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
