import { type ServiceProject, socialServicesRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { AdminListScreen } from '../../../features/admin/components/AdminListScreen.tsx';
import { adminListInput } from '../../../features/admin/queries.ts';
import { call } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { usePagedRows } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';

/** Every one, whatever its status, read again each time the list opens (others change them too). */
function useProjects(keyword: string) {
  return usePagedRows(socialServicesRoutes.projects, adminListInput(keyword), { fresh: true });
}

/** /pagesD/admin/projects: every project, drafts and offline ones too, with edit and delete. */
export default function AdminProjectsScreen() {
  const { t } = useTranslation('admin');
  return (
    <AdminListScreen<ServiceProject>
      title={t('project.listTitle')}
      noun="project"
      formPath={paths.adminProject}
      useList={useProjects}
      remove={(id) => call(socialServicesRoutes.removeProject, { params: { id } })}
      rowOf={(p) => ({
        title: p.title,
        cover: p.cover,
        status: t(`projectStatus.${p.status}`),
        muted: p.status !== 'published',
        meta: [
          `#${p.id}`,
          p.categoryName,
          t('list.capacity', { remaining: p.remaining, capacity: p.capacity }),
          p.featured ? t('list.featured') : '',
        ],
      })}
    />
  );
}
