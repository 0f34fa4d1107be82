import { newsRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { AdminGate } from '../../../features/admin/components/AdminGate.tsx';
import { ArticleForm } from '../../../features/admin/components/ArticleForm.tsx';
import { useRefreshContent } from '../../../features/admin/hooks/useAdmin.ts';
import { articleDraftOf, emptyArticle } from '../../../features/admin/validation.ts';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { useNumberParam } from '../../../features/social-services/hooks/useNumberParam.ts';
import { paths } from '../../../lib/paths.ts';
import { useData } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/admin/admin.css';
import { QueryState } from '../../../features/common/components/QueryState.tsx';

/** /pagesD/admin/article[?id=]: write an article, or edit one. */
export default function AdminArticleScreen() {
  const { t } = useTranslation('admin');
  const id = useNumberParam('id');
  const go = useNavigateOnce();
  const refresh = useRefreshContent();
  const query = useData(newsRoutes.get, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
  const saved = () => {
    refresh();
    go(paths.adminNews, { replace: true });
  };
  return (
    <>
      <PageHeader title={id ? t('article.editTitle') : t('article.newTitle')} />
      <div className="ss-page">
        <AdminGate>
          {id === undefined ? (
            <ArticleForm initial={emptyArticle()} onSaved={saved} />
          ) : (
            <QueryState
              loading={query.isPending}
              error={query.isError}
              errorText={query.error?.message || t('list.missing')}
              onRetry={() => void query.refetch()}
              testId="admin-article"
            >
              {query.data && (
                <ArticleForm
                  key={query.data.id}
                  id={id}
                  initial={articleDraftOf(query.data)}
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
