import { socialServicesRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { AdminGate } from '../../../features/admin/components/AdminGate.tsx';
import { ProjectForm } from '../../../features/admin/components/ProjectForm.tsx';
import { useRefreshContent } from '../../../features/admin/hooks/useAdmin.ts';
import { emptyProject, projectDraftOf } from '../../../features/admin/validation.ts';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { useNumberParam } from '../../../features/social-services/hooks/useNumberParam.ts';
import { paths } from '../../../lib/paths.ts';
import { useData } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/admin/admin.css';
import { QueryState } from '../../../features/common/components/QueryState.tsx';

/** /pagesD/admin/project[?id=]: create a service project, or edit one. */
export default function AdminProjectScreen() {
  const { t } = useTranslation('admin');
  const id = useNumberParam('id');
  const go = useNavigateOnce();
  const refresh = useRefreshContent();
  const query = useData(
    socialServicesRoutes.project,
    { params: { id: id ?? 0 } },
    { enabled: id !== undefined },
  );
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
            <QueryState
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
            </QueryState>
          )}
        </AdminGate>
      </div>
    </>
  );
}
