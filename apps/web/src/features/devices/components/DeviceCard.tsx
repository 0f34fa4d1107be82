import { DEVICE_STATUS, type DeviceShort } from '@linli/contracts';
import type { LiveStatus } from '../hooks/useLive.ts';
import { DeviceImage } from './DeviceImage.tsx';
import { ShadowBadge, SharedBadge, SignalBars, StatusBadge } from './StatusBadge.tsx';

/**
 * A device card of 'my devices' (docs/fastbee.md "Home and device cards"): picture, name, status, signal,
 * shadow, shared.
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
  const status = live?.status ?? device.status;
  const isShadow = live?.isShadow ?? device.isShadow;
  const rssi = live ? live.rssi : device.rssi;
  const online = status === DEVICE_STATUS.online;
  const id = device.deviceId;
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
        <SignalBars rssi={rssi} online={online} testId={`device-signal-${id}`} />
      </span>
      <span className="dv-card__name" data-testid={`device-name-${id}`}>
        {device.deviceName}
      </span>
      <span className="dv-card__product">{device.productName}</span>
      <span className="dv-card__tags">
        <StatusBadge status={status} testId={`device-status-${id}`} />
        {isShadow === 1 && <ShadowBadge />}
        {device.isOwner === 0 && <SharedBadge testId={`device-shared-${id}`} />}
      </span>
    </button>
  );
}
