import { socialServicesRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { GroupApplyForm } from '../../../features/social-services/components/GroupApplyForm.tsx';
import { LoginGate } from '../../../features/social-services/components/LoginGate.tsx';
import { useNumberParam } from '../../../features/social-services/hooks/useNumberParam.ts';
import { useRoles } from '../../../features/social-services/hooks/useRoles.ts';
import { useData } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/social-services/groups.css';
import { QueryState } from '../../../features/common/components/QueryState.tsx';

/** /pagesC/group/apply?id=&kind=join|help detail application (login required, back here after login). */
export default function GroupApplyScreen() {
  const { t } = useTranslation('socialServices');
  const id = useNumberParam('id') ?? 0;
  const [params] = useSearchParams();
  const kind = params.get('kind') === 'help' ? 'help' : 'join';
  const { profile } = useRoles();
  const query = useData(socialServicesRoutes.group, { params: { id } }, { enabled: id > 0 });
  return (
    <>
      <PageHeader title={t('group.applyTitle')} />
      <div className="ss-page">
        <LoginGate>
          <QueryState
            loading={query.isPending && id > 0}
            error={query.isError || id === 0}
            errorText={id === 0 ? t('group.missingGroup') : query.error?.message}
            onRetry={() => void query.refetch()}
            testId="group-apply"
          >
            {query.data && <GroupApplyForm group={query.data} kind={kind} profile={profile} />}
          </QueryState>
        </LoginGate>
      </div>
    </>
  );
}
