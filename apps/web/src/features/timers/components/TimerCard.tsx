import type { DeviceTimer } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { formatScheduleTime, phoneOffCentreClock } from '../../common/dateTime.ts';
import { describeRunResult } from '../../common/runResult.ts';

interface Props {
  timer: DeviceTimer;
  onOpen: () => void;
  onSwitch: () => void;
  onRun: () => void;
}

/** One timer: name, when it runs (time and weekdays, Monday first, or its CRON), next run, switch, run now. */
export function TimerCard({ timer, onOpen, onSwitch, onRun }: Props) {
  const { t } = useTranslation('timers');
  const { t: tc } = useTranslation('common');
  const enabled = timer.status === 0;
  const nameId = `timer-${timer.jobId}`;
  const when =
    timer.isAdvance === 1
      ? `CRON ${timer.cronExpression}`
      : `${timer.time} · ${
          timer.weekdays.length === 7
            ? t('weekdays.everyDay')
            : timer.weekdays.map((d) => t(`weekdays.short.${d as 1}`)).join(t('weekdays.separator'))
        }`;
  // Away from the centre's time zone, say whose clock these times are on.
  const clock = phoneOffCentreClock() ? t('card.centreClock') : '';
  return (
    <li className="kit-card at-scene" data-testid={`timer-card-${timer.jobId}`} data-status={timer.status}>
      <div className="kit-spread">
        <button type="button" className="at-scene__name" onClick={onOpen} id={nameId}>
          {timer.jobName}
        </button>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-labelledby={nameId}
          className={`dv-switch${enabled ? ' dv-switch--on' : ''}`}
          onClick={onSwitch}
          data-testid={`timer-switch-${timer.jobId}`}
        >
          <span className="dv-switch__track" aria-hidden="true">
            <span className="dv-switch__knob" />
          </span>
          <span>{enabled ? t('status.0') : t('status.1')}</span>
        </button>
      </div>
      <p className="at-scene__summary">
        {when}
        {clock}
      </p>
      <dl className="dv-facts">
        <div className="dv-fact">
          <dt>{t('card.next')}</dt>
          <dd data-testid={`timer-next-${timer.jobId}`}>
            {enabled && timer.nextRunTime ? formatScheduleTime(timer.nextRunTime) : t('card.none')}
          </dd>
        </div>
        {timer.lastRunTime && (
          <div className="dv-fact">
            <dt>{t('card.last')}</dt>
            <dd>
              {formatScheduleTime(timer.lastRunTime)} · {describeRunResult(timer.lastResult, tc)}
            </dd>
          </div>
        )}
      </dl>
      <div className="dv-group__actions">
        <button type="button" className="kit-button" onClick={onRun} data-testid={`timer-run-${timer.jobId}`}>
          ▶ {t('card.run')}
        </button>
        <button
          type="button"
          className="kit-button"
          onClick={onOpen}
          data-testid={`timer-edit-${timer.jobId}`}
        >
          {t('card.edit')}
        </button>
      </div>
    </li>
  );
}
