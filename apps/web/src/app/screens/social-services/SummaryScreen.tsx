import { socialServicesRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { LoginGate } from '../../../features/social-services/components/LoginGate.tsx';
import { PersonCard } from '../../../features/social-services/components/PersonCard.tsx';
import { PersonDevices } from '../../../features/social-services/components/PersonDevices.tsx';
import { PersonLinks } from '../../../features/social-services/components/PersonLinks.tsx';
import { RecordRow } from '../../../features/social-services/components/RecordCards.tsx';
import { StatsView } from '../../../features/social-services/components/StatsView.tsx';
import { useNumberParam } from '../../../features/social-services/hooks/useNumberParam.ts';
import { useRoles } from '../../../features/social-services/hooks/useRoles.ts';
import { useData } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';
import { QueryState } from '../../../features/common/components/QueryState.tsx';

/** /pagesC/shfw/jbxx?personId=: one person's summary: file, last 30 days, recent services, record pages. */
export default function SummaryScreen() {
  const { t } = useTranslation('socialServices');
  const personId = useNumberParam('personId') ?? 0;
  const { isStaff } = useRoles();
  const health = useData(
    socialServicesRoutes.health,
    { params: { id: personId } },
    { enabled: personId > 0 },
  );
  const h = health.data;
  return (
    <>
      <PageHeader title="" />
      <div className="ss-page">
        <LoginGate>
          <QueryState
            loading={health.isPending && personId > 0}
            error={health.isError || personId === 0}
            errorText={health.error?.message}
            onRetry={() => void health.refetch()}
            testId="summary"
          >
            {h && (
              <>
                <PersonCard person={h.person} />
                <PersonLinks personId={personId} staff={isStaff} />
                <PersonDevices person={h.person} />
                <h2 className="ss-section-head__title">{t('summary.stats')}</h2>
                <StatsView stats={h.serviceStats} detailed={false} />
                <h2 className="ss-section-head__title">{t('summary.recent')}</h2>
                {h.serviceHistory.length === 0 ? (
                  <p className="ss-muted">{t('record.empty')}</p>
                ) : (
                  <div className="ss-list">
                    {h.serviceHistory.slice(0, 5).map((r) => (
                      <RecordRow key={r.id} record={r} />
                    ))}
                  </div>
                )}
              </>
            )}
          </QueryState>
        </LoginGate>
      </div>
    </>
  );
}
