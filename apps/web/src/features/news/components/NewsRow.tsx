import type { NewsSummary } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { paths, withQuery } from '../../../lib/paths.ts';
import { NearImage } from '../../common/components/NearImage.tsx';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';

/** A news row: cover, title, category and date; the whole row opens the article. */
export function NewsRow({ item }: { item: NewsSummary }) {
  const { t } = useTranslation('news');
  const go = useNavigateOnce();
  return (
    <button
      type="button"
      className="kit-card ss-card ss-news"
      onClick={() => go(withQuery(paths.newsDetail, { id: String(item.id) }))}
      data-testid={`news-${item.id}`}
    >
      <span className="ss-news__body">
        <span className="ss-news__title">
          {item.top && <span className="ss-tag ss-tag--accent">{t('top')}</span>} {item.title}
        </span>
        <span className="ss-news__meta">
          {item.categoryName} · {item.publishedAt.slice(0, 10)}
        </span>
      </span>
      {item.cover && <NearImage className="ss-news__cover" src={item.cover} />}
    </button>
  );
}
