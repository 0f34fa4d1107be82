import type { DeviceShort, ThingModel } from '@linli/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  placeholder?: string;
  error?: string | undefined;
  testId: string;
  disabled?: boolean;
}

/** A labelled native select (big, keyboard and screen-reader friendly) with its error as text. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  testId,
  disabled,
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input at-select"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        data-testid={testId}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p className="field__error" role="alert">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      )}
    </div>
  );
}

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
  const id = useId();
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
    <div className={`field${props.error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {unit}
      </label>
      <input
        id={id}
        className="field__input"
        value={props.value}
        placeholder={props.placeholder ?? range}
        inputMode={range ? 'decimal' : undefined}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.error ? true : undefined}
        data-testid={props.testId}
      />
      {props.error && (
        <p className="field__error" role="alert">
          <span aria-hidden="true">⚠ </span>
          {props.error}
        </p>
      )}
    </div>
  );
}
