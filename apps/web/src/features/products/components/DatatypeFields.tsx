import type { Datatype } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../common/components/ChoiceGroup.tsx';
import { SelectField } from '../../common/components/SelectField.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import { ARRAY_ITEM_TYPES, type ArrayItemType, type SpecDraft } from '../thingsModelDraft.ts';
import { EnumItemsField } from './EnumItemsField.tsx';
import { ParamsField } from './ParamsField.tsx';

export interface SpecFieldsProps {
  spec: SpecDraft;
  onChange: (spec: SpecDraft) => void;
  /** The item form's problems by path inside the item. */
  errors: Record<string, string>;
  /** Where this datatype sits in the item ('datatype', 'datatype.params.0.datatype'). */
  path: string;
  /** The datatypes offered (a field of an object takes plain values only). */
  types: readonly Datatype[];
  testId: string;
}

type TextKey =
  | 'min'
  | 'max'
  | 'step'
  | 'unit'
  | 'unitEn'
  | 'trueText'
  | 'falseText'
  | 'trueTextEn'
  | 'falseTextEn'
  | 'maxLength'
  | 'arrayCount';
const NUMERIC: ReadonlySet<TextKey> = new Set(['min', 'max', 'step', 'maxLength', 'arrayCount']);
const ENGLISH: ReadonlySet<TextKey> = new Set(['unitEn', 'trueTextEn', 'falseTextEn']);

/** The datatype of an item (or of a field of an object) and the boxes of its spec. */
export function DatatypeFields({ spec, onChange, errors, path, types, testId }: SpecFieldsProps) {
  const { t } = useTranslation('products');
  const set =
    <K extends keyof SpecDraft>(key: K) =>
    (value: SpecDraft[K]) =>
      onChange({ ...spec, [key]: value });
  const text = (key: TextKey) => (
    <TextField
      label={t(`spec.${key}`)}
      value={spec[key]}
      onChange={set(key)}
      error={errors[`${path}.${key}`]}
      inputMode={
        NUMERIC.has(key)
          ? key === 'min' || key === 'max' || key === 'step'
            ? 'decimal'
            : 'numeric'
          : undefined
      }
      lang={ENGLISH.has(key) ? 'en' : undefined}
      data-testid={`${testId}-${key}`}
    />
  );
  const pair = (a: TextKey, b: TextKey) => (
    <div className="kit-pair">
      {text(a)}
      {text(b)}
    </div>
  );

  return (
    <div className="pd-spec">
      <SelectField
        label={t('spec.type')}
        value={spec.type}
        onChange={(value) => set('type')(value as Datatype)}
        options={types.map((type) => ({ value: type, label: t(`datatype.${type}`) }))}
        error={errors[`${path}.type`]}
        testId={`${testId}-type`}
      />
      {(spec.type === 'integer' || spec.type === 'decimal') && (
        <>
          {pair('min', 'max')}
          {text('step')}
          {pair('unit', 'unitEn')}
        </>
      )}
      {spec.type === 'bool' && (
        <>
          {pair('trueText', 'trueTextEn')}
          {pair('falseText', 'falseTextEn')}
        </>
      )}
      {spec.type === 'enum' && (
        <>
          <EnumItemsField
            items={spec.enumList}
            onChange={set('enumList')}
            errors={errors}
            path={`${path}.enumList`}
            testId={`${testId}-enum`}
          />
          <ChoiceGroup
            label={t('spec.showWay')}
            value={spec.showWay}
            onChange={set('showWay')}
            options={(['select', 'button'] as const).map((way) => ({
              value: way,
              label: t(`spec.showWays.${way}`),
            }))}
            testId={`${testId}-showWay`}
          />
        </>
      )}
      {spec.type === 'string' && text('maxLength')}
      {spec.type === 'array' && (
        <>
          <SelectField
            label={t('spec.arrayType')}
            value={spec.arrayType}
            onChange={(value) => set('arrayType')(value as ArrayItemType)}
            options={ARRAY_ITEM_TYPES.map((type) => ({ value: type, label: t(`datatype.${type}`) }))}
            error={errors[`${path}.arrayType`]}
            testId={`${testId}-arrayType`}
          />
          {text('arrayCount')}
        </>
      )}
      {(spec.type === 'object' || (spec.type === 'array' && spec.arrayType === 'object')) && (
        <ParamsField
          params={spec.params}
          onChange={set('params')}
          errors={errors}
          path={`${path}.params`}
          testId={`${testId}-param`}
        />
      )}
    </div>
  );
}
