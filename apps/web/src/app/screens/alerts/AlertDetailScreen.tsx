import { type AlertLog, alertsRoutes } from '@linli/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LevelBadge } from '../../../features/alerts/components/AlertLevel.tsx';
import { alertDataText, alertOrigin, alertTitle } from '../../../features/alerts/components/AlertOrigin.ts';
import { AlertRecord } from '../../../features/alerts/components/AlertRecord.tsx';
import { DeviceEvents } from '../../../features/alerts/components/DeviceEvents.tsx';
import { HandleForm } from '../../../features/alerts/components/HandleForm.tsx';
import { afterAlertChange } from '../../../features/alerts/queries.ts';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { formatDateTime } from '../../../features/common/dateTime.ts';
import { useIdParam } from '../../../features/devices/hooks/useDeviceQueries.ts';
import { useThingModels } from '../../../features/devices/hooks/usePickers.ts';
import { toast } from '../../../lib/feedback.ts';
import { routeKey, useApiMutation, useData } from '../../../lib/queries.ts';
import '../../../features/devices/devices.css';
import '../../../features/alerts/alerts.css';
import { QueryState } from '../../../features/common/components/QueryState.tsx';

/** /pagesB/alert/detail?alertLogId=: what fired, the device's events around then, and the handling form. */
export default function AlertDetailScreen() {
  const { t } = useTranslation('alerts');
  const id = useIdParam('alertLogId') ?? 0;
  const queryClient = useQueryClient();
  const alert = useData(alertsRoutes.get, { params: { id } }, { enabled: id > 0 });
  const handling = useApiMutation(alertsRoutes.handle, { invalidates: afterAlertChange });
  // Opening it marked it read on the server: the badge and the list follow.
  useEffect(() => {
    if (alert.data) {
      void queryClient.invalidateQueries({ queryKey: routeKey(alertsRoutes.unread) });
      void queryClient.invalidateQueries({ queryKey: routeKey(alertsRoutes.list) });
    }
  }, [alert.data, queryClient]);
  return (
    <>
      <PageHeader title={t('detail.title')} />
      <div className="dv-page">
        <QueryState
          loading={id > 0 && alert.isPending}
          error={id === 0 || alert.isError}
          errorText={alert.error?.message}
          onRetry={() => void alert.refetch()}
          testId="alert-detail"
        >
          {alert.data && (
            <AlertBody
              alert={alert.data}
              onHandle={(status, remark) =>
                handling.mutate(
                  { body: { alertLogId: id, status, remark } },
                  { onSuccess: () => toast(t('detail.saved')) },
                )
              }
            />
          )}
        </QueryState>
      </div>
    </>
  );
}

function AlertBody({ alert, onHandle }: { alert: AlertLog; onHandle: (s: 2 | 3, r: string) => void }) {
  const { t, i18n } = useTranslation('alerts');
  const [showEvents, setShowEvents] = useState(false);
  const model = useThingModels(alert.productId ?? undefined);
  return (
    <>
      <section className="kit-card" data-testid="alert-detail" data-status={alert.status}>
        <div className="kit-spread">
          <LevelBadge level={alert.alertLevel} testId="alert-detail-level" />
          <span className={`al-status al-status--${alert.status}`} data-testid="alert-detail-status">
            {t(`status.${alert.status}`)}
          </span>
        </div>
        <h2 className="al-detail__name">{alertTitle(alert, i18n.language)}</h2>
        <dl className="dv-facts">
          {alert.person && (
            <Fact label={t('sheet.person')} value={alert.person.name} testId="alert-detail-person" />
          )}
          <Fact label={t('detail.device')} value={alert.deviceName} />
          <Fact label={t('detail.serial')} value={alert.serialNumber} />
          <Fact label={t('detail.origin')} value={alertOrigin(alert, t)} testId="alert-detail-origin" />
          <Fact label={t('detail.time')} value={formatDateTime(alert.createTime)} />
          {alert.claimedBy !== null && (
            <Fact
              label={t('detail.claimedBy')}
              value={`${alert.claimedByName} · ${formatDateTime(alert.claimTime)}`}
              testId="alert-detail-claimed"
            />
          )}
          {alert.escalatedTime && (
            <Fact
              label={t('detail.escalated')}
              value={formatDateTime(alert.escalatedTime)}
              testId="alert-detail-escalated"
            />
          )}
          <Fact
            label={t('detail.data')}
            value={alertDataText(alert.detail, model.data, i18n.language)}
            testId="alert-detail-data"
          />
          {alert.status !== 1 && (
            <>
              <Fact label={t('detail.result')} value={alert.remark || '—'} testId="alert-detail-remark" />
              <Fact label={t('detail.handledAt')} value={formatDateTime(alert.handledTime)} />
            </>
          )}
        </dl>
      </section>
      {alert.deviceId !== null && (
        <section className="kit-card">
          <h2 className="al-section-title">{t('events.title')}</h2>
          {showEvents ? (
            <DeviceEvents deviceId={alert.deviceId} at={alert.createTime} />
          ) : (
            <button
              type="button"
              className="kit-button"
              onClick={() => setShowEvents(true)}
              data-testid="alert-events-show"
            >
              {t('events.show')}
            </button>
          )}
        </section>
      )}
      <AlertRecord alertLogId={alert.alertLogId} />
      <HandleForm key={`${alert.status}-${alert.remark}`} alert={alert} onSubmit={onHandle} />
    </>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  if (!value) return null;
  return (
    <div className="dv-fact">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
