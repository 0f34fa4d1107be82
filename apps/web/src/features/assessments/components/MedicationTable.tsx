import { MEDICATION_COLUMNS, MEDICATION_ROWS_MAX, type MedicationRow } from '@linli/contracts';
import { useTranslation } from 'react-i18next';

const EMPTY_ROW: MedicationRow = { name: '', route: '', dose: '', frequency: '' };

/** A.4.2 current long-term medication: one card per drug (name, route, dose, frequency), added one by one. */
export function MedicationTable({
  rows,
  onChange,
}: {
  rows: MedicationRow[];
  onChange: (rows: MedicationRow[]) => void;
}) {
  const { t } = useTranslation('assessments');
  const change = (index: number, column: keyof MedicationRow, text: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [column]: text } : row)));
  return (
    <div className="as-meds">
      {rows.length === 0 && <p className="hint">{t('basic.medsNone')}</p>}
      {rows.map((row, index) => (
        // Rows have no id of their own; their place is their identity while editing.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <fieldset key={index} className="as-meds__row" data-testid={`med-row-${index}`}>
          <legend>{t('basic.medsRow', { n: index + 1 })}</legend>
          {MEDICATION_COLUMNS.map((column) => (
            <label key={column} className="field">
              <span className="field__label">{t(`basic.meds.${column}`)}</span>
              <input
                className="field__input"
                value={row[column]}
                maxLength={column === 'name' ? 100 : 50}
                onChange={(e) => change(index, column, e.target.value)}
                data-testid={`med-${index}-${column}`}
              />
            </label>
          ))}
          <button
            type="button"
            className="link-button"
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
            data-testid={`med-remove-${index}`}
          >
            {t('basic.medsRemove', { n: index + 1 })}
          </button>
        </fieldset>
      ))}
      {rows.length < MEDICATION_ROWS_MAX && (
        <button
          type="button"
          className="as-button"
          onClick={() => onChange([...rows, EMPTY_ROW])}
          data-testid="med-add"
        >
          {t('basic.medsAdd')}
        </button>
      )}
    </div>
  );
}
