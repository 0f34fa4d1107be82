import type { DeviceShort } from '@linli/contracts';
import { DeleteOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What SceneForm hands the editor of one trigger or one action. */
export interface RuleEditorProps<Draft> {
  index: number;
  value: Draft;
  onChange: (next: Draft) => void;
  onRemove?: (() => void) | undefined;
  devices: DeviceShort[];
  errors: Record<string, string>;
}

interface RowProps {
  rule: 'trigger' | 'action';
  index: number;
  /** The kind of trigger or action (device, timing, alarm): the row's heading after its number. */
  kind: string;
  onRemove?: (() => void) | undefined;
  /** The fields of that kind, given the row's test id (`scene-<rule>-<index>`) to name theirs by. */
  children: (testId: string) => ReactNode;
}

/** One trigger or action in the editor: its number and kind as a heading, the fields, and a remove button. */
export function RuleRow({ rule, index, kind, onRemove, children }: RowProps) {
  const { t } = useTranslation('scenes');
  const testId = `scene-${rule}-${index}`;
  return (
    <li className="kit-card at-rule" data-testid={testId}>
      <div className="kit-spread">
        <h3 className="at-rule__title">{`${index + 1}. ${kind}`}</h3>
        {onRemove && (
          <button
            type="button"
            className="kit-button kit-button--danger"
            onClick={onRemove}
            data-testid={`${testId}-remove`}
          >
            <DeleteOutline aria-hidden="true" /> {t('editor.remove')}
          </button>
        )}
      </div>
      {children(testId)}
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
