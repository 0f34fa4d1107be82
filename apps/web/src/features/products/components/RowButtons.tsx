import { useTranslation } from 'react-i18next';

/** Takes one row out of a list field (enum items, object fields, alarm rules); `label` names the row. */
export function RemoveRowButton({
  label,
  onClick,
  testId,
}: {
  label: string;
  onClick: () => void;
  testId: string;
}) {
  const { t } = useTranslation('products');
  return (
    <button
      type="button"
      className="kit-button kit-button--compact kit-button--danger"
      onClick={onClick}
      aria-label={label}
      data-testid={testId}
    >
      {t('editor.remove')}
    </button>
  );
}

/** Adds a row to a list field. */
export function AddRowButton({
  label,
  onClick,
  testId,
}: {
  label: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <button type="button" className="kit-button kit-button--compact" onClick={onClick} data-testid={testId}>
      + {label}
    </button>
  );
}
