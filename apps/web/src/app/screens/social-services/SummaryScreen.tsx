import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { shfwApi, shfwKeys } from '../../../features/social-services/api/socialServicesApi.ts';
import { LoginGate } from '../../../features/social-services/components/LoginGate.tsx';
import { PersonCard } from '../../../features/social-services/components/PersonCard.tsx';
import { PersonDevices } from '../../../features/social-services/components/PersonDevices.tsx';
import { PersonLinks } from '../../../features/social-services/components/PersonLinks.tsx';
import { QueryView } from '../../../features/social-services/components/QueryView.tsx';
import { RecordRow } from '../../../features/social-services/components/RecordCards.tsx';
import { StatsView } from '../../../features/social-services/components/StatsView.tsx';
import {
  useNumberParam,
  useRoles,
  useShfwQuery,
} from '../../../features/social-services/hooks/useShfwQuery.ts';
import '../../../features/social-services/socialServices.css';

/** /pagesC/shfw/jbxx?personId=: one person's summary: file, last 30 days, recent services, record pages. */
export default function SummaryScreen() {
  const { t } = useTranslation('socialServices');
  const personId = useNumberParam('personId') ?? 0;
  const { isStaff } = useRoles();
  const health = useShfwQuery(shfwKeys.health(personId), () => shfwApi.health(personId), personId > 0);
  const h = health.data;
  return (
    <>
      <PageHeader title="" />
      <div className="ss-page">
        <LoginGate>
          <QueryView
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
          </QueryView>
        </LoginGate>
      </div>
    </>
  );
}
