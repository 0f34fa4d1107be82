import { DeleteOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface RowProps {
  title: string;
  onRemove?: (() => void) | undefined;
  testId: string;
  children: ReactNode;
}

/** One trigger or action in the editor: its kind as a heading, the fields, and a remove button. */
export function RuleRow({ title, onRemove, testId, children }: RowProps) {
  const { t } = useTranslation('scenes');
  return (
    <li className="dv-card-box at-rule" data-testid={testId}>
      <div className="at-rule__head">
        <h3 className="at-rule__title">{title}</h3>
        {onRemove && (
          <button
            type="button"
            className="dv-secondary dv-secondary--danger"
            onClick={onRemove}
            data-testid={`${testId}-remove`}
          >
            <DeleteOutline aria-hidden="true" /> {t('editor.remove')}
          </button>
        )}
      </div>
      {children}
    </li>
  );
}

/** The section error (e.g. 'a timing trigger allows exactly one timing'), as text under the heading. */
export function SectionError({ message, testId }: { message: string | undefined; testId: string }) {
  if (!message) return null;
  return (
    <p className="field__error at-section-error" role="alert" data-testid={testId}>
      <span aria-hidden="true">⚠ </span>
      {message}
    </p>
  );
}
