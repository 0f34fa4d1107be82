import { newsRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { QueryData } from '../../../features/common/components/QueryData.tsx';
import { useNumberParam } from '../../../features/social-services/hooks/useNumberParam.ts';
import { useData } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';

/** /pages/news/detail?id=: one article; its HTML is sanitised by the server and rendered as is. */
export default function NewsDetailScreen() {
  const { t } = useTranslation('news');
  const id = useNumberParam('id') ?? 0;
  const query = useData(newsRoutes.get, { params: { id } }, { enabled: id > 0 });
  return (
    <>
      <PageHeader title={t('detailTitle')} />
      <div className="ss-page">
        <QueryData query={query} missing={id === 0} testId="news-detail">
          {(n) => (
            <article className="kit-card ss-card">
              <h2 data-testid="news-title">{n.title}</h2>
              <p className="ss-news__meta">
                <span className="ss-tag">{n.categoryName}</span>
                {n.publishedAt.slice(0, 10)}
                {n.author && <span>{t('author', { author: n.author })}</span>}
                <span>{t('views', { count: n.views })}</span>
              </p>
              {n.cover && <img className="ss-hero-cover" src={n.cover} alt="" />}
              <div
                className="ss-rich"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (news/sanitize.ts)
                dangerouslySetInnerHTML={{ __html: n.content }}
                data-testid="news-content"
              />
              {n.source && <p className="ss-muted">{t('source', { source: n.source })}</p>}
            </article>
          )}
        </QueryData>
      </div>
    </>
  );
}
