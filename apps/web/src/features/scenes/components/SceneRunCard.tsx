import type { SceneRun } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../common/dateTime.ts';
import { describeRunResult } from '../../common/runResult.ts';

const STATUS_ICON: Record<SceneRun['status'], string> = {
  pending: '⏳',
  done: '✓',
  partial: '◐',
  failed: '✗',
};

/**
 * One run of a scene, answering "why did this fire": the cause and the report that fired it, each trigger
 * with whether it held and the value it saw, and each action with its result.
 */
export function SceneRunCard({
  run,
  describeTrigger,
  describeAction,
  describeReport,
}: {
  run: SceneRun;
  describeTrigger: (i: number) => string;
  describeAction: (i: number) => string;
  describeReport: (deviceId: number, items: { id: string; value: string }[]) => string;
}) {
  const { t } = useTranslation('scenes');
  const { t: tc } = useTranslation('common');
  const items = run.detail.items && describeReport(run.detail.deviceId ?? 0, run.detail.items);
  return (
    <li className="kit-card at-run" data-testid={`scene-run-${run.runId}`} data-status={run.status}>
      <div className="at-run__head">
        <strong>{t(`cause.${run.cause}`)}</strong>
        <span className={`at-run__status at-run__status--${run.status}`}>
          <span aria-hidden="true">{STATUS_ICON[run.status]} </span>
          {t(`runStatus.${run.status}`)}
        </span>
      </div>
      <p className="at-run__time">{formatDateTime(run.firedAt)}</p>
      {(items || run.detail.status) && (
        <p className="at-run__detail">
          {t('log.reported')}: {items ?? t(`log.${run.detail.status ?? 'online'}`)}
        </p>
      )}
      {run.conditions.length > 0 && (
        <>
          <h3 className="at-run__title">{t('log.conditions')}</h3>
          <ul className="at-run__list">
            {run.conditions.map((c) => (
              <li key={c.index} data-held={c.held}>
                <span aria-hidden="true">{c.held ? '✓' : '✗'} </span>
                {describeTrigger(c.index)} — {c.held ? t('log.held') : t('log.notHeld')}
                {c.value !== null && c.value !== '' && ` (${t('log.saw', { value: c.value })})`}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className="at-run__title">{t('log.actions')}</h3>
      {run.actions.length === 0 ? (
        <p className="hint">{run.status === 'pending' ? t('log.waiting') : t('log.noActions')}</p>
      ) : (
        <ul className="at-run__list">
          {run.actions.map((a) => (
            <li key={a.index} data-result={a.result}>
              {describeAction(a.index)} → <strong>{describeRunResult(a.result, tc)}</strong>
            </li>
          ))}
        </ul>
      )}
      {run.silenced > 0 && run.lastSilencedAt && (
        <p className="at-run__detail" data-testid={`scene-run-silenced-${run.runId}`}>
          {t('log.silenced', { count: run.silenced, time: formatDateTime(run.lastSilencedAt) })}
        </p>
      )}
    </li>
  );
}
