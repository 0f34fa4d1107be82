import type { DatatypeSpec, ThingModel } from '@linli/contracts';
import { DownOutline, UpOutline } from 'antd-mobile-icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../common/components/FieldFrame.tsx';
import { FLAGS, type ModelTab } from '../thingsModelDraft.ts';
import { itemKey } from '../thingsModelEdit.ts';

/** The spec in a few words: "Integer 0–100 ℃", "Enum: 3 values". */
function specText(t: TFunction<'products'>, spec: DatatypeSpec): string {
  const type = t(`datatype.${spec.type}`);
  switch (spec.type) {
    case 'integer':
    case 'decimal':
      return `${type} ${spec.min}–${spec.max}${spec.unit ? ` ${spec.unit}` : ''}`;
    case 'bool':
      return `${type}: ${spec.trueText} / ${spec.falseText}`;
    case 'enum':
      return t('summary.enum', { type, count: spec.enumList.length });
    case 'string':
      return t('summary.string', { type, max: spec.maxLength });
    case 'array':
      return t('summary.array', { type, item: t(`datatype.${spec.arrayType}`), count: spec.arrayCount });
    case 'object':
      return t('summary.object', { type, count: spec.params.length });
  }
}

/**
 * The items of one tab, highest order first, each with up / down / edit / delete and, beside it, what is
 * wrong with it (the contract's check before a save, or the server's refusal naming it). Test ids:
 * thing-{tab}-{index}, …-up, …-down, …-edit, …-delete, …-error.
 */
export function ThingList({
  tab,
  items,
  problems,
  onEdit,
  onMove,
  onDelete,
}: {
  tab: ModelTab;
  items: readonly ThingModel[];
  problems: ReadonlyMap<string, string>;
  onEdit: (index: number) => void;
  onMove: (index: number, step: -1 | 1) => void;
  onDelete: (index: number) => void;
}) {
  const { t } = useTranslation('products');
  return (
    <ul className="kit-list" data-testid={`thing-list-${tab}`}>
      {items.map((item, index) => {
        const testId = `thing-${tab}-${index}`;
        const flags = FLAGS.filter((flag) => item[flag] === 1).map((flag) => t(`flag.${flag}`));
        const problem = problems.get(itemKey(tab, index));
        return (
          <li
            // An identifier may be used twice until the check refuses it, so the place keeps keys apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={`${item.id}-${index}`}
            className={`kit-card kit-card--compact pd-thing${problem ? ' pd-thing--invalid' : ''}`}
            data-testid={testId}
          >
            <div className="kit-spread">
              <strong className="pd-thing__name">
                {item.name}
                {item.nameEn ? <span lang="en"> · {item.nameEn}</span> : null}
              </strong>
              <code className="pd-serial">{item.id}</code>
            </div>
            <span className="kit-hint">{specText(t, item.datatype)}</span>
            {flags.length > 0 && <span className="kit-hint">{flags.join(' · ')}</span>}
            {(item.alarms?.length ?? 0) > 0 && (
              <span className="kit-hint">{t('summary.alarms', { count: item.alarms?.length ?? 0 })}</span>
            )}
            <FieldError error={problem} testId={`${testId}-error`} />
            <div className="pd-thing__actions">
              <button
                type="button"
                className="kit-button kit-button--compact"
                onClick={() => onMove(index, -1)}
                disabled={index === 0}
                aria-label={t('editor.moveUp', { name: item.name })}
                data-testid={`${testId}-up`}
              >
                <UpOutline aria-hidden="true" />
              </button>
              <button
                type="button"
                className="kit-button kit-button--compact"
                onClick={() => onMove(index, 1)}
                disabled={index === items.length - 1}
                aria-label={t('editor.moveDown', { name: item.name })}
                data-testid={`${testId}-down`}
              >
                <DownOutline aria-hidden="true" />
              </button>
              <button
                type="button"
                className="kit-button kit-button--compact"
                onClick={() => onEdit(index)}
                aria-label={`${t('editor.edit')} ${item.name}`}
                data-testid={`${testId}-edit`}
              >
                {t('editor.edit')}
              </button>
              <button
                type="button"
                className="kit-button kit-button--compact kit-button--danger"
                onClick={() => onDelete(index)}
                aria-label={`${t('editor.remove')} ${item.name}`}
                data-testid={`${testId}-delete`}
              >
                {t('editor.remove')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
