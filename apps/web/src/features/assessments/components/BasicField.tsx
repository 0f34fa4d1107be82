import {
  type BasicInfoItem,
  type BasicInfoValue,
  isBasicInfoEmpty,
  isBasicInfoValueValid,
  type MedicationRow,
} from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { basicInfoCode } from '../basicInfoModel.ts';
import { BiText } from './Bilingual.tsx';
import { MedicationTable } from './MedicationTable.tsx';

interface BasicFieldProps {
  item: BasicInfoItem;
  value: BasicInfoValue | undefined;
  onChange: (value: BasicInfoValue | undefined) => void;
  /** Submit jumped here: marked until filled in properly. */
  flagged?: boolean;
}

/** Keyboards that fit the field on a phone. */
const INPUT_MODE: Record<string, 'tel' | 'text'> = { 'A.2.phone': 'tel', 'A.3.4': 'tel' };

function Choices({ item, value, onChange }: Omit<BasicFieldProps, 'flagged'>) {
  const multi = item.input === 'multi';
  const picked = multi ? (Array.isArray(value) ? (value as string[]) : []) : [value];
  const toggle = (text: string) => {
    if (!multi) return onChange(text);
    const next = picked.includes(text) ? picked.filter((v) => v !== text) : [...picked, text];
    onChange(next.length > 0 ? (next as string[]) : undefined);
  };
  return (
    <div className="choice-group as-basic__choices">
      {item.options?.map((option, index) => {
        const on = picked.includes(option.textZh);
        return (
          <label
            key={option.textZh}
            className={on ? 'choice choice--on' : 'choice'}
            data-testid={`basic-${item.id}-opt-${index}`}
          >
            <input
              type={multi ? 'checkbox' : 'radio'}
              name={`basic-${item.id}`}
              checked={on}
              onChange={() => toggle(option.textZh)}
            />
            <BiText zh={option.textZh} en={option.textEn} />
          </label>
        );
      })}
    </div>
  );
}

function TextInput({
  item,
  value,
  onChange,
  onBlur,
}: Omit<BasicFieldProps, 'flagged'> & { onBlur: () => void }) {
  const { t } = useTranslation('assessments');
  const labelled = { 'aria-labelledby': `basic-label-${item.id}` };
  if (item.input === 'number') {
    return (
      <input
        {...labelled}
        className="field__input"
        type="number"
        inputMode="decimal"
        min={1}
        max={500}
        step={0.1}
        value={typeof value === 'number' ? value : ''}
        onChange={(e) => {
          const n = Number(e.target.value);
          onChange(e.target.value === '' || !Number.isFinite(n) ? undefined : n);
        }}
        onBlur={onBlur}
        data-testid={`basic-input-${item.id}`}
      />
    );
  }
  return (
    <input
      {...labelled}
      className="field__input"
      type={item.input === 'date' ? 'date' : 'text'}
      inputMode={INPUT_MODE[item.id] ?? 'text'}
      maxLength={item.id === 'A.5.12' ? 500 : 200}
      placeholder={item.input === 'date' ? undefined : t('basic.placeholder')}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={onBlur}
      data-testid={`basic-input-${item.id}`}
    />
  );
}

/** One Appendix A field: its clause and name in both languages, required in words, the input that fits. */
export function BasicField({ item, value, onChange, flagged }: BasicFieldProps) {
  const { t } = useTranslation('assessments');
  const [touched, setTouched] = useState(false);
  if (item.input === 'group') {
    return (
      <h4 id={`item-${item.id}`} className="as-basic__group" data-testid={`basic-${item.id}`} tabIndex={-1}>
        <span className="as-item__id">{item.id}</span>
        <BiText zh={item.nameZh} en={item.nameEn} />
      </h4>
    );
  }
  const empty = isBasicInfoEmpty(value);
  const invalid = value !== undefined && !isBasicInfoValueValid(item, value);
  const missing = flagged && item.required && empty;
  const showInvalid = invalid && (touched || flagged);
  const code = basicInfoCode(item);
  return (
    <div
      id={`item-${item.id}`}
      className={missing || showInvalid ? 'as-basic__field as-item--flagged' : 'as-basic__field'}
      data-testid={`basic-${item.id}`}
      tabIndex={-1}
    >
      <p className="field__label as-basic__label" id={`basic-label-${item.id}`}>
        <span className="as-item__id">{code}</span>
        <BiText zh={item.nameZh} en={item.nameEn} />
        {item.required && <span className="as-basic__tag">{t('basic.required')}</span>}
        {item.supplementary && <span className="as-basic__tag">{t('basic.supplementary')}</span>}
      </p>
      {item.input === 'single' || item.input === 'multi' ? (
        <Choices item={item} value={value} onChange={onChange} />
      ) : item.input === 'table' ? (
        <MedicationTable
          rows={Array.isArray(value) ? (value as MedicationRow[]) : []}
          onChange={(rows) => onChange(rows.length > 0 ? rows : undefined)}
        />
      ) : (
        <TextInput item={item} value={value} onChange={onChange} onBlur={() => setTouched(true)} />
      )}
      {missing && (
        <p className="field__error" role="alert">
          {t('basic.missing', { id: code, name: item.nameZh })}
        </p>
      )}
      {showInvalid && (
        <p className="field__error" role="alert">
          {t('basic.invalid', { id: code, name: item.nameZh })}
        </p>
      )}
    </div>
  );
}
