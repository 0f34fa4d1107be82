import { useTranslation } from 'react-i18next';
import { FieldError } from '../../common/components/FieldFrame.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import type { EnumDraft } from '../thingsModelDraft.ts';
import { AddRowButton, RemoveRowButton } from './RowButtons.tsx';

/**
 * The values of an enum, each with its text in Chinese and English; at least one (the contract's
 * enumList.min(1)). Test ids: {testId}-{i}-value|text|textEn|remove, {testId}-add.
 */
export function EnumItemsField({
  items,
  onChange,
  errors,
  path,
  testId,
}: {
  items: EnumDraft[];
  onChange: (items: EnumDraft[]) => void;
  errors: Record<string, string>;
  path: string;
  testId: string;
}) {
  const { t } = useTranslation('products');
  const change = (index: number, key: keyof EnumDraft) => (value: string) =>
    onChange(items.map((item, i) => (i === index ? { ...item, [key]: value } : item)));
  return (
    <fieldset className="pd-subgroup">
      <legend className="field__label">{t('spec.enumList')}</legend>
      {items.map((item, index) => (
        // Enum rows have no identity of their own but their place; a removal re-renders the rest.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="pd-subitem" data-testid={`${testId}-${index}`}>
          <TextField
            label={t('spec.enumValue', { n: index + 1 })}
            value={item.value}
            onChange={change(index, 'value')}
            error={errors[`${path}.${index}.value`]}
            data-testid={`${testId}-${index}-value`}
          />
          <div className="kit-pair">
            <TextField
              label={t('spec.enumText')}
              value={item.text}
              onChange={change(index, 'text')}
              error={errors[`${path}.${index}.text`]}
              data-testid={`${testId}-${index}-text`}
            />
            <TextField
              label={t('spec.enumTextEn')}
              value={item.textEn}
              lang="en"
              onChange={change(index, 'textEn')}
              error={errors[`${path}.${index}.textEn`]}
              data-testid={`${testId}-${index}-textEn`}
            />
          </div>
          {items.length > 1 && (
            <RemoveRowButton
              label={t('spec.enumRemove', { n: index + 1 })}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
              testId={`${testId}-${index}-remove`}
            />
          )}
        </div>
      ))}
      <FieldError error={errors[path]} />
      <AddRowButton
        label={t('spec.enumAdd')}
        onClick={() => onChange([...items, { value: String(items.length), text: '', textEn: '' }])}
        testId={`${testId}-add`}
      />
    </fieldset>
  );
}
