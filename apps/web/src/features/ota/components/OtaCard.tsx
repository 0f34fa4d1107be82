import {
  DEVICE_STATUS,
  ErrorCode,
  type Firmware,
  formatMessage,
  OTA_STATUSES,
  type OtaStatus,
  type OtaTask,
  otaRoutes,
  versionText,
} from '@linli/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../../lib/api.ts';
import { confirm, toast } from '../../../lib/feedback.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { queryKey, useApiMutation } from '../../../lib/queries.ts';
import { refreshDevices } from '../../devices/index.ts';
import { useOtaTask } from '../hooks/useOtaTask.ts';
import { taskOf } from '../queries.ts';
import '../ota.css';

export interface OtaDevice {
  deviceId: number;
  productId: number;
  serialNumber: string;
  firmwareVersion: number;
  status: number;
}

/** FastBee shows versions as decimals (1 reads "1.0"); FastBee-Arduino's dotted ones read dotted ("1.0.3"). */
export const formatVersion = versionText;

/** The states a successful upgrade passes through, in order (the step list shows each one reached). */
const PATH: readonly OtaStatus[] = OTA_STATUSES.filter((s) => s !== 'failed');

/**
 * 设备升级 OTA on the device page (running-status card, docs/fastbee.md "Device page"): the version it runs, a
 * check for newer firmware, an upgrade after confirmation, and the upgrade's live state with a progress bar.
 */
export function OtaCard({ device }: { device: OtaDevice }) {
  const { t } = useTranslation('ota');
  const queryClient = useQueryClient();
  const task = useOtaTask(device).data ?? null;
  const upgrade = useApiMutation(otaRoutes.upgrade);
  const [latest, setLatest] = useState<string>('');
  const finished = task?.status === 'success';
  const current = finished ? Math.max(task.version, device.firmwareVersion) : device.firmwareVersion;
  const busy = task !== null && !finished && task.status !== 'failed';

  // When an upgrade succeeds the device's own row changed too (its firmware version): read it again.
  useEffect(() => {
    if (finished) void refreshDevices(queryClient);
  }, [finished, queryClient]);

  const check = async () => {
    let firmware: Firmware | null;
    try {
      // Asked with the loading indicator on: the person tapped and waits for the answer.
      firmware = (await call(otaRoutes.latest, { params: { id: device.deviceId } }, { loading: true })).data;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.message) toast(error.message);
      return;
    }
    if (!firmware) {
      // The server's own sentence for data null ('already latest version'), worded from the same contract.
      const sentence = formatMessage(currentLanguage(), ErrorCode.FIRMWARE_ALREADY_LATEST);
      setLatest(sentence);
      return toast(sentence);
    }
    setLatest('');
    await offer(firmware);
  };

  const offer = async (firmware: Firmware) => {
    const offline = device.status !== DEVICE_STATUS.online;
    const yes = await confirm({
      title: t('confirm.title', { version: formatVersion(firmware.version) }),
      content: [
        t('confirm.content', {
          name: firmware.firmwareName,
          from: formatVersion(current),
          to: formatVersion(firmware.version),
        }),
        firmware.remark,
        offline ? t('confirm.offline') : '',
      ]
        .filter(Boolean)
        .join(' '),
      cancelText: t('confirm.cancel'),
      confirmText: t('confirm.ok'),
    });
    if (!yes) return;
    // The task it answers is the one the card shows from now on (then kept current by the live pushes).
    upgrade.mutate(
      { body: { deviceId: device.deviceId, firmwareId: firmware.firmwareId } },
      {
        onSuccess: ({ data }) =>
          queryClient.setQueryData<OtaTask | null>(queryKey(otaRoutes.task, taskOf(device.deviceId)), data),
      },
    );
  };

  return (
    <section className="kit-card ota-card" aria-labelledby="ota-title" data-testid="ota-card">
      <div className="ota-card__head">
        <h2 id="ota-title" className="ota-card__title">
          {t('title')}
        </h2>
        <span className="ota-card__version" data-testid="ota-current-version">
          {t('current', { version: formatVersion(current) })}
        </span>
      </div>
      <button
        type="button"
        className="kit-button"
        onClick={() => void check()}
        disabled={busy}
        data-testid="ota-check"
      >
        {t('check')}
      </button>
      {latest && !busy && (
        <p className="ota-note" data-testid="ota-latest">
          {latest}
        </p>
      )}
      {task && <TaskView task={task} />}
    </section>
  );
}

function TaskView({ task }: { task: OtaTask }) {
  const { t, i18n } = useTranslation('ota');
  const reached = new Map(task.steps.map((s) => [s.status, s.at]));
  const time = (at: string) =>
    new Date(at).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const failed = task.status === 'failed';
  return (
    <div className="ota-task" data-testid="ota-task" data-status={task.status}>
      <p
        className={`ota-status ota-status--${task.status}`}
        role="status"
        aria-live="polite"
        data-testid="ota-status"
      >
        <span aria-hidden="true">{failed ? '✕ ' : task.status === 'success' ? '✓ ' : '⟳ '}</span>
        {t(`status.${task.status}`, { version: formatVersion(task.version) })}
        {failed && task.message ? ` — ${task.message}` : ''}
      </p>
      {(task.status === 'downloading' || task.status === 'installing') && (
        <div className="ota-progress">
          <progress
            className="ota-progress__bar"
            max={100}
            value={task.progress}
            aria-label={t('progress')}
            data-testid="ota-progress"
          />
          <span className="ota-progress__text">{`${task.progress}%`}</span>
        </div>
      )}
      <ol className="kit-list ota-steps" aria-label={t('steps')}>
        {[...PATH, ...(failed ? (['failed'] as const) : [])].map((status) => {
          const at = reached.get(status);
          return (
            <li
              key={status}
              className={`ota-steps__step${at ? ' ota-steps__step--done' : ''}${status === 'failed' ? ' ota-steps__step--failed' : ''}`}
              data-testid={`ota-step-${status}`}
              data-reached={at ? 'true' : 'false'}
            >
              <span aria-hidden="true">{at ? (status === 'failed' ? '✕' : '✓') : '○'}</span>
              <span>{t(`step.${status}`)}</span>
              {at && <time dateTime={at}>{time(at)}</time>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
