import { timersRoutes } from '@linli/contracts';
import { DeleteOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useGoBack } from '../../../features/common/hooks/useNavigateOnce.ts';
import { useDeviceDetail, useIdParam } from '../../../features/devices/hooks/useDeviceQueries.ts';
import { modelsOfType, useThingModels } from '../../../features/devices/hooks/usePickers.ts';
import { TimerForm, type TimerSave } from '../../../features/timers/components/TimerForm.tsx';
import { afterTimerChange } from '../../../features/timers/queries.ts';
import { confirm, toast } from '../../../lib/feedback.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useApiMutation, useData } from '../../../lib/queries.ts';
import '../../../features/devices/devices.css';
import '../../../features/scenes/automation.css';
import { QueryState } from '../../../features/common/components/QueryState.tsx';

/** /pagesA/home/device/timing/detail?deviceId=[&jobId=]: add or edit a timer; delete an existing one. */
export default function TimerEditScreen() {
  const { t } = useTranslation('timers');
  const deviceId = useIdParam('deviceId') ?? 0;
  const jobId = useIdParam('jobId');
  const back = useGoBack(withQuery(paths.timerList, { deviceId: String(deviceId) }));
  const device = useDeviceDetail(deviceId);
  const models = useThingModels(device.data?.productId);
  const timer = useData(timersRoutes.get, { params: { id: jobId ?? 0 } }, { enabled: !!jobId });
  const create = useApiMutation(timersRoutes.create, { invalidates: afterTimerChange });
  const update = useApiMutation(timersRoutes.update, { invalidates: afterTimerChange });
  const removal = useApiMutation(timersRoutes.remove, { invalidates: afterTimerChange });
  const writable = [...modelsOfType(models.data, 1, true), ...modelsOfType(models.data, 2, true)];

  const remove = async () => {
    if (!jobId) return;
    const yes = await confirm({
      content: t('form.deleteConfirm'),
      cancelText: t('form.cancel'),
      confirmText: t('form.delete'),
    });
    if (!yes) return;
    removal.mutate({ params: { id: jobId } }, { onSuccess: () => back() });
  };
  const save = (body: TimerSave) => {
    const done = {
      onSuccess: () => {
        toast(jobId ? t('form.updated') : t('form.added'));
        back();
      },
    };
    if (jobId) update.mutate({ body: { ...body, jobId } }, done);
    else create.mutate({ body }, done);
  };

  return (
    <>
      <PageHeader title={jobId ? t('form.editTitle') : t('form.newTitle')} />
      <div className="dv-page">
        {device.data && <p className="hint">{device.data.deviceName}</p>}
        <QueryState
          loading={(!!jobId && timer.isPending) || (deviceId > 0 && device.isPending)}
          error={deviceId === 0 || timer.isError || device.isError}
          errorText={timer.error?.message || device.error?.message}
          onRetry={() => void (jobId ? timer.refetch() : device.refetch())}
          testId="timer-edit"
        >
          <TimerForm
            key={`${timer.dataUpdatedAt}-${models.dataUpdatedAt}`}
            deviceId={deviceId}
            timer={timer.data}
            models={writable}
            onSubmit={save}
          />
          {jobId && timer.data && (
            <button
              type="button"
              className="kit-button kit-button--danger kit-button--large"
              onClick={() => void remove()}
              data-testid="timer-delete"
            >
              <DeleteOutline aria-hidden="true" /> {t('form.delete')}
            </button>
          )}
        </QueryState>
      </div>
    </>
  );
}
