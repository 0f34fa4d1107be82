import { useId } from 'react';
import { type FieldBinding, FieldError } from './FieldFrame.tsx';

/** Radio choices as large tappable chips (forms.css `choice`), the chosen one framed and bold. */
export function ChoiceGroup<V extends string | number>({
  label,
  error,
  testId,
  value,
  onChange,
  options,
}: FieldBinding<V> & {
  label: string;
  testId?: string;
  options: ReadonlyArray<{ value: V; label: string }>;
}) {
  const name = useId();
  return (
    <fieldset className="choice-group" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="field__label">{label}</legend>
      {options.map((o) => (
        <label key={o.value} className={`choice${value === o.value ? ' choice--on' : ''}`}>
          <input
            type="radio"
            name={name}
            value={String(o.value)}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
            data-testid={testId ? `${testId}-${o.value}` : undefined}
          />
          {o.label}
        </label>
      ))}
      <FieldError id={`${name}-error`} error={error} />
    </fieldset>
  );
}
