import { socialServicesRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { ApplicationForm } from '../../../features/social-services/components/ApplicationForm.tsx';
import { LoginGate } from '../../../features/social-services/components/LoginGate.tsx';
import { useNumberParam } from '../../../features/social-services/hooks/useNumberParam.ts';
import { useRoles } from '../../../features/social-services/hooks/useRoles.ts';
import { useData } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';
import { QueryState } from '../../../features/common/components/QueryState.tsx';

/** /pages/fwjz/fwxqsq?projectId= service demand application (login required, back here after login). */
export default function ApplyScreen() {
  const { t } = useTranslation('socialServices');
  const id = useNumberParam('projectId') ?? 0;
  const { profile } = useRoles();
  const query = useData(socialServicesRoutes.project, { params: { id } }, { enabled: id > 0 });
  return (
    <>
      <PageHeader title={t('apply.title')} />
      <div className="ss-page">
        <LoginGate>
          <QueryState
            loading={query.isPending && id > 0}
            error={query.isError || id === 0}
            errorText={id === 0 ? t('apply.missingProject') : query.error?.message}
            onRetry={() => void query.refetch()}
            testId="apply"
          >
            {query.data && <ApplicationForm project={query.data} profile={profile} />}
          </QueryState>
        </LoginGate>
      </div>
    </>
  );
}
