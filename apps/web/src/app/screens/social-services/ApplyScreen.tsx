import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { shfwApi, shfwKeys } from '../../../features/social-services/api/socialServicesApi.ts';
import { ApplicationForm } from '../../../features/social-services/components/ApplicationForm.tsx';
import { LoginGate } from '../../../features/social-services/components/LoginGate.tsx';
import { QueryView } from '../../../features/social-services/components/QueryView.tsx';
import {
  useNumberParam,
  useRoles,
  useShfwQuery,
} from '../../../features/social-services/hooks/useShfwQuery.ts';
import '../../../features/social-services/socialServices.css';

/** /pages/fwjz/fwxqsq?projectId= service demand application (login required, back here after login). */
export default function ApplyScreen() {
  const { t, i18n } = useTranslation('socialServices');
  const id = useNumberParam('projectId') ?? 0;
  const { profile } = useRoles();
  const query = useShfwQuery(shfwKeys.project(id, i18n.language), () => shfwApi.project(id), id > 0);
  return (
    <>
      <PageHeader title={t('apply.title')} />
      <div className="ss-page">
        <LoginGate>
          <QueryView
            loading={query.isPending && id > 0}
            error={query.isError || id === 0}
            errorText={id === 0 ? t('apply.missingProject') : query.error?.message}
            onRetry={() => void query.refetch()}
            testId="apply"
          >
            {query.data && <ApplicationForm project={query.data} profile={profile} />}
          </QueryView>
        </LoginGate>
      </div>
    </>
  );
}
