import { DEVICE_TYPES } from '@linli/contracts';
import { VideoOutline } from 'antd-mobile-icons';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';

/** On a camera's page (deviceType 3): the way to its live video (FastBee 设备直播). */
export function VideoLink({ deviceId, deviceType }: { deviceId: number; deviceType: number }) {
  if (deviceType !== DEVICE_TYPES.video) return null;
  return (
    <Suspense fallback={null}>
      <Link deviceId={deviceId} />
    </Suspense>
  );
}

function Link({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('video');
  const go = useNavigateOnce();
  return (
    <button
      type="button"
      className="kit-button kit-button--compact"
      onClick={() => go(withQuery(paths.devicePlayer, { deviceId: String(deviceId) }))}
      data-testid="device-link-video"
    >
      <VideoOutline aria-hidden="true" /> {t('link')}
    </button>
  );
}
