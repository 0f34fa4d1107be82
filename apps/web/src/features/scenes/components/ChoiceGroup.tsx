interface ChoiceGroupProps<T extends string | number> {
  label: string;
  value: T;
  options: { value: T; label: string; hint?: string }[];
  onChange: (value: T) => void;
  testId: string;
}

/** A labelled row of radio buttons; the chosen one is marked by border, weight and aria-checked. */
export function ChoiceGroup<T extends string | number>({
  label,
  value,
  options,
  onChange,
  testId,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className="at-fieldset" data-testid={testId}>
      <legend className="field__label">{label}</legend>
      <div className="choice-group">
        {options.map((o) => (
          <button
            key={String(o.value)}
            type="button"
            aria-pressed={value === o.value}
            className={`choice${value === o.value ? ' choice--on' : ''}`}
            onClick={() => onChange(o.value)}
            data-testid={`${testId}-${o.value}`}
          >
            {value === o.value && <span aria-hidden="true">✓ </span>}
            {o.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
