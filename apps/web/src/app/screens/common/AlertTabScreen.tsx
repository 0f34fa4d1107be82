import { alertsRoutes } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AlertCard } from '../../../features/alerts/components/AlertCard.tsx';
import { NotificationSwitch } from '../../../features/alerts/components/NotificationSwitch.tsx';
import { ALERT_PAGE_SIZE, type AlertFilter, afterAlertChange } from '../../../features/alerts/queries.ts';
import { LoginRequiredTab } from '../../../features/common/components/LoginRequiredTab.tsx';
import { PagedList } from '../../../features/common/components/PagedList.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useApiMutation, usePagedRows } from '../../../lib/queries.ts';
import '../../../features/devices/devices.css';
import '../../../features/alerts/alerts.css';

/** Dynamic tab: alerts of the user's own and shared devices, filters by status and level, live arrivals. */
export default function AlertTabScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('tabs.dynamic')} back={false} />
      <LoginRequiredTab>
        <AlertList />
      </LoginRequiredTab>
    </>
  );
}

const STATUSES = [undefined, 1, 2, 3] as const;
const LEVELS = [undefined, 3, 2, 1] as const;

function AlertList() {
  const { t } = useTranslation('alerts');
  const go = useNavigateOnce();
  const [params, setParams] = useSearchParams();
  const deviceId = Number(params.get('deviceId')) || undefined;
  const [status, setStatus] = useState<number>();
  const [alertLevel, setLevel] = useState<number>();
  // The query is the filter alone: a live alert finds the lists it belongs to by it (applyAlertMessage).
  const filter: AlertFilter = { status, alertLevel, deviceId };
  const list = usePagedRows(alertsRoutes.list, { query: filter }, { pageSize: ALERT_PAGE_SIZE });
  const readAll = useApiMutation(alertsRoutes.readAll, { invalidates: afterAlertChange });
  return (
    <div className="dv-page">
      <div className="kit-spread">
        <NotificationSwitch />
        <button
          type="button"
          className="kit-button"
          onClick={() => readAll.mutate({})}
          data-testid="alert-read-all"
        >
          {t('list.readAll')}
        </button>
      </div>
      {deviceId && (
        <p className="al-device-filter">
          {t('list.deviceOnly')}
          <button type="button" className="link-button" onClick={() => setParams({}, { replace: true })}>
            {t('list.showAll')}
          </button>
        </p>
      )}
      <fieldset
        className="dv-tabs al-filters"
        aria-label={t('list.byStatus')}
        data-testid="alert-filter-status"
      >
        {STATUSES.map((s) => (
          <button
            key={s ?? 'all'}
            type="button"
            aria-pressed={status === s}
            className="dv-tabs__tab"
            onClick={() => setStatus(s)}
            data-testid={`alert-status-${s ?? 'all'}`}
          >
            {s ? t(`status.${s}`) : t('list.allStatus')}
          </button>
        ))}
      </fieldset>
      <fieldset
        className="dv-tabs al-filters"
        aria-label={t('list.byLevel')}
        data-testid="alert-filter-level"
      >
        {LEVELS.map((l) => (
          <button
            key={l ?? 'all'}
            type="button"
            aria-pressed={alertLevel === l}
            className="dv-tabs__tab"
            onClick={() => setLevel(l)}
            data-testid={`alert-level-${l ?? 'all'}`}
          >
            {l ? `${l === 3 ? '‼' : l === 2 ? '⚠' : 'ℹ'} ${t(`level.${l}`)}` : t('list.allLevels')}
          </button>
        ))}
      </fieldset>
      <PagedList
        list={list}
        emptyTitle={t('list.emptyTitle')}
        emptyText={t('list.emptyText')}
        testId="alert-list"
      >
        <ul className="kit-list dv-rows" data-testid="alert-list">
          {list.items.map((alert) => (
            <AlertCard
              key={alert.alertLogId}
              alert={alert}
              onOpen={() => go(withQuery(paths.alertDetail, { alertLogId: String(alert.alertLogId) }))}
            />
          ))}
        </ul>
      </PagedList>
    </div>
  );
}
