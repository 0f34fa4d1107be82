import { type NewsCategory, newsRoutes } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../../../features/common/components/KeywordSearch.tsx';
import { PagedList } from '../../../features/common/components/PagedList.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { NewsRow } from '../../../features/news/components/NewsRow.tsx';
import { NEWS_PAGE_SIZE } from '../../../features/news/queries.ts';
import { Tabs } from '../../../features/social-services/components/Tabs.tsx';
import { useData, usePagedRows } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';

/** /pages/news/index: the centre's news by category, with search and infinite scroll. */
export default function NewsListScreen() {
  const { t } = useTranslation('news');
  const [category, setCategory] = useState<NewsCategory | ''>('');
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
        <KeywordSearch label={t('search')} onSearch={setKeyword} testId="news-search" />
        <Tabs label={t('title')} value={category} onChange={setCategory} options={tabs} testId="news-tab" />
        <PagedList list={list} emptyText={t('empty')} testId="news">
          <div className="ss-list" data-testid="news-list">
            {list.items.map((n) => (
              <NewsRow key={n.id} item={n} />
            ))}
          </div>
        </PagedList>
      </div>
    </>
  );
}
