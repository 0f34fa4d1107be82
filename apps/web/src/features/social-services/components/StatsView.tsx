import type { RecordStats } from '@linli/contracts';
import { useTranslation } from 'react-i18next';

const LABEL_HEIGHT = 30;
const BAR_HEIGHT = 24;
const GAP = 14;
const ROW = LABEL_HEIGHT + BAR_HEIGHT + GAP;
const COUNT_WIDTH = 48;
const WIDTH = 340;

/**
 * A plain SVG bar chart of services per category, with the numbers written beside each bar. Each category's
 * name sits on its own line above its bar, whole: an English name ("Home care visits") does not fit beside it.
 */
export function CategoryBars({ stats }: { stats: RecordStats }) {
  const { t } = useTranslation('socialServices');
  const rows = stats.byCategory.filter((c) => c.count > 0);
  if (rows.length === 0) return <p className="ss-muted">{t('state.empty')}</p>;
  const max = Math.max(...rows.map((r) => r.count));
  const height = rows.length * ROW - GAP;
  return (
    <svg
      className="ss-chart"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-label={t('stats.chart')}
      data-testid="stats-chart"
    >
      {rows.map((r, i) => {
        const y = i * ROW;
        const w = Math.max(4, ((WIDTH - COUNT_WIDTH) * r.count) / max);
        return (
          <g key={r.category}>
            <text x={0} y={y + LABEL_HEIGHT * 0.75}>
              {r.name}
            </text>
            <rect x={0} y={y + LABEL_HEIGHT} width={w} height={BAR_HEIGHT} rx={4} />
            <text x={w + 6} y={y + LABEL_HEIGHT + BAR_HEIGHT * 0.75}>
              {r.count}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Totals of a period: number of services, hours, persons; then by kind and by category. */
export function StatsView({ stats, detailed = true }: { stats: RecordStats; detailed?: boolean }) {
  const { t } = useTranslation('socialServices');
  return (
    <section className="kit-card ss-card" data-testid="stats">
      <div className="ss-stats">
        <div className="ss-stat">
          <span className="ss-stat__value" data-testid="stats-total">
            {stats.total}
          </span>
          <span className="ss-stat__label">{t('summary.count')}</span>
        </div>
        <div className="ss-stat">
          <span className="ss-stat__value">{stats.hours}</span>
          <span className="ss-stat__label">{t('summary.hours')}</span>
        </div>
        <div className="ss-stat">
          <span className="ss-stat__value">{stats.persons}</span>
          <span className="ss-stat__label">{t('summary.persons')}</span>
        </div>
      </div>
      {detailed && (
        <>
          <h3>{t('stats.byKind')}</h3>
          <dl className="ss-dl">
            {(['single', 'home_visit', 'follow_up'] as const).map((k) => (
              <div key={k} style={{ display: 'contents' }}>
                <dt>{t(`record.${k}`)}</dt>
                <dd>{stats.byKind[k] ?? 0}</dd>
              </div>
            ))}
          </dl>
          <h3>{t('stats.byCategory')}</h3>
          <CategoryBars stats={stats} />
        </>
      )}
    </section>
  );
}
