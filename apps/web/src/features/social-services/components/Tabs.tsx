/** A row of filter tabs (category, status, kind) as large chips; scrolls sideways when it does not fit. */
export function Tabs<V extends string>({
  label,
  value,
  onChange,
  options,
  testId,
}: {
  label: string;
  value: V;
  onChange: (v: V) => void;
  options: ReadonlyArray<{ value: V; label: string }>;
  testId: string;
}) {
  return (
    <div className="ss-tabs" role="tablist" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="tab"
          aria-selected={value === o.value}
          className="ss-tabs__tab"
          onClick={() => onChange(o.value)}
          data-testid={`${testId}-${o.value || 'all'}`}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
