import { socialServicesRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { QueryState } from '../../../features/common/components/QueryState.tsx';
import { ApplicationForm } from '../../../features/social-services/components/ApplicationForm.tsx';
import { LoginGate } from '../../../features/social-services/components/LoginGate.tsx';
import { OpenApplicationNotice } from '../../../features/social-services/components/OpenApplicationNotice.tsx';
import {
  ProjectNotFound,
  projectGone,
} from '../../../features/social-services/components/ProjectNotFound.tsx';
import { useMembership } from '../../../features/social-services/hooks/useMembership.ts';
import { useNumberParam } from '../../../features/social-services/hooks/useNumberParam.ts';
import { useRoles } from '../../../features/social-services/hooks/useRoles.ts';
import { useData, useRows } from '../../../lib/queries.ts';
import { useToken } from '../../../lib/session.ts';
import '../../../features/social-services/socialServices.css';

/**
 * /pages/fwjz/fwxqsq?projectId= service demand application (login required, back here after login). A
 * resident with an open request for the project is told so before filling anything in; the form waits for
 * the profile and membership so the contact phone starts filled in with the one Me shows.
 */
export default function ApplyScreen() {
  const { t } = useTranslation('socialServices');
  const id = useNumberParam('projectId') ?? 0;
  const signedIn = !!useToken();
  const { profile } = useRoles();
  const query = useData(socialServicesRoutes.project, { params: { id } }, { enabled: id > 0 });
  const open = useRows(
    socialServicesRoutes.myApplications,
    { query: { open: 'true', projectId: id, pageSize: 1 } },
    { enabled: id > 0 && signedIn },
  );
  const membership = useMembership();
  // The phone Me shows: the account's own, else the one given when membership was activated.
  const phone = profile?.phonenumber || membership.data?.phone || '';
  const failed = query.isError || open.isError;
  return (
    <>
      <PageHeader title={t('apply.title')} />
      <div className="ss-page">
        <LoginGate>
          {projectGone(id, query.error) ? (
            <ProjectNotFound testId="apply" />
          ) : (
            <QueryState
              loading={id > 0 && (query.isPending || open.isPending || !profile || membership.isPending)}
              error={failed}
              errorText={(query.error ?? open.error)?.message}
              onRetry={() => {
                void query.refetch();
                void open.refetch();
              }}
              testId="apply"
            >
              {open.data?.[0] ? (
                <OpenApplicationNotice open={open.data[0]} />
              ) : (
                query.data && <ApplicationForm project={query.data} profile={profile} contactPhone={phone} />
              )}
            </QueryState>
          )}
        </LoginGate>
      </div>
    </>
  );
}
