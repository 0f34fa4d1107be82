import type { NewsSummary } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { adminApi, adminKeys } from '../../../features/admin/api/adminApi.ts';
import { AdminListScreen } from '../../../features/admin/components/AdminListScreen.tsx';
import { paths } from '../../paths.ts';

/** /pagesD/admin/news: every article, drafts too, with edit and delete. */
export default function AdminNewsScreen() {
  const { t } = useTranslation('admin');
  return (
    <AdminListScreen<NewsSummary>
      title={t('article.listTitle')}
      noun="article"
      formPath={paths.adminArticle}
      listKey={adminKeys.news}
      readPage={adminApi.news}
      remove={adminApi.removeArticle}
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
