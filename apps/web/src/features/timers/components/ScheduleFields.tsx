import { isValidCron } from '@linli/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneOffCentreClock } from '../../common/dateTime.ts';
import type { ScheduleDraft } from '../schedule.ts';
import { WeekdayChips } from './WeekdayChips.tsx';

interface ScheduleFieldsProps {
  value: ScheduleDraft;
  onChange: (next: ScheduleDraft) => void;
  /** Problems by field: time, weekdays, cronExpression. */
  errors?: Record<string, string | undefined>;
  testId: string;
}

/**
 * Time + weekdays, or a five-field CRON expression (docs/product.md "Timed tasks"); shared by timers and
 * scenes.
 */
export function ScheduleFields({ value, onChange, errors = {}, testId }: ScheduleFieldsProps) {
  const { t } = useTranslation('timers');
  const timeId = useId();
  const cronId = useId();
  const cronBad =
    value.isAdvance === 1 && value.cronExpression.trim() !== '' && !isValidCron(value.cronExpression);
  const cronError = errors.cronExpression ?? (cronBad ? t('cronInvalid') : undefined);
  return (
    <div className="at-schedule">
      <fieldset className="choice-group" aria-label={t('mode.label')}>
        {([0, 1] as const).map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={value.isAdvance === mode}
            className={`choice${value.isAdvance === mode ? ' choice--on' : ''}`}
            onClick={() => onChange({ ...value, isAdvance: mode })}
            data-testid={`${testId}-mode-${mode === 0 ? 'weekdays' : 'cron'}`}
          >
            {mode === 0 ? t('mode.weekdays') : t('mode.cron')}
          </button>
        ))}
      </fieldset>
      {value.isAdvance === 0 ? (
        <>
          <div className={`field${errors.time ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={timeId}>
              {t('time')}
              {/* Schedules run on the centre's clock: away from its zone, say so where the time is set. */}
              {phoneOffCentreClock() && t('card.centreClock')}
            </label>
            <input
              id={timeId}
              type="time"
              className="field__input"
              value={value.time}
              onChange={(e) => onChange({ ...value, time: e.target.value })}
              data-testid={`${testId}-time`}
            />
            {errors.time && (
              <p className="field__error" role="alert">
                <span aria-hidden="true">⚠ </span>
                {errors.time}
              </p>
            )}
          </div>
          <WeekdayChips
            value={value.weekdays}
            onChange={(weekdays) => onChange({ ...value, weekdays })}
            testId={`${testId}-weekdays`}
            error={errors.weekdays}
          />
        </>
      ) : (
        <div className={`field${cronError ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={cronId}>
            {t('cron')}
          </label>
          <input
            id={cronId}
            className="field__input at-mono"
            value={value.cronExpression}
            placeholder="30 22 * * 1-5"
            spellCheck={false}
            onChange={(e) => onChange({ ...value, cronExpression: e.target.value })}
            data-testid={`${testId}-cron`}
          />
          <p className="hint">{t('cronHint')}</p>
          {cronError && (
            <p className="field__error" role="alert">
              <span aria-hidden="true">⚠ </span>
              {cronError}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
