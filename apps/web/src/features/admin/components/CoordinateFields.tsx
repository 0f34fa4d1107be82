import { TextField } from '../../common/components/TextField.tsx';

type Coordinate = 'longitude' | 'latitude';

/** Longitude and latitude side by side (decimal keypad); test ids {testId}-lng and {testId}-lat. */
export function CoordinateFields({
  draft,
  errors,
  set,
  label,
  testId,
}: {
  draft: Record<Coordinate, string>;
  errors: Partial<Record<Coordinate, string>>;
  set: (key: Coordinate) => (value: string) => void;
  label: (field: string) => string;
  testId: string;
}) {
  return (
    <div className="admin-pair">
      <TextField
        label={label('longitude')}
        value={draft.longitude}
        onChange={set('longitude')}
        error={errors.longitude}
        inputMode="decimal"
        data-testid={`${testId}-lng`}
      />
      <TextField
        label={label('latitude')}
        value={draft.latitude}
        onChange={set('latitude')}
        error={errors.latitude}
        inputMode="decimal"
        data-testid={`${testId}-lat`}
      />
    </div>
  );
}
