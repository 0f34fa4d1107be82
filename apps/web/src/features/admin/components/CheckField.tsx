/** A yes/no choice as a large labelled checkbox (the whole row is the target). */
export function CheckField({
  label,
  checked,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  testId: string;
}) {
  return (
    <label className="admin-check">
      <input
        type="checkbox"
        checked={checked}
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
