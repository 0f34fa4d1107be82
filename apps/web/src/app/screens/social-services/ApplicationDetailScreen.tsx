import { socialServicesRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { ActionPanel } from '../../../features/social-services/components/ActionPanel.tsx';
import { LoginGate } from '../../../features/social-services/components/LoginGate.tsx';
import { RatePanel } from '../../../features/social-services/components/RatePanel.tsx';
import { StatusBadge } from '../../../features/social-services/components/StatusBadge.tsx';
import { Timeline } from '../../../features/social-services/components/Timeline.tsx';
import { useNumberParam } from '../../../features/social-services/hooks/useNumberParam.ts';
import { useData } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';
import { QueryState } from '../../../features/common/components/QueryState.tsx';

/** /pages/fwjz/sqxq?id=: one request, its timeline with staff notes, and what the caller may do now. */
export default function ApplicationDetailScreen() {
  const { t } = useTranslation('socialServices');
  const id = useNumberParam('id') ?? 0;
  const query = useData(socialServicesRoutes.application, { params: { id } }, { enabled: id > 0 });
  const d = query.data;

  return (
    <>
      <PageHeader title={t('detail.title')} />
      <div className="ss-page">
        <LoginGate>
          <QueryState
            loading={query.isPending && id > 0}
            error={query.isError || id === 0}
            errorText={query.error?.message}
            onRetry={() => void query.refetch()}
            testId="application"
          >
            {d && (
              <>
                <section className="kit-card ss-card">
                  <div className="ss-section-head">
                    <h2 data-testid="application-project">{d.projectTitle}</h2>
                    <StatusBadge status={d.status} testId="application-status" />
                  </div>
                  <dl className="ss-dl">
                    <dt>{t('detail.applicant')}</dt>
                    <dd>{d.applicantName}</dd>
                    <dt>{t('apply.served')}</dt>
                    <dd>
                      {d.servedType === 'family'
                        ? t('format.withRelation', { name: d.servedName, relation: d.servedRelation })
                        : t('apply.self')}
                    </dd>
                    <dt>{t('detail.description')}</dt>
                    <dd>{d.description}</dd>
                    <dt>{t('apply.date')}</dt>
                    <dd>
                      {d.preferredDate} {t(`slot.${d.preferredSlot}`)}
                    </dd>
                    {d.scheduledDate && (
                      <>
                        <dt>{t('action.date')}</dt>
                        <dd data-testid="application-scheduled">
                          {d.scheduledDate} {d.scheduledTime}
                        </dd>
                      </>
                    )}
                    <dt>{t('detail.contact')}</dt>
                    <dd>
                      <a className="ss-link" href={`tel:${d.contactPhone}`}>
                        {d.contactPhone}
                      </a>
                    </dd>
                  </dl>
                  {d.attachments.length > 0 && (
                    <div className="ss-photos">
                      {d.attachments.map((url, i) => (
                        <a key={url} className="ss-photo" href={url} target="_blank" rel="noreferrer">
                          <img src={url} alt={`${t('detail.attachments')} ${i + 1}`} />
                        </a>
                      ))}
                    </div>
                  )}
                </section>
                <ActionPanel key={`${d.status}-${d.updatedAt}`} detail={d} />
                <RatePanel key={`rate-${d.status}-${d.rating}`} detail={d} />
                <section className="kit-card ss-card" aria-labelledby="timeline-title">
                  <h2 id="timeline-title">{t('detail.timeline')}</h2>
                  <Timeline events={d.timeline} />
                </section>
              </>
            )}
          </QueryState>
        </LoginGate>
      </div>
    </>
  );
}
