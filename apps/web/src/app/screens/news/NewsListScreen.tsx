import { type NewsCategory, newsRoutes } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { NewsRow } from '../../../features/news/components/NewsRow.tsx';
import { NEWS_PAGE_SIZE } from '../../../features/news/queries.ts';
import { Tabs } from '../../../features/social-services/components/Tabs.tsx';
import { useData, usePagedRows } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';
import { ListFooter } from '../../../features/common/components/ListFooter.tsx';
import { QueryState } from '../../../features/common/components/QueryState.tsx';

/** /pages/news/index: the centre's news by category, with search and infinite scroll. */
export default function NewsListScreen() {
  const { t } = useTranslation('news');
  const [category, setCategory] = useState<NewsCategory | ''>('');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const categories = useData(newsRoutes.categories, {});
  const list = usePagedRows(
    newsRoutes.list,
    { query: { category: category || undefined, keyword: keyword || undefined } },
    { pageSize: NEWS_PAGE_SIZE },
  );
  const tabs = [
    { value: '' as const, label: t('all') },
    ...(categories.data ?? []).map((c) => ({ value: c.code, label: c.name })),
  ];
  return (
    <>
      <PageHeader title={t('title')} />
      <div className="ss-page">
        <form
          className="ss-search"
          onSubmit={(e) => {
            e.preventDefault();
            setKeyword(typed.trim());
          }}
        >
          <input
            type="search"
            className="field__input"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t('search')}
            aria-label={t('search')}
            data-testid="news-search"
          />
        </form>
        <Tabs label={t('title')} value={category} onChange={setCategory} options={tabs} testId="news-tab" />
        <QueryState
          loading={list.loading}
          error={list.error}
          errorText={list.errorText}
          empty={list.items.length === 0}
          emptyText={t('empty')}
          onRetry={list.refetch}
          testId="news"
        >
          <div className="ss-list" data-testid="news-list">
            {list.items.map((n) => (
              <NewsRow key={n.id} item={n} />
            ))}
          </div>
          <ListFooter list={list} testId="news-footer" />
        </QueryState>
      </div>
    </>
  );
}
