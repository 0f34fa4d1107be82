import { DEVICE_STATUS, type DeviceStatus, rssiBars } from '@linli/contracts';
import { useTranslation } from 'react-i18next';

const STATUS_ICON: Record<DeviceStatus, string> = {
  [DEVICE_STATUS.notActive]: '○',
  [DEVICE_STATUS.disabled]: '⊘',
  [DEVICE_STATUS.online]: '●',
  [DEVICE_STATUS.offline]: '◌',
};

/** Device status as text and an icon, never colour alone (docs/architecture.md "Elder mode"). */
export function StatusBadge({ status, testId }: { status: DeviceStatus; testId?: string }) {
  const { t } = useTranslation('devices');
  return (
    <span className={`kit-pill dv-status--${status}`} data-testid={testId} data-status={status}>
      <span aria-hidden="true">{STATUS_ICON[status]}</span>
      {t(`status.${status}`)}
    </span>
  );
}

/** FastBee's Wi-Fi bars from RSSI (only while online), with the quality in words for screen readers. */
export function SignalBars({
  rssi,
  online,
  testId,
}: {
  rssi: number | null;
  online: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('devices');
  const bars = online ? rssiBars(rssi) : 0;
  const label = `${t('signal.label')}: ${t(`signal.${bars}`)}`;
  return (
    <span
      className="dv-signal"
      role="img"
      aria-label={label}
      title={label}
      data-testid={testId}
      data-bars={bars}
    >
      <svg viewBox="0 0 20 16" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <rect
            key={i}
            x={i * 5}
            y={12 - i * 4}
            width="3.4"
            height={4 + i * 4}
            rx="0.8"
            className={i < bars ? 'dv-signal__on' : 'dv-signal__off'}
          />
        ))}
      </svg>
    </span>
  );
}

export function ShadowBadge() {
  const { t } = useTranslation('devices');
  return (
    <span className="kit-pill dv-tag dv-tag--shadow">
      <span aria-hidden="true">◐ </span>
      {t('status.shadow')}
    </span>
  );
}

export function SharedBadge({ testId }: { testId?: string }) {
  const { t } = useTranslation('devices');
  return (
    <span className="kit-pill dv-tag dv-tag--shared" title={t('status.sharedHint')} data-testid={testId}>
      <span aria-hidden="true">⇄ </span>
      {t('status.shared')}
    </span>
  );
}
