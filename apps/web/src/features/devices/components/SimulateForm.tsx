import {
  devicesRoutes,
  type RunningThing,
  type SimulateType,
  THING_TYPES,
  validateValue,
} from '@linli/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../lib/queries.ts';
import { SubmitForm } from '../../common/components/SubmitForm.tsx';
import { TextField } from '../../common/components/TextField.tsx';

export interface SimulateOutcome {
  ok: boolean;
  text: string;
}

/** What a value may be, said in words (range and unit, or the choices), so the check is no surprise. */
function useHint() {
  const { t } = useTranslation('devices');
  return (m: RunningThing): string => {
    const d = m.datatype;
    if (d.type === 'integer' || d.type === 'decimal')
      return t('emulator.range', { min: d.min, max: d.max, unit: d.unit });
    if (d.type === 'string') return t('emulator.maxLength', { count: d.maxLength });
    if (d.type === 'array' || d.type === 'object') return t('emulator.json');
    return '';
  };
}

/**
 * Identifier, value and send for one device (docs/fastbee.md "Device simulator"): the value is checked with
 * the same rules as the server (contracts validateValue) before it is sent; the server's answer is the result
 * line.
 */
export function SimulateForm({
  deviceId,
  things,
  onResult,
}: {
  deviceId: number;
  things: RunningThing[];
  onResult: (outcome: SimulateOutcome) => void;
}) {
  const { t } = useTranslation('devices');
  const hint = useHint();
  const [type, setType] = useState<SimulateType>('property');
  const [thingId, setThingId] = useState('');
  const [value, setValue] = useState('');
  const [remark, setRemark] = useState('');
  const [touched, setTouched] = useState(false);
  const sending = useApiMutation(devicesRoutes.simulate);
  const pickId = useId();
  const valueId = useId();

  const choices = things.filter((m) =>
    type === 'event' ? m.type === THING_TYPES.event : m.type !== THING_TYPES.event,
  );
  const model = choices.find((m) => m.id === thingId) ?? choices[0];
  const checked = model ? validateValue(model, value) : undefined;
  const problem =
    model && checked && !checked.ok && (touched || value !== '')
      ? t(`problem.${checked.reason}`, { name: model.name })
      : '';

  const send = () => {
    setTouched(true);
    if (!model || !checked?.ok) return;
    sending.mutate(
      {
        body: {
          deviceId,
          type,
          items: [{ id: model.id, value: checked.value, ...(remark.trim() && { remark: remark.trim() }) }],
        },
      },
      {
        onSuccess: ({ data }) =>
          onResult({
            ok: true,
            text: t('emulator.sent', {
              name: model.name,
              value: data.accepted[0]?.value ?? checked.value,
              time: new Date(data.ts).toLocaleTimeString(),
            }),
          }),
        // A refusal in the server's words is the result line ('' when the request layer has told already).
        onError: (error) => {
          if (error.message) onResult({ ok: false, text: error.message });
        },
      },
    );
  };

  const d = model?.datatype;
  return (
    <SubmitForm onSubmit={send}>
      <fieldset className="choice-group">
        <legend className="field__label">{t('emulator.type')}</legend>
        {(['property', 'event'] as const).map((key) => (
          <label key={key} className={`choice${type === key ? ' choice--on' : ''}`}>
            <input
              type="radio"
              name="simulate-type"
              checked={type === key}
              onChange={() => {
                setType(key);
                setThingId('');
                setValue('');
                setTouched(false);
              }}
              data-testid={`emulator-type-${key}`}
            />{' '}
            {t(`emulator.${key}`)}
          </label>
        ))}
      </fieldset>
      {choices.length === 0 ? (
        <p className="hint" data-testid="emulator-no-items">
          {t('emulator.noItems')}
        </p>
      ) : (
        <>
          <div className="field">
            <label className="field__label" htmlFor={pickId}>
              {t('emulator.identifier')}
            </label>
            <select
              id={pickId}
              className="field__input dv-select"
              value={model?.id ?? ''}
              onChange={(e) => {
                setThingId(e.target.value);
                setValue('');
                setTouched(false);
              }}
              data-testid="emulator-identifier"
            >
              {choices.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </div>
          {d && (d.type === 'bool' || d.type === 'enum') ? (
            <div className="field">
              <label className="field__label" htmlFor={valueId}>
                {t('emulator.value')}
              </label>
              <select
                id={valueId}
                className="field__input dv-select"
                value={value}
                onChange={(e) => setValue(e.target.value)}
                data-testid="emulator-value"
              >
                <option value="">{t('emulator.choose')}</option>
                {(d.type === 'bool'
                  ? [
                      { value: '1', text: d.trueText },
                      { value: '0', text: d.falseText },
                    ]
                  : d.enumList
                ).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.text}
                  </option>
                ))}
              </select>
              {problem && (
                <p className="field__error" role="alert" data-testid="emulator-error">
                  <span aria-hidden="true">⚠ </span>
                  {problem}
                </p>
              )}
            </div>
          ) : (
            <TextField
              label={t('emulator.value')}
              value={value}
              onChange={(v) => setValue(v)}
              error={problem || undefined}
              inputMode={d?.type === 'integer' || d?.type === 'decimal' ? 'decimal' : undefined}
              data-testid="emulator-value"
            />
          )}
          {model && hint(model) && <p className="hint">{hint(model)}</p>}
          {type === 'event' && (
            <TextField
              label={t('emulator.remark')}
              value={remark}
              onChange={setRemark}
              maxLength={256}
              data-testid="emulator-remark"
            />
          )}
          <button
            type="submit"
            className="kit-button kit-button--primary kit-button--large"
            disabled={sending.isPending || !checked?.ok}
            data-testid="emulator-send"
          >
            {t('emulator.send')}
          </button>
        </>
      )}
    </SubmitForm>
  );
}
