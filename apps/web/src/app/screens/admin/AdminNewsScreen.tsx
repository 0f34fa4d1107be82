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

/** /pagesD/admin/news: every article, drafts too, with edit and delete. */
export default function AdminNewsScreen() {
  const { t, i18n } = useTranslation('admin');
  const go = useNavigateOnce();
  const [keyword, setKeyword] = useState('');
  const remove = useConfirmDelete();
  const list = usePagedList(
    adminKeys.news(keyword, i18n.language),
    (n) => adminApi.news(keyword, n),
    true,
    true,
  );
  return (
    <>
      <PageHeader
        title={t('article.listTitle')}
        right={<AddButton onClick={() => go(paths.adminArticle)} testId="admin-article-add" />}
      />
      <div className="ss-page">
        <AdminGate>
          <AdminSearch onSearch={setKeyword} testId="admin-article-search" />
          <QueryView
            loading={list.loading}
            error={list.error}
            errorText={list.errorText}
            empty={list.items.length === 0}
            emptyText={t('list.empty')}
            onRetry={list.refetch}
            testId="admin-articles"
          >
            <div className="ss-list" data-testid="admin-article-list">
              {list.items.map((p) => (
                <AdminRow
                  key={p.id}
                  title={p.title}
                  cover={p.cover}
                  status={t(`newsStatus.${p.status}`)}
                  muted={p.status !== 'published'}
                  meta={[
                    `#${p.id}`,
                    p.categoryName,
                    p.publishedAt.slice(0, 10),
                    t('list.views', { count: p.views }),
                    p.top ? t('list.pinned') : '',
                  ]}
                  onEdit={() => go(withQuery(paths.adminArticle, { id: String(p.id) }))}
                  onDelete={() => void remove(p.title, () => adminApi.removeArticle(p.id))}
                  testId={`admin-article-${p.id}`}
                />
              ))}
            </div>
            <ListFooter list={list} testId="admin-articles-footer" />
          </QueryView>
        </AdminGate>
      </div>
    </>
  );
}
