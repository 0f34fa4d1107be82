import { useTranslation } from 'react-i18next';

interface GaugeProps {
  id: string;
  name: string;
  value: string | undefined;
  min: number;
  max: number;
  unit: string;
  /** Bumps on every live value, so a reader (and the e2e journey) sees a fresh report. */
  at?: number | undefined;
}

const R = 42;
const ARC = Math.PI * R;

/**
 * A half-ring gauge for chart items (docs/fastbee.md "Device page"), normalised with the model's min and max.
 */
export function Gauge({ id, name, value, min, max, unit, at }: GaugeProps) {
  const { t } = useTranslation('devices');
  const n = value === undefined || value === '' ? Number.NaN : Number(value);
  const has = Number.isFinite(n);
  const ratio = has && max > min ? Math.min(1, Math.max(0, (n - min) / (max - min))) : 0;
  const label = has ? `${name}: ${value} ${unit}` : `${name}: ${t('detail.noValue')}`;
  return (
    <figure className="dv-gauge" data-testid={`gauge-${id}`} data-value={has ? value : ''} data-at={at ?? ''}>
      <svg viewBox="0 0 100 58" role="img" aria-label={label}>
        <path d="M8 50 A42 42 0 0 1 92 50" className="dv-gauge__track" />
        {has && (
          <path
            d="M8 50 A42 42 0 0 1 92 50"
            className="dv-gauge__bar"
            strokeDasharray={`${ARC * ratio} ${ARC}`}
          />
        )}
      </svg>
      <figcaption>
        <span className="dv-gauge__value" data-testid={`gauge-${id}-value`}>
          {has ? value : '—'}
          {has && unit && <small> {unit}</small>}
        </span>
        <span className="dv-gauge__name">{name}</span>
      </figcaption>
    </figure>
  );
}
