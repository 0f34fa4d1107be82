import type { DeviceTimer } from '@linli/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { AddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { QueryState } from '../../../features/devices/components/QueryState.tsx';
import { useIdParam, useRows } from '../../../features/devices/hooks/useDeviceQueries.ts';
import { timersApi, timersKeys } from '../../../features/timers/api/timersApi.ts';
import { TimerCard } from '../../../features/timers/components/TimerCard.tsx';
import { toast } from '../../../lib/feedback.ts';
import { paths, withQuery } from '../../paths.ts';
import '../../../features/devices/devices.css';
import '../../../features/scenes/automation.css';

/** /pagesA/home/device/timing/list?deviceId=: the device's timers, enable switch, run now, add. */
export default function TimerListScreen() {
  const { t } = useTranslation('timers');
  const deviceId = useIdParam('deviceId') ?? 0;
  const go = useNavigateOnce();
  const queryClient = useQueryClient();
  const timers = useRows(timersKeys.list(deviceId), () => timersApi.list(deviceId), deviceId > 0);
  const edit = (jobId?: number) =>
    go(withQuery(paths.timerEdit, { deviceId: String(deviceId), jobId: jobId ? String(jobId) : undefined }));

  const toggle = async (timer: DeviceTimer) => {
    const result = await timersApi.changeStatus(timer.jobId, timer.status === 0 ? 1 : 0);
    if (!result) return;
    toast(result.code === 200 ? t('list.switched') : result.msg);
    await queryClient.invalidateQueries({ queryKey: timersKeys.all });
  };
  const run = async (timer: DeviceTimer) => {
    const result = await timersApi.run(timer.jobId);
    if (!result) return;
    toast(result.code === 200 ? t('list.ran') : result.msg);
    await queryClient.invalidateQueries({ queryKey: timersKeys.all });
  };

  return (
    <>
      <PageHeader
        title={t('list.title')}
        right={
          <button
            type="button"
            className="icon-button"
            aria-label={t('list.add')}
            onClick={() => edit()}
            data-testid="timer-add"
          >
            <AddOutline aria-hidden="true" />
          </button>
        }
      />
      <div className="dv-page">
        <QueryState
          loading={timers.isPending && deviceId > 0}
          error={deviceId === 0 || timers.isError}
          errorText={timers.error?.message}
          empty={(timers.data ?? []).length === 0}
          emptyTitle={t('list.emptyTitle')}
          emptyText={t('list.emptyText')}
          emptyAction={
            <button type="button" className="dv-primary" onClick={() => edit()}>
              <AddOutline aria-hidden="true" /> {t('list.add')}
            </button>
          }
          onRetry={() => void timers.refetch()}
          testId="timer-list"
        >
          <ul className="dv-rows" data-testid="timer-list">
            {(timers.data ?? []).map((timer) => (
              <TimerCard
                key={timer.jobId}
                timer={timer}
                onOpen={() => edit(timer.jobId)}
                onSwitch={() => void toggle(timer)}
                onRun={() => void run(timer)}
              />
            ))}
          </ul>
        </QueryState>
        {timers.isError && (
          <button type="button" className="dv-primary" onClick={() => edit()} data-testid="timer-add-anyway">
            <AddOutline aria-hidden="true" /> {t('list.add')}
          </button>
        )}
      </div>
    </>
  );
}
