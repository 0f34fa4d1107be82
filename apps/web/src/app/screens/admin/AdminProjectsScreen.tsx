import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi, adminKeys } from '../../../features/admin/api/adminApi.ts';
import { AdminGate } from '../../../features/admin/components/AdminGate.tsx';
import { AdminRow } from '../../../features/admin/components/AdminRow.tsx';
import { AddButton, AdminSearch } from '../../../features/admin/components/AdminSearch.tsx';
import { useConfirmDelete } from '../../../features/admin/hooks/useAdmin.ts';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { ListFooter } from '../../../features/social-services/components/ListFooter.tsx';
import { QueryView } from '../../../features/social-services/components/QueryView.tsx';
import { usePagedList } from '../../../features/social-services/hooks/useShfwQuery.ts';
import { paths, withQuery } from '../../paths.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/admin/admin.css';

/** /pagesD/admin/projects: every project, drafts and offline ones too, with edit and delete. */
export default function AdminProjectsScreen() {
  const { t, i18n } = useTranslation('admin');
  const go = useNavigateOnce();
  const [keyword, setKeyword] = useState('');
  const remove = useConfirmDelete();
  const list = usePagedList(
    adminKeys.projects(keyword, i18n.language),
    (n) => adminApi.projects(keyword, n),
    true,
    true,
  );
  return (
    <>
      <PageHeader
        title={t('project.listTitle')}
        right={<AddButton onClick={() => go(paths.adminProject)} testId="admin-project-add" />}
      />
      <div className="ss-page">
        <AdminGate>
          <AdminSearch onSearch={setKeyword} testId="admin-project-search" />
          <QueryView
            loading={list.loading}
            error={list.error}
            errorText={list.errorText}
            empty={list.items.length === 0}
            emptyText={t('list.empty')}
            onRetry={list.refetch}
            testId="admin-projects"
          >
            <div className="ss-list" data-testid="admin-project-list">
              {list.items.map((p) => (
                <AdminRow
                  key={p.id}
                  title={p.title}
                  cover={p.cover}
                  status={t(`projectStatus.${p.status}`)}
                  muted={p.status !== 'published'}
                  meta={[
                    `#${p.id}`,
                    p.categoryName,
                    t('list.capacity', { remaining: p.remaining, capacity: p.capacity }),
                    p.featured ? t('list.featured') : '',
                  ]}
                  onEdit={() => go(withQuery(paths.adminProject, { id: String(p.id) }))}
                  onDelete={() => void remove(p.title, () => adminApi.removeProject(p.id))}
                  testId={`admin-project-${p.id}`}
                />
              ))}
            </div>
            <ListFooter list={list} testId="admin-projects-footer" />
          </QueryView>
        </AdminGate>
      </div>
    </>
  );
}
