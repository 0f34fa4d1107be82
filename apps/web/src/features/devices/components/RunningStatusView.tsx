import { DEVICE_STATUS, type DeviceStatus, type RunningThing, STREAM_URL_PROPERTY } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { useElderMode } from '../../../lib/preferences.ts';
import { canControl } from '../format.ts';
import type { LiveValue } from '../hooks/useLive.ts';
import { Gauge } from './Gauge.tsx';
import { ThingControl } from './ThingControl.tsx';

interface RunningStatusViewProps {
  things: RunningThing[];
  status: DeviceStatus;
  isShadow: 0 | 1;
  live: Record<string, LiveValue>;
  pending: Record<string, string>;
  onSend: (model: RunningThing, value: string) => Promise<boolean>;
}

function StateBanner({ status, isShadow }: { status: DeviceStatus; isShadow: 0 | 1 }) {
  const { t } = useTranslation('devices');
  const [kind, icon, text] =
    status === DEVICE_STATUS.online
      ? ['online', '●', t('detail.online')]
      : status === DEVICE_STATUS.disabled
        ? ['off', '⊘', t('detail.disabled')]
        : status === DEVICE_STATUS.notActive
          ? ['off', '○', t('detail.notActive')]
          : isShadow === 1
            ? ['shadow', '◐', t('detail.shadowMode')]
            : ['off', '◌', t('detail.offline')];
  return (
    <p className={`dv-banner dv-banner--${kind}`} data-testid="device-state" data-status={status}>
      <span aria-hidden="true">{icon}</span> {text}
    </p>
  );
}

/** The running-status tab: state banner, gauges for chart items, one control per item, events. */
export function RunningStatusView({
  things,
  status,
  isShadow,
  live,
  pending,
  onSend,
}: RunningStatusViewProps) {
  const { t } = useTranslation('devices');
  const controllable = canControl(status, isShadow);
  const valueFor = (m: RunningThing) => live[m.id]?.value ?? m.value;
  const charts = things.filter(
    (m) => m.isChart === 1 && (m.datatype.type === 'integer' || m.datatype.type === 'decimal'),
  );
  // A camera's stream address is for the player, not for people: the player's button stands for it.
  const items = things.filter((m) => m.type !== 3 && m.id !== STREAM_URL_PROPERTY);
  const events = things.filter((m) => m.type === 3);
  // Elder mode (docs/architecture.md "Elder mode"): what one can press comes first, what one can only read
  // after it, so a plug's switch is not a long scroll below its readings.
  const elder = useElderMode();
  const controls = items.filter((m) => m.isReadonly !== 1);
  const readOnly = items.filter((m) => m.isReadonly === 1);
  const renderItem = (m: RunningThing) => (
    <ThingControl
      key={m.id}
      model={m}
      value={valueFor(m)}
      disabled={!controllable}
      pending={pending[m.id]}
      onSend={(value) => onSend(m, value)}
    />
  );
  const gauges = charts.length > 0 && (
    <section className="dv-section" aria-labelledby="dv-charts">
      <h2 className="dv-section__title" id="dv-charts">
        {t('detail.charts')}
      </h2>
      <div className="dv-gauges">
        {charts.map((m) =>
          m.datatype.type === 'integer' || m.datatype.type === 'decimal' ? (
            <Gauge
              key={m.id}
              id={m.id}
              name={m.name}
              value={valueFor(m)}
              min={m.datatype.min}
              max={m.datatype.max}
              unit={m.datatype.unit}
              at={live[m.id]?.at}
            />
          ) : null,
        )}
      </div>
    </section>
  );
  return (
    <div className="dv-running">
      <StateBanner status={status} isShadow={isShadow} />
      {things.length === 0 && <p className="hint">{t('detail.noModels')}</p>}
      {elder ? (
        <>
          {controls.length > 0 && (
            <section className="dv-section" aria-labelledby="dv-controls" data-testid="device-controls">
              <h2 className="dv-section__title" id="dv-controls">
                {t('detail.controlsOnly')}
              </h2>
              {controls.map(renderItem)}
            </section>
          )}
          {gauges}
          {readOnly.length > 0 && (
            <section className="dv-section" aria-labelledby="dv-states" data-testid="device-states">
              <h2 className="dv-section__title" id="dv-states">
                {t('detail.states')}
              </h2>
              {readOnly.map(renderItem)}
            </section>
          )}
        </>
      ) : (
        <>
          {gauges}
          {items.length > 0 && (
            <section className="dv-section" aria-labelledby="dv-controls">
              <h2 className="dv-section__title" id="dv-controls">
                {t('detail.controls')}
              </h2>
              {items.map(renderItem)}
            </section>
          )}
        </>
      )}
      {events.length > 0 && (
        <section className="dv-section" aria-labelledby="dv-events">
          <h2 className="dv-section__title" id="dv-events">
            {t('detail.events')}
          </h2>
          {events.map((m) => (
            <ThingControl key={m.id} model={m} value={valueFor(m)} onSend={() => false} />
          ))}
        </section>
      )}
    </div>
  );
}
