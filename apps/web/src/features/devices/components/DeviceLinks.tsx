import { BellOutline, ClockCircleOutline, UserAddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';

/**
 * The device page's way to its timers (everyone: the server decides whether a shared user may), its
 * sharing and its alerts (the owner only, as in FastBee: only the owner shares).
 */
export function DeviceLinks({ deviceId, owner }: { deviceId: number; owner: boolean }) {
  const { t } = useTranslation('devices');
  const go = useNavigateOnce();
  const q = { deviceId: String(deviceId) };
  return (
    <nav className="kit-spread" aria-label={t('links.label')}>
      <button
        type="button"
        className="kit-button kit-button--compact"
        onClick={() => go(withQuery(paths.timerList, q))}
        data-testid="device-link-timers"
      >
        <ClockCircleOutline aria-hidden="true" /> {t('links.timers')}
      </button>
      {owner && (
        <button
          type="button"
          className="kit-button kit-button--compact"
          onClick={() => go(withQuery(paths.shareList, q))}
          data-testid="device-link-share"
        >
          <UserAddOutline aria-hidden="true" /> {t('links.share')}
        </button>
      )}
      {owner && (
        <button
          type="button"
          className="kit-button kit-button--compact"
          onClick={() => go(withQuery(paths.tabAlert, q))}
          data-testid="device-link-alerts"
        >
          <BellOutline aria-hidden="true" /> {t('links.alerts')}
        </button>
      )}
    </nav>
  );
}
