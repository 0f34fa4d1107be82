import type { ServiceProject } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { adminApi, adminKeys } from '../../../features/admin/api/adminApi.ts';
import { AdminListScreen } from '../../../features/admin/components/AdminListScreen.tsx';
import { usePagedList } from '../../../features/social-services/hooks/useShfwQuery.ts';
import { paths } from '../../../lib/paths.ts';

/** Every one, whatever its status, read again each time the list opens (others change them too). */
function useProjects(keyword: string) {
  const { i18n } = useTranslation();
  return usePagedList(
    adminKeys.projects(keyword, i18n.language),
    (n) => adminApi.projects(keyword, n),
    true,
    true,
  );
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
      remove={adminApi.removeProject}
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
