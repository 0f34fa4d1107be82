import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePersons } from '../hooks/usePersons.ts';

/** Choose the person served (staff): a native select, large and readable. */
export function PersonPicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('socialServices');
  const id = useId();
  const persons = usePersons('');
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {t('record.person')}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid="record-person"
      >
        <option value="">{t('record.choosePerson')}</option>
        {persons.items.map((p) => (
          <option key={p.id} value={String(p.id)}>
            {p.name} · {p.phone || p.address}
          </option>
        ))}
      </select>
      {error && (
        <p className="field__error" role="alert">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      )}
    </div>
  );
}
