import { devicesRoutes } from '@linli/contracts';
import { DeleteOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { QueryState } from '../../../features/common/components/QueryState.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { ConnectDataCard, DeviceFacts } from '../../../features/devices/components/DeviceFacts.tsx';
import { DeviceInfoForm } from '../../../features/devices/components/DeviceInfoForm.tsx';
import { DeviceLinks } from '../../../features/devices/components/DeviceLinks.tsx';
import { GatewayLine } from '../../../features/devices/components/GatewayLine.tsx';
import { RealtimeBadge } from '../../../features/devices/components/RealtimeBadge.tsx';
import { RunningStatusView } from '../../../features/devices/components/RunningStatusView.tsx';
import { SubDevicesSection } from '../../../features/devices/components/SubDevicesSection.tsx';
import {
  useDeviceDetail,
  useIdParam,
  useRunningStatus,
} from '../../../features/devices/hooks/useDeviceQueries.ts';
import { type LiveStatus, useLiveDevice } from '../../../features/devices/hooks/useLive.ts';
import { useSimulateAccess } from '../../../features/devices/hooks/useSimulateAccess.ts';
import { useThingCommand } from '../../../features/devices/hooks/useThingCommand.ts';
import { afterDeviceChange } from '../../../features/devices/queries.ts';
import { deviceFormPickKey, peekLocationPick } from '../../../features/linking/map/pickStore.ts';
import { DeviceDataLinks } from '../../../features/logs/components/DeviceDataLinks.tsx';
import { OtaSection } from '../../../features/ota/components/OtaSection.tsx';
import { VideoLink } from '../../../features/video/components/VideoLink.tsx';
import { confirm, toast } from '../../../lib/feedback.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useElderMode } from '../../../lib/preferences.ts';
import { useApiMutation, useData } from '../../../lib/queries.ts';
import '../../../features/devices/devices.css';

type Tab = 'running' | 'details';

/** /pagesA/device/detail?deviceId=: running status with live values and controls; details; delete. */
export default function DeviceDetailScreen() {
  const { t } = useTranslation('devices');
  const deviceId = useIdParam('deviceId') ?? 0;
  // Back from the map picker (/choose-location): straight to the details tab, where the picked point waits.
  const [tab, setTab] = useState<Tab>(() =>
    peekLocationPick(deviceFormPickKey(deviceId)) ? 'details' : 'running',
  );
  const running = useRunningStatus(deviceId);
  const device = running.data;
  const command = useThingCommand(device);
  const live = useLiveDevice(device, command.settle);
  const status: LiveStatus | undefined = live.status;
  const go = useNavigateOnce();
  const { maySimulateDevice } = useSimulateAccess();
  const elder = useElderMode();
  const links = device && (
    <>
      <DeviceLinks deviceId={deviceId} owner={device.isOwner === 1} />
      <DeviceDataLinks deviceId={deviceId} />
    </>
  );
  return (
    <>
      <PageHeader title={device?.deviceName ?? t('detail.title')} />
      <div className="dv-page">
        <div className="kit-spread">
          <RealtimeBadge />
          {device && <VideoLink deviceId={deviceId} deviceType={device.deviceType} />}
          {device && maySimulateDevice(device) && (
            <button
              type="button"
              className="kit-button kit-button--compact"
              onClick={() => go(withQuery(paths.deviceSimulate, { deviceId: String(deviceId) }))}
              data-testid="device-link-simulate"
            >
              {t('emulator.link')}
            </button>
          )}
        </div>
        <div className="dv-tabs" role="tablist" aria-label={t('detail.title')}>
          {(['running', 'details'] as const).map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={tab === key}
              className="dv-tabs__tab"
              onClick={() => setTab(key)}
              data-testid={`device-tab-${key}`}
            >
              {key === 'running' ? t('detail.tabRunning') : t('detail.tabDetails')}
            </button>
          ))}
        </div>
        {!elder && links}
        {device && <GatewayLine device={device} />}
        <QueryState
          loading={deviceId > 0 && running.isPending}
          error={deviceId === 0 || running.isError}
          errorText={deviceId === 0 ? t('detail.notFound') : running.error?.message || t('detail.error')}
          onRetry={() => void running.refetch()}
          testId="device-detail"
        >
          {device && tab === 'running' && (
            <RunningStatusView
              things={device.thingsModels}
              status={status?.status ?? device.status}
              isShadow={status?.isShadow ?? device.isShadow}
              live={live.values}
              pending={command.pending}
              onSend={command.send}
            />
          )}
          {device && tab === 'running' && (
            <OtaSection device={{ ...device, status: status?.status ?? device.status }} />
          )}
          {device && tab === 'running' && <SubDevicesSection device={device} />}
          {device && tab === 'details' && <DetailsTab deviceId={deviceId} live={status} />}
        </QueryState>
        {/* Elder mode puts the device's own controls first; the ways to its timers and records follow. */}
        {elder && links}
      </div>
    </>
  );
}

function DetailsTab({ deviceId, live }: { deviceId: number; live: LiveStatus | undefined }) {
  const { t } = useTranslation('devices');
  const go = useNavigateOnce();
  const detail = useDeviceDetail(deviceId);
  const owner = detail.data?.isOwner === 1;
  const connect = useData(devicesRoutes.connectData, { query: { deviceId } }, { enabled: owner });
  const update = useApiMutation(devicesRoutes.update, { invalidates: afterDeviceChange });
  const removal = useApiMutation(devicesRoutes.remove, { invalidates: afterDeviceChange });
  const device = detail.data;

  const remove = async () => {
    if (!device) return;
    const yes = await confirm({
      title: t('info.deleteTitle'),
      content: t('info.deleteConfirm', { name: device.deviceName }),
      cancelText: t('info.cancel'),
      confirmText: t('info.confirm'),
    });
    if (!yes) return;
    removal.mutate(
      { params: { id: deviceId } },
      {
        onSuccess: () => {
          toast(t('info.deleted'));
          go(paths.deviceList, { replace: true });
        },
      },
    );
  };

  return (
    <QueryState
      loading={detail.isPending}
      error={detail.isError}
      errorText={detail.error?.message || t('detail.error')}
      onRetry={() => void detail.refetch()}
      testId="device-info"
    >
      {device && (
        <div className="dv-details">
          <DeviceFacts device={device} live={live} />
          <DeviceInfoForm
            key={`${device.deviceId}-${detail.dataUpdatedAt}`}
            device={device}
            onSave={({ body }) =>
              update.mutate({ params: { id: deviceId }, body }, { onSuccess: () => toast(t('info.saved')) })
            }
          />
          {owner && connect.data && <ConnectDataCard data={connect.data} />}
          {owner && (
            <button
              type="button"
              className="kit-button kit-button--danger kit-button--large"
              onClick={() => void remove()}
              data-testid="device-delete"
            >
              <DeleteOutline aria-hidden="true" /> {t('info.delete')}
            </button>
          )}
        </div>
      )}
    </QueryState>
  );
}
