import { useId } from 'react';

interface Base {
  label: string;
  error?: string | undefined;
  testId?: string;
}

function ErrorText({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p className="field__error" id={id} role="alert">
      <span aria-hidden="true">⚠ </span>
      {error}
    </p>
  );
}

/** A labelled textarea with a live 'n/max' counter (docs/product.md "Dates, times and text": max 140). */
export function TextAreaField({
  label,
  error,
  testId,
  value,
  onChange,
  max,
  placeholder,
}: Base & { value: string; onChange: (v: string) => void; max: number; placeholder?: string }) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input ss-textarea"
        value={value}
        maxLength={max}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={testId}
      />
      <span className="ss-counter" aria-live="polite" data-testid={testId ? `${testId}-counter` : undefined}>
        {value.length}/{max}
      </span>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/** A labelled native date (or time) input: the phone's own picker, bounded by min and max. */
export function DateField({
  label,
  error,
  testId,
  value,
  onChange,
  min,
  max,
  type = 'date',
}: Base & {
  value: string;
  onChange: (v: string) => void;
  min?: string;
  max?: string;
  type?: 'date' | 'time';
}) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        className="field__input"
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={testId}
      />
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/** Radio choices as large tappable chips. */
export function ChoiceGroup<V extends string>({
  label,
  error,
  testId,
  value,
  onChange,
  options,
}: Base & { value: V; onChange: (v: V) => void; options: ReadonlyArray<{ value: V; label: string }> }) {
  const name = useId();
  return (
    <fieldset className="ss-choices">
      <legend>{label}</legend>
      {options.map((o) => (
        <label key={o.value} className="ss-choice">
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
            data-testid={testId ? `${testId}-${o.value}` : undefined}
          />
          {o.label}
        </label>
      ))}
      <ErrorText id={`${name}-error`} error={error} />
    </fieldset>
  );
}
