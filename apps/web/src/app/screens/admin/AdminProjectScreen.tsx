import { useTranslation } from 'react-i18next';
import { adminApi, adminKeys } from '../../../features/admin/api/adminApi.ts';
import { AdminGate } from '../../../features/admin/components/AdminGate.tsx';
import { ProjectForm } from '../../../features/admin/components/ProjectForm.tsx';
import { useRefreshContent } from '../../../features/admin/hooks/useAdmin.ts';
import { emptyProject, projectDraftOf } from '../../../features/admin/validation.ts';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { QueryView } from '../../../features/social-services/components/QueryView.tsx';
import { useNumberParam, useShfwQuery } from '../../../features/social-services/hooks/useShfwQuery.ts';
import { paths } from '../../../lib/paths.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/admin/admin.css';

/** /pagesD/admin/project[?id=]: create a service project, or edit one. */
export default function AdminProjectScreen() {
  const { t } = useTranslation('admin');
  const id = useNumberParam('id');
  const go = useNavigateOnce();
  const refresh = useRefreshContent();
  const query = useShfwQuery(adminKeys.project(id ?? 0), () => adminApi.project(id ?? 0), id !== undefined);
  const saved = () => {
    refresh();
    go(paths.adminProjects, { replace: true });
  };
  return (
    <>
      <PageHeader title={id ? t('project.editTitle') : t('project.newTitle')} />
      <div className="ss-page">
        <AdminGate>
          {id === undefined ? (
            <ProjectForm initial={emptyProject()} onSaved={saved} />
          ) : (
            <QueryView
              loading={query.isPending}
              error={query.isError}
              errorText={query.error?.message || t('list.missing')}
              onRetry={() => void query.refetch()}
              testId="admin-project"
            >
              {query.data && (
                <ProjectForm
                  key={query.data.id}
                  id={id}
                  initial={projectDraftOf(query.data)}
                  onSaved={saved}
                />
              )}
            </QueryView>
          )}
        </AdminGate>
      </div>
    </>
  );
}
