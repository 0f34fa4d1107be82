import { useTranslation } from 'react-i18next';
import { levelKey } from '../levelKey.ts';

const ICONS: Record<number, string> = { 1: 'ℹ', 2: '⚠', 3: '‼' };

/** An alert level as an icon and a word (reminder, warning, critical), never colour alone. */
export function LevelBadge({ level, testId }: { level: number; testId?: string }) {
  const { t } = useTranslation('alerts');
  return (
    <span className={`kit-pill al-level at-level--${level}`} data-level={level} data-testid={testId}>
      <span aria-hidden="true">{ICONS[level] ?? '•'}</span>
      {t(levelKey(level))}
    </span>
  );
}

/** Level choice for an alarm action: three radio buttons, each with its icon and word. */
export function LevelPicker({
  value,
  onChange,
  testId,
}: {
  value: 1 | 2 | 3;
  onChange: (level: 1 | 2 | 3) => void;
  testId: string;
}) {
  const { t } = useTranslation('alerts');
  return (
    <fieldset className="choice-group at-fieldset" data-testid={testId}>
      <legend className="field__label">{t('levelLabel')}</legend>
      {([1, 2, 3] as const).map((level) => (
        <button
          key={level}
          type="button"
          aria-pressed={value === level}
          className={`choice${value === level ? ' choice--on' : ''}`}
          onClick={() => onChange(level)}
          data-testid={`${testId}-${level}`}
        >
          <span aria-hidden="true">{ICONS[level]} </span>
          {t(levelKey(level))}
        </button>
      ))}
    </fieldset>
  );
}
