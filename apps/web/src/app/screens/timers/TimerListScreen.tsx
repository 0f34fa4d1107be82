import { type DeviceTimer, RUN_RESULT, TIMER_STATUS, timersRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { AddFirstButton, HeaderAddButton } from '../../../features/common/components/AddButtons.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { QueryData } from '../../../features/common/components/QueryData.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { describeRunResult } from '../../../features/common/runResult.ts';
import { useIdParam } from '../../../features/devices/hooks/useDeviceQueries.ts';
import { TimerCard } from '../../../features/timers/components/TimerCard.tsx';
import { afterTimerChange, timersOf } from '../../../features/timers/queries.ts';
import { toast } from '../../../lib/feedback.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useApiMutation, useRows } from '../../../lib/queries.ts';
import '../../../features/devices/devices.css';
import '../../../features/scenes/automation.css';

/** /pagesA/home/device/timing/list?deviceId=: the device's timers, enable switch, run now, add. */
export default function TimerListScreen() {
  const { t } = useTranslation('timers');
  const { t: tc } = useTranslation('common');
  const deviceId = useIdParam('deviceId') ?? 0;
  const go = useNavigateOnce();
  const timers = useRows(timersRoutes.list, timersOf(deviceId), { enabled: deviceId > 0 });
  const switching = useApiMutation(timersRoutes.changeStatus, { invalidates: afterTimerChange });
  const running = useApiMutation(timersRoutes.run, { invalidates: afterTimerChange });
  const edit = (jobId?: number) =>
    go(withQuery(paths.timerEdit, { deviceId: String(deviceId), jobId: jobId ? String(jobId) : undefined }));

  const toggle = (timer: DeviceTimer) => {
    const status = timer.status === TIMER_STATUS.enabled ? TIMER_STATUS.paused : TIMER_STATUS.enabled;
    switching.mutate(
      { body: { jobId: timer.jobId, status } },
      { onSuccess: () => toast(t('list.switched')) },
    );
  };
  // The server answers 200 with what came of the run; a run the device refused is no "ran once".
  const run = (timer: DeviceTimer) =>
    running.mutate(
      { body: { jobId: timer.jobId } },
      {
        onSuccess: ({ data }) =>
          toast(data.result === RUN_RESULT.ok ? t('list.ran') : describeRunResult(data.result, tc)),
      },
    );

  return (
    <>
      <PageHeader
        title={t('list.title')}
        right={<HeaderAddButton label={t('list.add')} onClick={() => edit()} testId="timer-add" />}
      />
      <div className="dv-page">
        <QueryData
          query={timers}
          missing={deviceId === 0}
          empty={timers.data?.length === 0}
          emptyTitle={t('list.emptyTitle')}
          emptyText={t('list.emptyText')}
          emptyAction={<AddFirstButton label={t('list.add')} onClick={() => edit()} />}
          testId="timer-list"
        >
          {(rows) => (
            <ul className="kit-list dv-rows" data-testid="timer-list">
              {rows.map((timer) => (
                <TimerCard
                  key={timer.jobId}
                  timer={timer}
                  onOpen={() => edit(timer.jobId)}
                  onSwitch={() => toggle(timer)}
                  onRun={() => run(timer)}
                />
              ))}
            </ul>
          )}
        </QueryData>
        {timers.isError && (
          <AddFirstButton label={t('list.add')} onClick={() => edit()} testId="timer-add-anyway" />
        )}
      </div>
    </>
  );
}
