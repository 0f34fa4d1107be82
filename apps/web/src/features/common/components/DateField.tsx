import { type FieldBinding, FieldFrame } from './FieldFrame.tsx';

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
}: FieldBinding<string> & {
  label: string;
  testId?: string;
  min?: string;
  max?: string;
  type?: 'date' | 'time';
}) {
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <input
          {...control}
          type={type}
          className="field__input"
          value={value}
          min={min}
          max={max}
          onChange={(e) => onChange(e.target.value)}
          data-testid={testId}
        />
      )}
    </FieldFrame>
  );
}
