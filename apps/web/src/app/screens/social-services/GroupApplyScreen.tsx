import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { shfwApi, shfwKeys } from '../../../features/social-services/api/socialServicesApi.ts';
import { GroupApplyForm } from '../../../features/social-services/components/GroupApplyForm.tsx';
import { LoginGate } from '../../../features/social-services/components/LoginGate.tsx';
import { QueryView } from '../../../features/social-services/components/QueryView.tsx';
import {
  useNumberParam,
  useRoles,
  useShfwQuery,
} from '../../../features/social-services/hooks/useShfwQuery.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/social-services/groups.css';

/** /pagesC/group/apply?id=&kind=join|help detail application (login required, back here after login). */
export default function GroupApplyScreen() {
  const { t, i18n } = useTranslation('socialServices');
  const id = useNumberParam('id') ?? 0;
  const [params] = useSearchParams();
  const kind = params.get('kind') === 'help' ? 'help' : 'join';
  const { profile } = useRoles();
  const query = useShfwQuery(shfwKeys.group(id, i18n.language), () => shfwApi.group(id), id > 0);
  return (
    <>
      <PageHeader title={t('group.applyTitle')} />
      <div className="ss-page">
        <LoginGate>
          <QueryView
            loading={query.isPending && id > 0}
            error={query.isError || id === 0}
            errorText={id === 0 ? t('group.missingGroup') : query.error?.message}
            onRetry={() => void query.refetch()}
            testId="group-apply"
          >
            {query.data && <GroupApplyForm group={query.data} kind={kind} profile={profile} />}
          </QueryView>
        </LoginGate>
      </div>
    </>
  );
}
