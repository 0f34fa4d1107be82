import { type Device, deviceUpdateBody, LOCATION_WAY } from '@linli/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, withQuery } from '../../../lib/paths.ts';
import { SubmitForm } from '../../common/components/SubmitForm.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import {
  clearLocationPick,
  deviceFormPickKey,
  peekLocationPick,
  startLocationPick,
} from '../../linking/index.ts';
import { formatCoordinates } from '../format.ts';

export interface DeviceForm {
  deviceName: string;
  locationWay: string;
  longitude: string;
  latitude: string;
  networkAddress: string;
  remark: string;
  isShadow: boolean;
  isDisabled: boolean;
}

type Field = keyof DeviceForm;

/** The device's address where it has one, else its point in words; undefined when there is neither. */
function placeText(form: DeviceForm, language: string): string | undefined {
  if (form.networkAddress.trim()) return form.networkAddress.trim();
  const lat = Number(form.latitude);
  const lng = Number(form.longitude);
  if (!form.latitude || !form.longitude || !Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  return formatCoordinates(lat, lng, language);
}

export function formOf(device: Device): DeviceForm {
  return {
    deviceName: device.deviceName,
    locationWay: String(device.locationWay ?? ''),
    longitude: device.longitude === null ? '' : String(device.longitude),
    latitude: device.latitude === null ? '' : String(device.latitude),
    networkAddress: device.networkAddress ?? '',
    remark: device.remark ?? '',
    isShadow: device.isShadow === 1,
    isDisabled: device.isDisabled === 1,
  };
}

/**
 * docs/product.md "Devices": device name and position method cannot be empty; a custom position needs its
 * coordinates.
 */
export function checkDeviceForm(form: DeviceForm) {
  const parsed = deviceUpdateBody.safeParse({
    ...form,
    locationWay: form.locationWay,
    isShadow: form.isShadow ? 1 : 0,
    isDisabled: form.isDisabled ? 1 : 0,
  });
  if (parsed.success) return { ok: true as const, body: parsed.data };
  const errors: Partial<Record<Field, 'required' | 'invalid'>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as Field | undefined;
    if (!key || errors[key]) continue;
    const empty = String(form[key] ?? '').trim() === '';
    errors[key] = empty ? 'required' : 'invalid';
  }
  return { ok: false as const, errors };
}

const WAYS = [LOCATION_WAY.auto, LOCATION_WAY.device, LOCATION_WAY.custom] as const;

/**
 * The editable half of the details tab (docs/fastbee.md "Device page"): name, position, shadow, disabled,
 * remark.
 */
export function DeviceInfoForm({
  device,
  onSave,
}: {
  device: Device;
  onSave: (body: ReturnType<typeof checkDeviceForm> & { ok: true }) => void;
}) {
  const { t, i18n } = useTranslation('devices');
  const { t: tl } = useTranslation('linking');
  const go = useNavigateOnce();
  const pickKey = deviceFormPickKey(device.deviceId);
  // Back from /choose-location: the unsaved draft, with the picked point (the map picker).
  const [form, setForm] = useState(() => {
    const pick = peekLocationPick<DeviceForm>(pickKey);
    if (!pick) return formOf(device);
    if (!pick.coords) return pick.draft;
    const { lng, lat } = pick.coords;
    return {
      ...pick.draft,
      locationWay: String(LOCATION_WAY.custom),
      longitude: String(lng),
      latitude: String(lat),
    };
  });
  useEffect(() => clearLocationPick(pickKey), [pickKey]);
  const pickOnMap = () => {
    startLocationPick(pickKey, form);
    go(
      withQuery(paths.chooseLocation, {
        longitude: form.longitude || undefined,
        latitude: form.latitude || undefined,
      }),
    );
  };
  const [errors, setErrors] = useState<Partial<Record<Field, 'required' | 'invalid'>>>({});
  const owner = device.isOwner === 1;
  const set = <K extends Field>(key: K, value: DeviceForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const message = (key: Field) => {
    const kind = errors[key];
    return kind ? t(`info.${kind}`, { field: t(`info.${key}`) }) : undefined;
  };
  const submit = () => {
    const checked = checkDeviceForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    onSave(checked);
  };
  return (
    <SubmitForm onSubmit={submit} testId="device-form" className="kit-card">
      <h2 className="dv-section__title">{t('info.title')}</h2>
      <TextField
        label={t('info.deviceName')}
        value={form.deviceName}
        onChange={(v) => set('deviceName', v)}
        error={message('deviceName')}
        placeholder={t('info.deviceNamePlaceholder')}
        maxLength={64}
        required
        disabled={!owner}
        data-testid="device-form-name"
      />
      <fieldset className="choice-group" aria-describedby={errors.locationWay ? 'dv-way-error' : undefined}>
        <legend className="field__label">{t('info.locationWay')}</legend>
        {WAYS.map((way) => (
          <label key={way} className={`choice${form.locationWay === String(way) ? ' choice--on' : ''}`}>
            <input
              type="radio"
              name="locationWay"
              value={way}
              checked={form.locationWay === String(way)}
              disabled={!owner}
              onChange={() => set('locationWay', String(way))}
              data-testid={`device-form-way-${way}`}
            />
            {t(`info.way${way}`)}
          </label>
        ))}
        {errors.locationWay && (
          <p className="field__error" id="dv-way-error" role="alert">
            <span aria-hidden="true">⚠ </span>
            {message('locationWay')}
          </p>
        )}
      </fieldset>
      {form.locationWay === String(LOCATION_WAY.custom) && (
        <div className="dv-place">
          <p className="field__label">{t('info.place')}</p>
          {/* A place in words; the point itself is chosen on the map picker, never typed as numbers. */}
          <p className="dv-place__text" data-testid="device-form-place">
            {placeText(form, i18n.language) ?? t('info.noPlace')}
          </p>
          {(errors.longitude || errors.latitude) && (
            <p className="field__error" role="alert">
              <span aria-hidden="true">⚠ </span>
              {t('info.placeMissing')}
            </p>
          )}
          {owner && (
            <button
              type="button"
              className="kit-button"
              onClick={pickOnMap}
              data-testid="device-form-pick-map"
            >
              {tl('map.pick')}
            </button>
          )}
        </div>
      )}
      <TextField
        label={t('info.networkAddress')}
        value={form.networkAddress}
        onChange={(v) => set('networkAddress', v)}
        error={message('networkAddress')}
        maxLength={128}
        disabled={!owner}
        data-testid="device-form-address"
      />
      <TextField
        label={t('info.remark')}
        value={form.remark}
        onChange={(v) => set('remark', v)}
        error={message('remark')}
        maxLength={140}
        disabled={!owner}
        data-testid="device-form-remark"
      />
      <Toggle
        label={t('info.isShadow')}
        hint={t('info.isShadowHint')}
        checked={form.isShadow}
        disabled={!owner}
        onChange={(v) => set('isShadow', v)}
        testId="device-form-shadow"
      />
      <Toggle
        label={t('info.isDisabled')}
        hint={t('info.isDisabledHint')}
        checked={form.isDisabled}
        disabled={!owner}
        onChange={(v) => set('isDisabled', v)}
        testId="device-form-disabled"
      />
      {owner && (
        <button
          type="submit"
          className="kit-button kit-button--primary kit-button--large"
          data-testid="device-form-save"
        >
          {t('info.save')}
        </button>
      )}
    </SubmitForm>
  );
}

function Toggle({
  label,
  hint,
  checked,
  disabled,
  onChange,
  testId,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (v: boolean) => void;
  testId: string;
}) {
  return (
    <label className="dv-toggle">
      <span className="dv-toggle__text">
        <span className="field__label">{label}</span>
        <span className="hint">{hint}</span>
      </span>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="dv-toggle__input"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
    </label>
  );
}
