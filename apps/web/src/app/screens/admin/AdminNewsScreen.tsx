import { type NewsSummary, newsRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { AdminListScreen } from '../../../features/admin/components/AdminListScreen.tsx';
import { ADMIN_PAGE_SIZE } from '../../../features/admin/queries.ts';
import { call } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { usePagedRows } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';

/** Drafts too (no status filter for an administrator), read again each time the list opens. */
function useArticles(keyword: string) {
  return usePagedRows(
    newsRoutes.list,
    { query: { keyword: keyword || undefined } },
    { pageSize: ADMIN_PAGE_SIZE, fresh: true },
  );
}

/** /pagesD/admin/news: every article, drafts too, with edit and delete. */
export default function AdminNewsScreen() {
  const { t } = useTranslation('admin');
  return (
    <AdminListScreen<NewsSummary>
      title={t('article.listTitle')}
      noun="article"
      formPath={paths.adminArticle}
      useList={useArticles}
      remove={(id) => call(newsRoutes.remove, { params: { id } })}
      rowOf={(p) => ({
        title: p.title,
        cover: p.cover,
        status: t(`newsStatus.${p.status}`),
        muted: p.status !== 'published',
        meta: [
          `#${p.id}`,
          p.categoryName,
          p.publishedAt.slice(0, 10),
          t('list.views', { count: p.views }),
          p.top ? t('list.pinned') : '',
        ],
      })}
    />
  );
}
