import { alertsRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { useRows } from '../../../lib/queries.ts';
import { QueryState } from '../../common/components/QueryState.tsx';
import { formatDateTime } from '../../common/dateTime.ts';

/** How far before and after an alert the device's events are shown. */
export const EVENT_WINDOW_MS = 30 * 60_000;
/** The events of one hour around an alert: one page is enough to see what led to it. */
const EVENT_ROWS = 20;

/** The device's events, online and offline records within half an hour of the alert (`/iot/event/list`). */
export function DeviceEvents({ deviceId, at }: { deviceId: number; at: string }) {
  const { t } = useTranslation('alerts');
  const time = new Date(at).getTime();
  const begin = new Date(time - EVENT_WINDOW_MS).toISOString();
  const end = new Date(time + EVENT_WINDOW_MS).toISOString();
  const rows = useRows(alertsRoutes.events, {
    query: { deviceId, beginTime: begin, endTime: end, pageNum: 1, pageSize: EVENT_ROWS },
  });
  return (
    <QueryState
      loading={rows.isPending}
      error={rows.isError}
      errorText={rows.error?.message || t('events.error')}
      empty={(rows.data ?? []).length === 0}
      emptyTitle={t('events.empty')}
      onRetry={() => void rows.refetch()}
      testId="alert-events"
    >
      <ul className="kit-list al-events" data-testid="alert-events">
        {(rows.data ?? []).map((e) => (
          <li key={e.logId} className={e.createTime === at ? 'al-events__at' : undefined}>
            <span className="al-events__time">{formatDateTime(e.createTime)}</span>
            <span>
              {t(`events.type.${e.logType === 5 ? 5 : e.logType === 6 ? 6 : 3}`)} · {e.identifier}
              {e.value ? ` = ${e.value}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </QueryState>
  );
}
