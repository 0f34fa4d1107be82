import { socialServicesRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { LoginGate } from '../../../features/social-services/components/LoginGate.tsx';
import { SkillForm } from '../../../features/social-services/components/SkillForm.tsx';
import { useNumberParam } from '../../../features/social-services/hooks/useNumberParam.ts';
import { useRoles } from '../../../features/social-services/hooks/useRoles.ts';
import { useData } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/social-services/groups.css';
import { QueryState } from '../../../features/common/components/QueryState.tsx';

/** /pagesC/group/skill?groupId= skill application: a volunteer offers a skill (the group is optional). */
export default function SkillApplyScreen() {
  const { t } = useTranslation('socialServices');
  const groupId = useNumberParam('groupId');
  const { profile } = useRoles();
  const query = useData(
    socialServicesRoutes.group,
    { params: { id: groupId ?? 0 } },
    { enabled: groupId !== undefined },
  );
  return (
    <>
      <PageHeader title={t('group.skillTitle')} />
      <div className="ss-page">
        <LoginGate>
          <QueryState
            loading={groupId !== undefined && query.isPending}
            error={query.isError}
            errorText={query.error?.message}
            onRetry={() => void query.refetch()}
            testId="skill"
          >
            <SkillForm key={query.data?.id ?? 0} group={query.data} profile={profile} />
          </QueryState>
        </LoginGate>
      </div>
    </>
  );
}
