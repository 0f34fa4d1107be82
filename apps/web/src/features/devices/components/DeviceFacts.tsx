import { DEVICE_STATUS, type Device, type MqttConnectData, rssiBars, versionText } from '@linli/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../format.ts';
import type { LiveStatus } from '../hooks/useLive.ts';
import { StatusBadge } from './StatusBadge.tsx';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="dv-fact">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** Read-only facts of the details tab: status, serial, product, firmware, signal, IP, activation time. */
export function DeviceFacts({ device, live }: { device: Device; live: LiveStatus | undefined }) {
  const { t, i18n } = useTranslation('devices');
  const status = live?.status ?? device.status;
  const rssi = live ? live.rssi : device.rssi;
  const bars = status === DEVICE_STATUS.online ? rssiBars(rssi) : 0;
  return (
    <section className="kit-card" aria-labelledby="dv-facts">
      <h2 className="dv-section__title" id="dv-facts">
        {t('info.facts')}
      </h2>
      <dl className="dv-facts">
        <Fact label={t('info.status')}>
          <StatusBadge status={status} />
        </Fact>
        <Fact label={t('info.serialNumber')} testId="device-fact-serial">
          {device.serialNumber}
        </Fact>
        <Fact label={t('info.productName')}>{device.productName}</Fact>
        <Fact label={t('info.firmwareVersion')}>{`v${versionText(device.firmwareVersion)}`}</Fact>
        <Fact label={t('info.signal')}>
          {t(`signal.${bars}`)}
          {rssi !== null && status === DEVICE_STATUS.online ? ` (${rssi} dBm)` : ''}
        </Fact>
        <Fact label={t('info.networkIp')}>{device.networkIp || '—'}</Fact>
        <Fact label={t('info.activeTime')}>{formatTime(device.activeTime, i18n.language)}</Fact>
        <Fact label={t('info.owner')}>{device.isOwner === 1 ? t('info.mine') : t('info.sharedWithMe')}</Fact>
      </dl>
    </section>
  );
}

/** What a real device needs to connect (owner only), as FastBee shows on the details tab. */
export function ConnectDataCard({ data }: { data: MqttConnectData }) {
  const { t } = useTranslation('devices');
  const [show, setShow] = useState(false);
  return (
    <section className="kit-card" aria-labelledby="dv-mqtt" data-testid="device-mqtt">
      <h2 className="dv-section__title" id="dv-mqtt">
        {t('info.mqtt')}
      </h2>
      <p className="hint">{t('info.mqttHint')}</p>
      <dl className="dv-facts dv-facts--code">
        <Fact label={t('info.mqttHost')}>{data.host}</Fact>
        <Fact label={t('info.mqttPort')}>{data.port}</Fact>
        <Fact label={t('info.mqttWs')}>{data.wsPath}</Fact>
        <Fact label={t('info.mqttClientId')} testId="device-mqtt-client-id">
          {data.clientId}
        </Fact>
        <Fact label={t('info.mqttUsername')}>{data.username}</Fact>
        <Fact label={t('info.mqttPassword')}>
          <span className="dv-secret">{show ? data.passwd : '••••••••'}</span>
          <button
            type="button"
            className="link-button"
            onClick={() => setShow((s) => !s)}
            aria-pressed={show}
            data-testid="device-mqtt-show"
          >
            {show ? t('info.mqttHide') : t('info.mqttShow')}
          </button>
        </Fact>
        <Fact label={t('info.mqttSubscribe')}>
          {data.subscribeTopic.map((topic) => (
            <code key={topic}>{topic}</code>
          ))}
        </Fact>
        <Fact label={t('info.mqttReport')}>
          {data.reportTopic.map((topic) => (
            <code key={topic}>{topic}</code>
          ))}
        </Fact>
      </dl>
    </section>
  );
}
