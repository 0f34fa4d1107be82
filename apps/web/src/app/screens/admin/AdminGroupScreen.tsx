import { useTranslation } from 'react-i18next';
import { adminApi, adminKeys } from '../../../features/admin/api/adminApi.ts';
import { AdminGate } from '../../../features/admin/components/AdminGate.tsx';
import { GroupForm } from '../../../features/admin/components/GroupForm.tsx';
import { useRefreshContent } from '../../../features/admin/hooks/useAdmin.ts';
import { emptyGroup, groupDraftOf } from '../../../features/admin/validation.ts';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { QueryView } from '../../../features/social-services/components/QueryView.tsx';
import { useNumberParam, useShfwQuery } from '../../../features/social-services/hooks/useShfwQuery.ts';
import { paths } from '../../../lib/paths.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/admin/admin.css';

/** /pagesD/admin/group[?id=]: create a group, or edit one. */
export default function AdminGroupScreen() {
  const { t } = useTranslation('admin');
  const id = useNumberParam('id');
  const go = useNavigateOnce();
  const refresh = useRefreshContent();
  const query = useShfwQuery(adminKeys.group(id ?? 0), () => adminApi.group(id ?? 0), id !== undefined);
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
            <QueryView
              loading={query.isPending}
              error={query.isError}
              errorText={query.error?.message || t('list.missing')}
              onRetry={() => void query.refetch()}
              testId="admin-group"
            >
              {query.data && (
                <GroupForm key={query.data.id} id={id} initial={groupDraftOf(query.data)} onSaved={saved} />
              )}
            </QueryView>
          )}
        </AdminGate>
      </div>
    </>
  );
}
