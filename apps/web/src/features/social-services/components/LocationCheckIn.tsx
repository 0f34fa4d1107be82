import { LocationOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldBinding, FieldError } from '../../common/components/FieldFrame.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import { formatCoordinates } from '../../devices/index.ts';

export interface CheckIn {
  latitude: string;
  longitude: string;
}

/**
 * Home-visit check-in: the phone's position (navigator.geolocation), said as a place in words. Coordinates are
 * typed only when the phone cannot give its position: a check-in is where the phone was, not a form to fill.
 */
export function LocationCheckIn({ value, onChange, error }: FieldBinding<CheckIn>) {
  const { t, i18n } = useTranslation('socialServices');
  const [state, setState] = useState<'idle' | 'locating' | 'failed'>('idle');
  const locate = () => {
    if (!navigator.geolocation) {
      setState('failed');
      return;
    }
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        onChange({ latitude: pos.coords.latitude.toFixed(6), longitude: pos.coords.longitude.toFixed(6) });
        setState('idle');
      },
      () => setState('failed'),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };
  return (
    <div className="kit-card ss-card" data-testid="check-in">
      <button
        type="button"
        className="ss-button ss-button--ghost"
        onClick={locate}
        data-testid="check-in-locate"
      >
        <LocationOutline aria-hidden="true" />{' '}
        {state === 'locating' ? t('record.locating') : t('record.checkIn')}
      </button>
      <p className="ss-muted" aria-live="polite" data-testid="check-in-status">
        {state === 'failed'
          ? t('record.locateFailed')
          : value.latitude && value.longitude
            ? t('record.located', {
                place: formatCoordinates(Number(value.latitude), Number(value.longitude), i18n.language),
              })
            : ''}
      </p>
      {state === 'failed' && (
        <div className="ss-actions">
          <TextField
            label={t('record.latitude')}
            inputMode="decimal"
            value={value.latitude}
            onChange={(latitude) => onChange({ ...value, latitude })}
            data-testid="visit-latitude"
          />
          <TextField
            label={t('record.longitude')}
            inputMode="decimal"
            value={value.longitude}
            onChange={(longitude) => onChange({ ...value, longitude })}
            data-testid="visit-longitude"
          />
        </div>
      )}
      <FieldError error={error} />
    </div>
  );
}
