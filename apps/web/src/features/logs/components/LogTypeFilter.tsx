import { LOG_FILTER_TYPES } from '@linli/contracts';
import { useTranslation } from 'react-i18next';

/**
 * All, or one of the eight log types of docs/product.md "Device logs" (a row of buttons, the chosen one
 * marked by more than colour).
 */
export function LogTypeFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (type: number | undefined) => void;
}) {
  const { t } = useTranslation('logs');
  const options: { type: number | undefined; label: string }[] = [
    { type: undefined, label: t('log.all') },
    ...LOG_FILTER_TYPES.map((type) => ({ type, label: t(`types.${type}`) })),
  ];
  return (
    <fieldset className="choice-group lg-filter" aria-label={t('log.filterLabel')}>
      {options.map((o) => {
        const on = o.type === value;
        return (
          <button
            key={o.type ?? 0}
            type="button"
            className={on ? 'choice choice--on' : 'choice'}
            aria-pressed={on}
            onClick={() => onChange(o.type)}
            data-testid={`log-filter-${o.type ?? 'all'}`}
          >
            {on && <span aria-hidden="true">✓ </span>}
            {o.label}
          </button>
        );
      })}
    </fieldset>
  );
}
