import { type FieldBinding, FieldFrame } from './FieldFrame.tsx';

/** A labelled textarea with a live 'n/max' counter (docs/product.md "Dates, times and text": max 140). */
export function TextAreaField({
  label,
  error,
  testId,
  value,
  onChange,
  max,
  placeholder,
}: FieldBinding<string> & { label: string; max: number; placeholder?: string; testId?: string }) {
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <>
          <textarea
            {...control}
            className="field__input field__textarea"
            value={value}
            maxLength={max}
            placeholder={placeholder}
            onChange={(e) => onChange(e.target.value)}
            data-testid={testId}
          />
          <span
            className="field__counter"
            aria-live="polite"
            data-testid={testId ? `${testId}-counter` : undefined}
          >
            {value.length}/{max}
          </span>
        </>
      )}
    </FieldFrame>
  );
}
