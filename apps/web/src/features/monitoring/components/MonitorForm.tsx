import { checkMonitorSettings, MONITOR_COUNT, MONITOR_INTERVAL_MS } from '@linli/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Interval and count (docs/product.md "Real-time monitoring": 500–10000 ms, 1–300), checked here before
 * anything is sent — the server and the broker check the same bounds again. Start and stop (same section).
 */
export function MonitorForm({
  running,
  onStart,
  onStop,
}: {
  running: boolean;
  onStart: (interval: number, count: number) => void;
  onStop: () => void;
}) {
  const { t } = useTranslation('monitoring');
  const [interval, setIntervalText] = useState(String(MONITOR_INTERVAL_MS.default));
  const [count, setCountText] = useState(String(MONITOR_COUNT.default));
  const [problem, setProblem] = useState<{ field: 'interval' | 'count'; text: string } | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bad = checkMonitorSettings(Number(interval), Number(count));
    if (bad) {
      const key = bad.field === 'interval' ? 'intervalRange' : 'countRange';
      setProblem({ field: bad.field, text: t(key, { min: bad.min, max: bad.max }) });
      return;
    }
    setProblem(undefined);
    onStart(Number(interval), Number(count));
  };

  const field = (name: 'interval' | 'count', value: string, set: (v: string) => void) => (
    <label className={problem?.field === name ? 'field lg-field field--invalid' : 'field lg-field'}>
      <span className="field__label">{t(name)}</span>
      <input
        className="field__input"
        inputMode="numeric"
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={problem?.field === name}
        aria-describedby={problem?.field === name ? 'monitor-problem' : undefined}
        disabled={running}
        data-testid={`monitor-${name}`}
      />
    </label>
  );

  return (
    <form
      className="kit-card"
      onSubmit={submit}
      noValidate
      aria-label={t('settings')}
      data-testid="monitor-form"
    >
      <div className="lg-form">
        {field('interval', interval, setIntervalText)}
        {field('count', count, setCountText)}
        {running ? (
          <button
            type="button"
            className="kit-button kit-button--danger"
            onClick={onStop}
            data-testid="monitor-stop"
          >
            {t('stop')}
          </button>
        ) : (
          <button
            type="submit"
            className="kit-button kit-button--primary kit-button--large"
            data-testid="monitor-start"
          >
            {t('start')}
          </button>
        )}
      </div>
      {problem && (
        <p className="lg-error" id="monitor-problem" role="alert" data-testid="monitor-problem">
          {problem.text}
        </p>
      )}
    </form>
  );
}
