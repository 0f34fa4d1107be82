import { linkingRoutes, type PhoneDevice } from '@linli/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { formatCoordinates } from '../../../features/devices/index.ts';
import { usePermissionFlow } from '../../../features/linking/permissions/PermissionFlow.tsx';
import {
  allowMotion,
  type PhoneReport,
  type ReporterState,
  startPhoneReporter,
} from '../../../features/linking/phone/phoneReporter.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useApiMutation } from '../../../lib/queries.ts';
import '../../../features/linking/linking.css';

/**
 * /pagesB/list/user/phone: mobile monitoring (FastBee 手机监控). This phone reports its location, battery and
 * motion as the user's 'phone' device while the page is open; location only after the permission flow.
 */
export default function PhoneMonitorScreen() {
  const { t, i18n } = useTranslation('linking');
  const go = useNavigateOnce();
  const permission = usePermissionFlow();
  const [phone, setPhone] = useState<PhoneDevice>();
  const [state, setState] = useState<ReporterState | 'idle'>('idle');
  const [report, setReport] = useState<PhoneReport>({});
  const [locationAllowed, setLocationAllowed] = useState<boolean>();
  const reporter = useRef<{ stop(): void }>(undefined);
  // The phone as a device of its own: registered (or found again) without a loading mask, the status says it.
  const registering = useApiMutation(linkingRoutes.phone, { loading: false });

  useEffect(() => () => reporter.current?.stop(), []);

  const start = async () => {
    await allowMotion();
    const location = await permission.ask('location');
    setLocationAllowed(location);
    // A refusal is toasted by the mutation; the screen then stays as it was.
    const answer = await registering.mutateAsync({}).catch(() => undefined);
    if (!answer) return;
    const device = answer.data;
    setPhone(device);
    reporter.current?.stop();
    reporter.current = await startPhoneReporter({
      phone: device,
      location,
      onState: setState,
      onReport: setReport,
    });
  };
  const stop = () => {
    reporter.current?.stop();
    reporter.current = undefined;
    setState('idle');
  };

  const location = report.location
    ? (JSON.parse(report.location) as { lng: number; lat: number })
    : undefined;
  const running = state !== 'idle' && state !== 'closed';
  return (
    <>
      <PageHeader title={t('phone.title')} />
      <div className="lk-page" data-testid="phone-monitor" data-state={state}>
        <p className="hint">{t('phone.hint')}</p>
        <section className="kit-card" aria-live="polite">
          <h2 className="lk-card__title">{phone?.deviceName ?? t('phone.device')}</h2>
          <p
            className={`lk-status${state === 'connected' ? ' lk-status--ok' : ''}`}
            data-testid="phone-state"
          >
            {t(`phone.state.${state}`)}
          </p>
          <dl className="lk-facts">
            <dt>{t('phone.location')}</dt>
            <dd data-testid="phone-location">
              {location
                ? formatCoordinates(Number(location.lat), Number(location.lng), i18n.language)
                : locationAllowed === false
                  ? t('phone.locationDenied')
                  : '—'}
            </dd>
            <dt>{t('phone.battery')}</dt>
            <dd data-testid="phone-battery">
              {report.battery !== undefined
                ? `${report.battery}%${report.charging === '1' ? ` · ${t('phone.charging')}` : ''}`
                : t('phone.unavailable')}
            </dd>
            <dt>{t('phone.motion')}</dt>
            <dd data-testid="phone-motion">{report.motion !== undefined ? `${report.motion} m/s²` : '—'}</dd>
          </dl>
        </section>
        {running ? (
          <button type="button" className="kit-button" onClick={stop} data-testid="phone-stop">
            {t('phone.stop')}
          </button>
        ) : (
          <button
            type="button"
            className="kit-button kit-button--primary kit-button--large"
            onClick={() => void start()}
            data-testid="phone-start"
          >
            {t('phone.start')}
          </button>
        )}
        {phone && (
          <button
            type="button"
            className="kit-button"
            onClick={() => go(withQuery(paths.deviceDetail, { deviceId: String(phone.deviceId) }))}
            data-testid="phone-open-device"
          >
            {t('phone.openDevice')}
          </button>
        )}
      </div>
      {permission.element}
    </>
  );
}
