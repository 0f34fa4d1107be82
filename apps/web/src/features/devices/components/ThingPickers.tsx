import type { DeviceShort, ThingModel } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from '../../common/components/FieldFrame.tsx';
import { SelectField } from '../../common/components/SelectField.tsx';

export function DevicePicker(props: {
  devices: DeviceShort[];
  value: number;
  onChange: (device: DeviceShort | undefined) => void;
  error?: string | undefined;
  testId: string;
}) {
  const { t } = useTranslation('devices');
  return (
    <SelectField
      label={t('pick.device')}
      value={props.value ? String(props.value) : ''}
      placeholder={t('pick.choose')}
      options={props.devices.map((d) => ({ value: String(d.deviceId), label: d.deviceName }))}
      onChange={(v) => props.onChange(props.devices.find((d) => String(d.deviceId) === v))}
      error={props.error}
      testId={props.testId}
    />
  );
}

export function ItemPicker(props: {
  models: ThingModel[];
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
  testId: string;
}) {
  const { t } = useTranslation('devices');
  return (
    <SelectField
      label={t('pick.item')}
      value={props.value}
      placeholder={t('pick.choose')}
      options={props.models.map((m) => ({ value: m.id, label: m.name }))}
      onChange={props.onChange}
      error={props.error}
      testId={props.testId}
    />
  );
}

/** A value for a thing-model item: choices for bool and enum, a text box for the rest. */
export function ValueInput(props: {
  model: ThingModel | undefined;
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  error?: string | undefined;
  testId: string;
}) {
  const { t } = useTranslation('devices');
  const spec = props.model?.datatype;
  const label = props.label ?? t('pick.value');
  if (spec?.type === 'bool' || spec?.type === 'enum') {
    const options =
      spec.type === 'bool'
        ? [
            { value: '1', label: spec.trueText || '1' },
            { value: '0', label: spec.falseText || '0' },
          ]
        : spec.enumList.map((e) => ({ value: e.value, label: e.text }));
    return (
      <SelectField
        label={label}
        value={props.value}
        placeholder={t('pick.choose')}
        options={options}
        onChange={props.onChange}
        error={props.error}
        testId={props.testId}
      />
    );
  }
  const unit = spec && 'unit' in spec && spec.unit ? ` (${spec.unit})` : '';
  const range =
    spec?.type === 'integer' || spec?.type === 'decimal' ? `${spec.min} ~ ${spec.max}` : undefined;
  return (
    <FieldFrame label={`${label}${unit}`} error={props.error}>
      {(control) => (
        <input
          {...control}
          className="field__input"
          value={props.value}
          placeholder={props.placeholder ?? range}
          inputMode={range ? 'decimal' : undefined}
          onChange={(e) => props.onChange(e.target.value)}
          data-testid={props.testId}
        />
      )}
    </FieldFrame>
  );
}
