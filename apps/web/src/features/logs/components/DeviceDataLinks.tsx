import { FileOutline, HistogramOutline, VideoOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';

/**
 * The device page's way to its log, statistics and live monitor (FastBee APP-A bottom bar). Everyone sees
 * them; the server decides whether a shared user holds the log / statistic / monitor permission.
 */
export function DeviceDataLinks({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('logs');
  const go = useNavigateOnce();
  const q = { deviceId: String(deviceId) };
  const links = [
    { key: 'log', path: paths.deviceLog, icon: <FileOutline aria-hidden="true" />, text: t('links.log') },
    {
      key: 'statistic',
      path: paths.deviceStatistic,
      icon: <HistogramOutline aria-hidden="true" />,
      text: t('links.statistic'),
    },
    {
      key: 'monitor',
      path: paths.deviceMonitor,
      icon: <VideoOutline aria-hidden="true" />,
      text: t('links.monitor'),
    },
  ];
  return (
    <nav className="kit-spread" aria-label={t('links.label')}>
      {links.map((link) => (
        <button
          key={link.key}
          type="button"
          className="kit-button kit-button--compact"
          onClick={() => go(withQuery(link.path, q))}
          data-testid={`device-link-${link.key}`}
        >
          {link.icon} {link.text}
        </button>
      ))}
    </nav>
  );
}
