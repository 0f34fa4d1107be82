import { socialServicesRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { LoginGate } from '../../../features/social-services/components/LoginGate.tsx';
import { PersonCard } from '../../../features/social-services/components/PersonCard.tsx';
import { PersonLinks } from '../../../features/social-services/components/PersonLinks.tsx';
import { useData } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';
import { QueryState } from '../../../features/common/components/QueryState.tsx';

/** /pagesC/shfw/fwxx: my service information: the files the centre keeps about me and their pages. */
export default function MineScreen() {
  const { t } = useTranslation('socialServices');
  const mine = useData(socialServicesRoutes.myPersons, {});
  return (
    <>
      <PageHeader title="" />
      <div className="ss-page">
        <LoginGate>
          <h2 className="ss-section-head__title">{t('mine.files')}</h2>
          <QueryState
            loading={mine.isPending}
            error={mine.isError}
            errorText={mine.error?.message}
            empty={mine.data?.length === 0}
            emptyText={t('health.noPerson')}
            onRetry={() => void mine.refetch()}
            testId="mine"
          >
            {mine.data?.map((p) => (
              <div key={p.id} className="ss-list">
                <PersonCard person={p} />
                <PersonLinks personId={p.id} staff={false} />
              </div>
            ))}
          </QueryState>
        </LoginGate>
      </div>
    </>
  );
}
