import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { shfwApi, shfwKeys } from '../../../features/social-services/api/socialServicesApi.ts';
import { LoginGate } from '../../../features/social-services/components/LoginGate.tsx';
import { PersonCard } from '../../../features/social-services/components/PersonCard.tsx';
import { PersonLinks } from '../../../features/social-services/components/PersonLinks.tsx';
import { QueryView } from '../../../features/social-services/components/QueryView.tsx';
import { useShfwQuery } from '../../../features/social-services/hooks/useShfwQuery.ts';
import '../../../features/social-services/socialServices.css';

/** /pagesC/shfw/fwxx: my service information: the files the centre keeps about me and their pages. */
export default function MineScreen() {
  const { t } = useTranslation('socialServices');
  const mine = useShfwQuery(shfwKeys.myPersons(), shfwApi.myPersons);
  return (
    <>
      <PageHeader title="" />
      <div className="ss-page">
        <LoginGate>
          <h2 className="ss-section-head__title">{t('mine.files')}</h2>
          <QueryView
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
          </QueryView>
        </LoginGate>
      </div>
    </>
  );
}
