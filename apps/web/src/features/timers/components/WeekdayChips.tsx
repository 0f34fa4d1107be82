import { WEEKDAYS } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../common/components/FieldFrame.tsx';

interface WeekdayChipsProps {
  value: readonly number[];
  onChange: (weekdays: number[]) => void;
  testId: string;
  error?: string | undefined;
}

/**
 * Weekday chips, Monday first (ISO 8601: Monday 1 … Sunday 7 — "Monday is Monday", unlike FastBee's
 * picker, whose 1 reached Quartz as Sunday). Each chip is a real toggle button with its state as text
 * (✓), not colour alone.
 */
export function WeekdayChips({ value, onChange, testId, error }: WeekdayChipsProps) {
  const { t } = useTranslation('timers');
  const toggle = (day: number) =>
    onChange(value.includes(day) ? value.filter((d) => d !== day) : [...value, day].sort((a, b) => a - b));
  return (
    <fieldset className="at-weekdays" data-testid={testId}>
      <legend className="field__label">{t('weekdays.label')}</legend>
      <div className="at-weekdays__chips">
        {WEEKDAYS.map((day) => {
          const on = value.includes(day);
          return (
            <button
              key={day}
              type="button"
              className={`choice at-chip${on ? ' choice--on' : ''}`}
              aria-pressed={on}
              // The name starts with the visible word (WCAG 2.5.3 Label in Name: speech users say '一').
              aria-label={`${t(`weekdays.short.${day}`)} ${t(`weekdays.long.${day}`)}`}
              onClick={() => toggle(day)}
              data-testid={`${testId}-${day}`}
            >
              {on && <span aria-hidden="true">✓</span>}
              {t(`weekdays.short.${day}`)}
            </button>
          );
        })}
      </div>
      <div className="at-weekdays__quick">
        <button type="button" className="link-button" onClick={() => onChange([1, 2, 3, 4, 5, 6, 7])}>
          {t('weekdays.everyDay')}
        </button>
        <button type="button" className="link-button" onClick={() => onChange([1, 2, 3, 4, 5])}>
          {t('weekdays.workdays')}
        </button>
        <button type="button" className="link-button" onClick={() => onChange([6, 7])}>
          {t('weekdays.weekend')}
        </button>
      </div>
      <FieldError error={error} />
    </fieldset>
  );
}
