import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { shfwApi, shfwKeys } from '../../../features/social-services/api/socialServicesApi.ts';
import { LoginGate } from '../../../features/social-services/components/LoginGate.tsx';
import { QueryView } from '../../../features/social-services/components/QueryView.tsx';
import { SkillForm } from '../../../features/social-services/components/SkillForm.tsx';
import {
  useNumberParam,
  useRoles,
  useShfwQuery,
} from '../../../features/social-services/hooks/useShfwQuery.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/social-services/groups.css';

/** /pagesC/group/skill?groupId= skill application: a volunteer offers a skill (the group is optional). */
export default function SkillApplyScreen() {
  const { t, i18n } = useTranslation('socialServices');
  const groupId = useNumberParam('groupId');
  const { profile } = useRoles();
  const query = useShfwQuery(
    shfwKeys.group(groupId ?? 0, i18n.language),
    () => shfwApi.group(groupId ?? 0),
    groupId !== undefined,
  );
  return (
    <>
      <PageHeader title={t('group.skillTitle')} />
      <div className="ss-page">
        <LoginGate>
          <QueryView
            loading={groupId !== undefined && query.isPending}
            error={query.isError}
            errorText={query.error?.message}
            onRetry={() => void query.refetch()}
            testId="skill"
          >
            <SkillForm key={query.data?.id ?? 0} group={query.data} profile={profile} />
          </QueryView>
        </LoginGate>
      </div>
    </>
  );
}
