import type { FieldBinding } from '../../common/components/FieldFrame.tsx';

/** A yes/no choice as a large labelled checkbox (the whole row is the target). */
export function CheckField({
  label,
  value,
  onChange,
  testId,
}: Omit<FieldBinding<boolean>, 'error'> & { label: string; testId: string }) {
  return (
    <label className="admin-check">
      <input
        type="checkbox"
        checked={value}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      <span>{label}</span>
    </label>
  );
}

/** A hint under a field, in words. */
export function FieldHint({ children }: { children: string }) {
  return <p className="admin-hint">{children}</p>;
}
