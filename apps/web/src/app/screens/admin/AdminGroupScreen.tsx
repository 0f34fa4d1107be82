import { socialServicesRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { AdminGate } from '../../../features/admin/components/AdminGate.tsx';
import { GroupForm } from '../../../features/admin/components/GroupForm.tsx';
import { useRefreshContent } from '../../../features/admin/hooks/useAdmin.ts';
import { emptyGroup, groupDraftOf } from '../../../features/admin/validation.ts';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { useNumberParam } from '../../../features/social-services/hooks/useNumberParam.ts';
import { paths } from '../../../lib/paths.ts';
import { useData } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/admin/admin.css';
import { QueryState } from '../../../features/common/components/QueryState.tsx';

/** /pagesD/admin/group[?id=]: create a group, or edit one. */
export default function AdminGroupScreen() {
  const { t } = useTranslation('admin');
  const id = useNumberParam('id');
  const go = useNavigateOnce();
  const refresh = useRefreshContent();
  const query = useData(
    socialServicesRoutes.group,
    { params: { id: id ?? 0 } },
    { enabled: id !== undefined },
  );
  const saved = () => {
    refresh();
    go(paths.adminGroups, { replace: true });
  };
  return (
    <>
      <PageHeader title={id ? t('group.editTitle') : t('group.newTitle')} />
      <div className="ss-page">
        <AdminGate>
          {id === undefined ? (
            <GroupForm initial={emptyGroup()} onSaved={saved} />
          ) : (
            <QueryState
              loading={query.isPending}
              error={query.isError}
              errorText={query.error?.message || t('list.missing')}
              onRetry={() => void query.refetch()}
              testId="admin-group"
            >
              {query.data && (
                <GroupForm key={query.data.id} id={id} initial={groupDraftOf(query.data)} onSaved={saved} />
              )}
            </QueryState>
          )}
        </AdminGate>
      </div>
    </>
  );
}
