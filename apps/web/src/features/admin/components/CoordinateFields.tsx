import type { FieldBinding } from '../../common/components/FieldFrame.tsx';
import { TextField } from '../../common/components/TextField.tsx';

type Coordinate = 'longitude' | 'latitude';

/** Longitude and latitude side by side (decimal keypad); test ids {testId}-lng and {testId}-lat. */
export function CoordinateFields({
  field,
  testId,
}: {
  /** The form's binder (useAdminForm's `field`). */
  field: (key: Coordinate) => FieldBinding<string> & { label: string };
  testId: string;
}) {
  return (
    <div className="kit-pair">
      <TextField {...field('longitude')} inputMode="decimal" data-testid={`${testId}-lng`} />
      <TextField {...field('latitude')} inputMode="decimal" data-testid={`${testId}-lat`} />
    </div>
  );
}
