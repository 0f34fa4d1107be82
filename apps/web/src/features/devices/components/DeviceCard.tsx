import { DEVICE_STATUS, type DeviceShort } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import type { LiveStatus } from '../hooks/useLive.ts';
import { keyReadings, productKind } from '../keyReading.ts';
import { DeviceImage } from './DeviceImage.tsx';
import { ShadowBadge, SharedBadge, SignalBars, StatusBadge } from './StatusBadge.tsx';

/**
 * A device card of 'my devices' (docs/fastbee.md "Home and device cards"): the drawing of its kind, name,
 * product, its key reading (a plug's switch and power, a thermometer's temperature and humidity), status,
 * signal, shadow, shared.
 */
export function DeviceCard({
  device,
  live,
  onOpen,
}: {
  device: DeviceShort;
  live: LiveStatus | undefined;
  onOpen: () => void;
}) {
  const { t } = useTranslation('devices');
  const status = live?.status ?? device.status;
  const isShadow = live?.isShadow ?? device.isShadow;
  const rssi = live ? live.rssi : device.rssi;
  const online = status === DEVICE_STATUS.online;
  const id = device.deviceId;
  const readings = keyReadings(productKind(device.imgUrl, device.deviceType), device.readings);
  return (
    <button
      type="button"
      className={`kit-card dv-card${online ? ' dv-card--online' : ''}`}
      onClick={onOpen}
      data-testid={`device-card-${id}`}
      data-serial={device.serialNumber}
      data-status={status}
    >
      <span className="dv-card__top">
        <DeviceImage imgUrl={device.imgUrl} deviceType={device.deviceType} />
        <span className="dv-card__titles">
          <span className="dv-card__name" data-testid={`device-name-${id}`}>
            {device.deviceName}
          </span>
          <span className="dv-card__product">{device.productName}</span>
        </span>
      </span>
      {/* A last value of a device that is not online may be old: it is shown, greyed. */}
      <span
        className={`dv-card__reading${online ? '' : ' dv-card__reading--stale'}`}
        data-testid={`device-reading-${id}`}
      >
        {readings.length === 0 && t('detail.noValue')}
        {readings.map((r, i) => (
          <span key={r.id}>
            {i > 0 && ' · '}
            {r.name && t('list.readingName', { name: r.name })}
            <span className="dv-card__value">{r.text}</span>
          </span>
        ))}
      </span>
      <span className="dv-card__tags">
        <StatusBadge status={status} testId={`device-status-${id}`} />
        <SignalBars rssi={rssi} online={online} testId={`device-signal-${id}`} />
        {isShadow === 1 && <ShadowBadge />}
        {device.isOwner === 0 && <SharedBadge testId={`device-shared-${id}`} />}
      </span>
    </button>
  );
}
