import { type FieldBinding, FieldFrame } from './FieldFrame.tsx';

/** A labelled native select (big, keyboard and screen-reader friendly) with its error as text. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  testId,
  disabled,
}: FieldBinding<string> & {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The first, empty option ("choose…"); without it the first real option is chosen. */
  placeholder?: string | undefined;
  testId: string;
  disabled?: boolean;
}) {
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <select
          {...control}
          className="field__input"
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          data-testid={testId}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
