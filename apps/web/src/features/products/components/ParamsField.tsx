import { useTranslation } from 'react-i18next';
import { FieldError } from '../../common/components/FieldFrame.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import { emptyParam, FIELD_DATATYPES, type ParamDraft } from '../thingsModelDraft.ts';
import { DatatypeFields } from './DatatypeFields.tsx';
import { AddRowButton, RemoveRowButton } from './RowButtons.tsx';

/**
 * The fields of an object (or of each object of an array): identifier, names and a plain datatype each.
 * Test ids: {testId}-{i}-id|name|nameEn|remove, the datatype's under {testId}-{i}-spec, {testId}-add.
 */
export function ParamsField({
  params,
  onChange,
  errors,
  path,
  testId,
}: {
  params: ParamDraft[];
  onChange: (params: ParamDraft[]) => void;
  errors: Record<string, string>;
  path: string;
  testId: string;
}) {
  const { t } = useTranslation('products');
  const change = (index: number, next: Partial<ParamDraft>) =>
    onChange(params.map((p, i) => (i === index ? { ...p, ...next } : p)));
  return (
    <fieldset className="pd-subgroup">
      <legend className="field__label">{t('spec.params')}</legend>
      {params.map((param, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a field being typed has no identity but its place
        <div key={index} className="pd-subitem" data-testid={`${testId}-${index}`}>
          <p className="pd-subitem__title">{t('spec.paramN', { n: index + 1 })}</p>
          <TextField
            label={t('item.id')}
            value={param.id}
            onChange={(id) => change(index, { id })}
            error={errors[`${path}.${index}.id`]}
            autoCapitalize="off"
            lang="en"
            data-testid={`${testId}-${index}-id`}
          />
          <div className="kit-pair">
            <TextField
              label={t('item.name')}
              value={param.name}
              onChange={(name) => change(index, { name })}
              error={errors[`${path}.${index}.name`]}
              data-testid={`${testId}-${index}-name`}
            />
            <TextField
              label={t('item.nameEn')}
              value={param.nameEn}
              lang="en"
              onChange={(nameEn) => change(index, { nameEn })}
              error={errors[`${path}.${index}.nameEn`]}
              data-testid={`${testId}-${index}-nameEn`}
            />
          </div>
          <DatatypeFields
            spec={param.datatype}
            onChange={(datatype) => change(index, { datatype })}
            errors={errors}
            path={`${path}.${index}.datatype`}
            types={FIELD_DATATYPES}
            testId={`${testId}-${index}-spec`}
          />
          <RemoveRowButton
            label={t('spec.paramRemove', { n: index + 1 })}
            onClick={() => onChange(params.filter((_, i) => i !== index))}
            testId={`${testId}-${index}-remove`}
          />
        </div>
      ))}
      <FieldError error={errors[path]} />
      <AddRowButton
        label={t('spec.paramAdd')}
        onClick={() => onChange([...params, emptyParam()])}
        testId={`${testId}-add`}
      />
    </fieldset>
  );
}
