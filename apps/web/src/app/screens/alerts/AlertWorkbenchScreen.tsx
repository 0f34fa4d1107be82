import { alertsRoutes } from '@linli/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertCard } from '../../../features/alerts/components/AlertCard.tsx';
import { ResponseFigures } from '../../../features/alerts/components/ResponseFigures.tsx';
import { formatDuration } from '../../../features/alerts/duration.ts';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { PullRefresh } from '../../../features/common/components/PullRefresh.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useData } from '../../../lib/queries.ts';
import '../../../features/devices/devices.css';
import '../../../features/alerts/alerts.css';
import { QueryState } from '../../../features/common/components/QueryState.tsx';

/** How often the "waiting" times move on while the screen is open. */
const TICK_MS = 30_000;

/**
 * The staff alert workbench (/pagesB/alert/workbench): the pending device alarms of the people this social
 * worker answers for, escalated and critical first, each with how long it has waited; a new alarm or someone's
 * 我来处理 re-reads it live (applyAlertMessage). Below, the centre's response figures.
 */
export default function AlertWorkbenchScreen() {
  const { t } = useTranslation('alerts');
  const go = useNavigateOnce();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const bench = useData(alertsRoutes.workbench, {});
  const rows = bench.data ?? [];
  return (
    <>
      <PageHeader title={t('workbench.title')} />
      <PullRefresh onRefresh={() => bench.refetch()}>
        <div className="dv-page" data-testid="alert-workbench">
          <p className="al-figures__hint">{t('workbench.hint')}</p>
          <QueryState
            loading={bench.isPending}
            error={bench.isError}
            errorText={bench.error?.message ?? ''}
            empty={rows.length === 0}
            emptyTitle={t('workbench.emptyTitle')}
            emptyText={t('workbench.emptyText')}
            onRetry={() => void bench.refetch()}
            testId="workbench-list"
          >
            <ul className="kit-list dv-rows" data-testid="workbench-list">
              {rows.map((alert) => (
                <AlertCard
                  key={alert.alertLogId}
                  alert={alert}
                  note={t('workbench.waiting', {
                    time: formatDuration((now - new Date(alert.createTime).getTime()) / 1000, t),
                  })}
                  onOpen={() => go(withQuery(paths.alertDetail, { alertLogId: String(alert.alertLogId) }))}
                />
              ))}
            </ul>
          </QueryState>
          <ResponseFigures />
        </div>
      </PullRefresh>
    </>
  );
}
