import { centreDate, logsRoutes, THING_TYPES } from '@linli/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useIdParam, useRunningStatus } from '../../../features/devices/hooks/useDeviceQueries.ts';
import { HistoryCard } from '../../../features/logs/components/HistoryCard.tsx';
import type { HistoryRequest } from '../../../features/logs/queries.ts';
import { useData } from '../../../lib/queries.ts';
import '../../../features/devices/devices.css';
import '../../../features/logs/logs.css';
import { QueryState } from '../../../features/common/components/QueryState.tsx';

/** The periods offered: the last day (the default), the last week, or dates the person picks. */
const MODES = ['day', 'week', 'range'] as const;
type Mode = (typeof MODES)[number];
const DAY_MS = 24 * 3600 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** The last `ms` up to now, as the ISO times the history query reads. */
const lastPeriod = (ms: number): HistoryRequest => {
  const now = Date.now();
  return { beginTime: new Date(now - ms).toISOString(), endTime: new Date(now).toISOString() };
};

/**
 * /pagesA/home/device/statistic?deviceId=: one chart per history property, for the last 24 hours, the last
 * 7 days or a date range (Statistics in docs/fastbee.md "Device page"; FastBee's "latest N records" is a
 * count people do not think in, so periods of time replace it). Older readings come back as hourly
 * aggregates; the chart shows their range.
 */
export default function DeviceStatisticScreen() {
  const { t } = useTranslation('logs');
  const deviceId = useIdParam('deviceId') ?? 0;
  const running = useRunningStatus(deviceId);
  const [mode, setMode] = useState<Mode>('day');
  // The centre's calendar days, as the server reads the dates (a phone abroad would otherwise ask for a day
  // that has not begun there yet).
  const [begin, setBegin] = useState(centreDate(new Date(Date.now() - WEEK_MS)));
  const [end, setEnd] = useState(centreDate(new Date()));
  const [problem, setProblem] = useState('');
  const [query, setQuery] = useState<HistoryRequest>(() => lastPeriod(DAY_MS));
  const history = useData(logsRoutes.history, { query: { deviceId, ...query } }, { enabled: deviceId > 0 });
  const items = (running.data?.thingsModels ?? []).filter(
    (m) => m.type === THING_TYPES.property && m.isHistory === 1,
  );

  const choose = (next: Mode) => {
    setMode(next);
    setProblem('');
    // A period of time shows at once; dates wait for the person to pick them and press Show.
    if (next !== 'range') setQuery(lastPeriod(next === 'day' ? DAY_MS : WEEK_MS));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!begin || !end || end < begin) {
      setProblem(t('stat.rangeInvalid'));
      return;
    }
    setProblem('');
    setQuery({ beginTime: begin, endTime: `${end} 23:59:59` });
  };

  return (
    <>
      <PageHeader title={t('stat.title')} />
      <div className="dv-page">
        <form className="kit-card" onSubmit={submit} noValidate data-testid="history-form">
          <fieldset className="choice-group" aria-label={t('stat.modeLabel')}>
            {MODES.map((m) => (
              <button
                key={m}
                type="button"
                className={mode === m ? 'choice choice--on' : 'choice'}
                aria-pressed={mode === m}
                onClick={() => choose(m)}
                data-testid={`history-mode-${m}`}
              >
                {mode === m && <span aria-hidden="true">✓ </span>}
                {t(`stat.modes.${m}`)}
              </button>
            ))}
          </fieldset>
          {mode === 'range' && (
            <div className="lg-form">
              <label className="field lg-field">
                <span className="field__label">{t('stat.begin')}</span>
                <input
                  className="field__input"
                  type="date"
                  value={begin}
                  onChange={(e) => setBegin(e.target.value)}
                  data-testid="history-begin"
                />
              </label>
              <label className="field lg-field">
                <span className="field__label">{t('stat.end')}</span>
                <input
                  className="field__input"
                  type="date"
                  value={end}
                  onChange={(e) => setEnd(e.target.value)}
                  data-testid="history-end"
                />
              </label>
              <button
                type="submit"
                className="kit-button kit-button--primary kit-button--large"
                data-testid="history-submit"
              >
                {t('stat.query')}
              </button>
            </div>
          )}
          {problem && (
            <p className="lg-error" role="alert" data-testid="history-problem">
              {problem}
            </p>
          )}
        </form>
        <QueryState
          loading={deviceId > 0 && (running.isPending || history.isPending)}
          error={deviceId === 0 || running.isError || history.isError}
          errorText={history.error?.message || running.error?.message}
          empty={items.length === 0}
          emptyTitle={t('stat.noHistory')}
          onRetry={() => void Promise.all([running.refetch(), history.refetch()])}
          testId="history"
        >
          <div className="lg-cards" data-testid="history-cards">
            {items.map((m) => (
              <HistoryCard
                key={m.id}
                identifier={m.id}
                name={m.name}
                unit={'unit' in m.datatype ? m.datatype.unit : ''}
                points={history.data?.[m.id] ?? []}
              />
            ))}
          </div>
        </QueryState>
      </div>
    </>
  );
}
