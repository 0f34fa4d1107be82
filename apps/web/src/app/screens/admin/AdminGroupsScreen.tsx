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

/** /pagesD/admin/groups: every housing/service group, with edit and delete. */
export default function AdminGroupsScreen() {
  const { t, i18n } = useTranslation('admin');
  const go = useNavigateOnce();
  const [keyword, setKeyword] = useState('');
  const remove = useConfirmDelete();
  const list = usePagedList(
    adminKeys.groups(keyword, i18n.language),
    (n) => adminApi.groups(keyword, n),
    true,
    true,
  );
  return (
    <>
      <PageHeader
        title={t('group.listTitle')}
        right={<AddButton onClick={() => go(paths.adminGroup)} testId="admin-group-add" />}
      />
      <div className="ss-page">
        <AdminGate>
          <AdminSearch onSearch={setKeyword} testId="admin-group-search" />
          <QueryView
            loading={list.loading}
            error={list.error}
            errorText={list.errorText}
            empty={list.items.length === 0}
            emptyText={t('list.empty')}
            onRetry={list.refetch}
            testId="admin-groups"
          >
            <div className="ss-list" data-testid="admin-group-list">
              {list.items.map((p) => (
                <AdminRow
                  key={p.id}
                  title={p.name}
                  cover={p.cover}
                  status={t(`groupStatus.${p.status}`)}
                  muted={p.status !== 'open'}
                  meta={[`#${p.id}`, t(`groupKind.${p.kind}`), t('list.members', { count: p.memberCount })]}
                  onEdit={() => go(withQuery(paths.adminGroup, { id: String(p.id) }))}
                  onDelete={() => void remove(p.name, () => adminApi.removeGroup(p.id))}
                  testId={`admin-group-${p.id}`}
                />
              ))}
            </div>
            <ListFooter list={list} testId="admin-groups-footer" />
          </QueryView>
        </AdminGate>
      </div>
    </>
  );
}
