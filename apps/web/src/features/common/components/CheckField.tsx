import { useId } from 'react';
import type { FieldBinding } from './FieldFrame.tsx';

/**
 * A yes/no choice as a large labelled checkbox (the whole row is the target), with, where it needs one, a line
 * saying what it means, read with the box.
 */
export function CheckField({
  label,
  hint,
  value,
  onChange,
  testId,
}: Omit<FieldBinding<boolean>, 'error'> & { label: string; hint?: string; testId: string }) {
  const hintId = useId();
  const box = (
    <label className="kit-check">
      <input
        type="checkbox"
        checked={value}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint ? hintId : undefined}
        data-testid={testId}
      />
      <span>{label}</span>
    </label>
  );
  if (!hint) return box;
  return (
    <div className="kit-check-field">
      {box}
      <p className="kit-hint" id={hintId}>
        {hint}
      </p>
    </div>
  );
}

/** A hint under a field, in words. */
export function FieldHint({ children }: { children: string }) {
  return <p className="kit-hint">{children}</p>;
}
