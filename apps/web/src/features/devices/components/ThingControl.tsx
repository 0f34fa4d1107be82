import { type DatatypeSpec, type ThingModel, validateValue } from '@linli/contracts';
import { AddOutline, LockOutline, MinusOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatValue, stepDecimals } from '../format.ts';

export interface ThingControlProps {
  model: Pick<ThingModel, 'id' | 'name' | 'type' | 'datatype' | 'isReadonly'>;
  /** The device's current value ('' or undefined: nothing reported yet). */
  value: string | undefined;
  /** Offline without shadow, disabled, or not active: every control is greyed. */
  disabled?: boolean;
  /** A value sent and not yet echoed by the device. */
  pending?: string | undefined;
  onSend: (value: string) => Promise<boolean> | boolean;
}

/**
 * One control per datatype (running status, docs/fastbee.md "Device page"): a switch for bool, buttons or a
 * picker for an enum (by showWay), a number box with a stepper and range check for integer/decimal, a text
 * box for string, a JSON editor for object and array. Read-only items and events show their value only.
 */
export function ThingControl({ model, value, disabled = false, pending, onSend }: ThingControlProps) {
  const { t, i18n } = useTranslation('devices');
  const readOnly = model.isReadonly === 1 || model.type === 3;
  const shown = formatValue(model.datatype, value, i18n.language);
  // Nothing yet: a reading or an event says so; a control people set (measure now, a reminder text) shows just
  // the control, not a "no data" line above it.
  const valueLine =
    shown || (readOnly ? t(model.type === 3 ? 'detail.noEvent' : 'detail.noValue') : undefined);
  const testId = `thing-${model.id}`;
  const locked = disabled || readOnly;
  return (
    <section
      className={`kit-card dv-thing${locked ? ' dv-thing--locked' : ''}`}
      data-testid={testId}
      data-type={model.datatype.type}
      data-value={value ?? ''}
      aria-disabled={locked || undefined}
    >
      <div className="dv-thing__head">
        <h3 className="dv-thing__name">{model.name}</h3>
        {readOnly && (
          <span className="kit-pill dv-tag">
            <LockOutline aria-hidden="true" /> {t('detail.readOnly')}
          </span>
        )}
      </div>
      {valueLine && (
        <p className="dv-thing__value" data-testid={`${testId}-value`}>
          {valueLine}
        </p>
      )}
      {pending !== undefined && (
        <p className="dv-thing__pending" role="status" data-testid={`${testId}-pending`}>
          <span className="kit-spinner" aria-hidden="true" /> {t('detail.waiting')}
        </p>
      )}
      <Control model={model} value={value} disabled={locked} readOnly={readOnly} onSend={onSend} />
    </section>
  );
}

interface ControlProps {
  model: ThingControlProps['model'];
  value: string | undefined;
  disabled: boolean;
  readOnly: boolean;
  onSend: ThingControlProps['onSend'];
}

function Control({ model, value, disabled, readOnly, onSend }: ControlProps) {
  const spec = model.datatype;
  const choice = { id: model.id, name: model.name, value, disabled, onSend };
  switch (spec.type) {
    case 'bool':
      return <BoolSwitch {...choice} spec={spec} />;
    case 'enum':
      return <EnumControl {...choice} spec={spec} />;
    default:
      if (readOnly) return null;
      return <EditorControl model={model} value={value} disabled={disabled} onSend={onSend} />;
  }
}

type Spec<K extends DatatypeSpec['type']> = Extract<DatatypeSpec, { type: K }>;

/** A control that picks one of the values its spec lists (a switch, enum buttons, an enum picker). */
interface ChoiceProps<K extends 'bool' | 'enum'> {
  id: string;
  name: string;
  spec: Spec<K>;
  value: string | undefined;
  disabled: boolean;
  onSend: ThingControlProps['onSend'];
}

function BoolSwitch({ id, name, spec, value, disabled, onSend }: ChoiceProps<'bool'>) {
  const on = value === '1' || value === 'true';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={name}
      className={`dv-switch${on ? ' dv-switch--on' : ''}`}
      disabled={disabled}
      onClick={() => void onSend(on ? '0' : '1')}
      data-testid={`thing-${id}-switch`}
    >
      <span className="dv-switch__track" aria-hidden="true">
        <span className="dv-switch__knob" />
      </span>
      <span className="dv-switch__text">{on ? spec.trueText : spec.falseText}</span>
    </button>
  );
}

function EnumControl({ id, name, spec, value, disabled, onSend }: ChoiceProps<'enum'>) {
  const { t } = useTranslation('devices');
  if (spec.showWay === 'button') {
    return (
      <fieldset className="choice-group">
        <legend className="visually-hidden">{name}</legend>
        {spec.enumList.map((item) => (
          <button
            key={item.value}
            type="button"
            className={`choice${item.value === value ? ' choice--on' : ''}`}
            aria-pressed={item.value === value}
            disabled={disabled}
            onClick={() => void onSend(item.value)}
            data-testid={`thing-${id}-option-${item.value}`}
          >
            {item.value === value && <span aria-hidden="true">✓ </span>}
            {item.text}
          </button>
        ))}
      </fieldset>
    );
  }
  return (
    <select
      className="field__input dv-select"
      aria-label={name}
      value={value ?? ''}
      disabled={disabled}
      onChange={(e) => void onSend(e.target.value)}
      data-testid={`thing-${id}-select`}
    >
      <option value="" disabled>
        {t('control.choose')}
      </option>
      {spec.enumList.map((item) => (
        <option key={item.value} value={item.value}>
          {item.text}
        </option>
      ))}
    </select>
  );
}

function initialDraft(spec: DatatypeSpec, value: string | undefined): string {
  if (value !== undefined && value !== '') {
    if (spec.type === 'object' || spec.type === 'array') {
      try {
        return JSON.stringify(JSON.parse(value), null, 1);
      } catch {
        return value;
      }
    }
    return value;
  }
  if (spec.type === 'integer' || spec.type === 'decimal')
    return String(Math.max(spec.min, Math.min(spec.max, 0)));
  if (spec.type === 'object')
    return JSON.stringify(Object.fromEntries(spec.params.map((p) => [p.id, ''])), null, 1);
  if (spec.type === 'array') return '[]';
  return '';
}

/** Number, text and JSON editors: a draft checked as it is typed, sent with the send button. */
function EditorControl({ model, value, disabled, onSend }: Omit<ControlProps, 'readOnly'>) {
  const { t } = useTranslation('devices');
  const spec = model.datatype;
  const [draft, setDraft] = useState<string | undefined>();
  const text = draft ?? initialDraft(spec, value);
  const checked = validateValue(model, text);
  const problem =
    draft !== undefined && !checked.ok ? t(`problem.${checked.reason}`, { name: model.name }) : '';
  const id = model.id;
  const send = async () => {
    if (!checked.ok) {
      setDraft(text);
      return;
    }
    if (await onSend(checked.value)) setDraft(undefined);
  };
  const number = spec.type === 'integer' || spec.type === 'decimal' ? spec : undefined;
  const step = (direction: 1 | -1) => {
    if (!number) return;
    const base = Number(text);
    const start = Number.isFinite(base) ? base : number.min;
    const next = Math.min(number.max, Math.max(number.min, start + direction * number.step));
    setDraft(next.toFixed(stepDecimals(number.step)));
  };
  const hint = number
    ? t('control.range', { min: number.min, max: number.max, unit: number.unit })
    : spec.type === 'string'
      ? t('control.maxLength', { count: spec.maxLength })
      : t('control.json');
  const hintId = `thing-${id}-hint`;
  return (
    <div className={`dv-editor${problem ? ' field--invalid' : ''}`}>
      <div className="dv-editor__row">
        {number && (
          <button
            type="button"
            className="dv-step"
            aria-label={t('control.minus', { name: model.name })}
            disabled={disabled}
            onClick={() => step(-1)}
            data-testid={`thing-${id}-minus`}
          >
            <MinusOutline aria-hidden="true" />
          </button>
        )}
        {spec.type === 'object' || spec.type === 'array' ? (
          <textarea
            className="field__input dv-json"
            value={text}
            rows={4}
            spellCheck={false}
            aria-label={model.name}
            aria-describedby={hintId}
            aria-invalid={!!problem}
            disabled={disabled}
            onChange={(e) => setDraft(e.target.value)}
            data-testid={`thing-${id}-json`}
          />
        ) : (
          <input
            className="field__input dv-input"
            value={text}
            inputMode={number ? 'decimal' : 'text'}
            maxLength={spec.type === 'string' ? spec.maxLength : undefined}
            aria-label={model.name}
            aria-describedby={hintId}
            aria-invalid={!!problem}
            disabled={disabled}
            onChange={(e) => setDraft(e.target.value)}
            data-testid={`thing-${id}-input`}
          />
        )}
        {number && (
          <button
            type="button"
            className="dv-step"
            aria-label={t('control.plus', { name: model.name })}
            disabled={disabled}
            onClick={() => step(1)}
            data-testid={`thing-${id}-plus`}
          >
            <AddOutline aria-hidden="true" />
          </button>
        )}
      </div>
      <p className="dv-editor__hint" id={hintId}>
        {hint}
      </p>
      {problem && (
        <p className="field__error" role="alert" data-testid={`thing-${id}-error`}>
          {problem}
        </p>
      )}
      <button
        type="button"
        className="kit-button kit-button--primary kit-button--large"
        disabled={disabled || (draft !== undefined && !checked.ok)}
        onClick={() => void send()}
        data-testid={`thing-${id}-send`}
      >
        {t('control.send')}
      </button>
    </div>
  );
}
