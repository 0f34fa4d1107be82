import { DEVICE_TYPES, STREAM_URL_PROPERTY } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useIdParam, useRunningStatus } from '../../../features/devices/hooks/useDeviceQueries.ts';
import { VideoPlayer } from '../../../features/video/components/VideoPlayer.tsx';
import { resolveStreamUrl } from '../../../features/video/player.ts';
import '../../../features/devices/devices.css';
import '../../../features/video/video.css';
import { QueryState } from '../../../features/common/components/QueryState.tsx';

/**
 * /pages_player/list/devicePlayer and /pages_player/list/devicePlayerApp
 * (docs/product.md "Screens and routes": no pull-down refresh), `?deviceId=`: the camera's live stream. The
 * App variant fills the width, like FastBee's App player.
 */
export function DevicePlayer({ variant }: { variant: 'page' | 'app' }) {
  const { t } = useTranslation('video');
  const deviceId = useIdParam('deviceId') ?? 0;
  const running = useRunningStatus(deviceId);
  const device = running.data;
  const raw = device?.thingsModels.find((m) => m.id === STREAM_URL_PROPERTY)?.value ?? '';
  const url = raw ? resolveStreamUrl(raw) : '';
  const noStream = !!device && (device.deviceType !== DEVICE_TYPES.video || !url);
  return (
    <>
      <PageHeader title={device?.deviceName ?? t('title')} />
      <div className={`vp-page${variant === 'app' ? ' vp-page--app' : ''}`} data-testid="video-page">
        <QueryState
          loading={deviceId > 0 && running.isPending}
          error={deviceId === 0 || running.isError || noStream}
          errorText={
            deviceId === 0
              ? t('notFound')
              : noStream
                ? t('noStream')
                : running.error?.message || t('error.title')
          }
          onRetry={() => void running.refetch()}
          testId="video-device"
        >
          {device && url && (
            <VideoPlayer
              key={url}
              url={url}
              channel={device.deviceName}
              title={t('label', { name: device.deviceName })}
            />
          )}
        </QueryState>
      </div>
    </>
  );
}

export default function DevicePlayerScreen() {
  return <DevicePlayer variant="page" />;
}
