import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Paged } from '../../../lib/queries.ts';
import { KeywordSearch } from '../../common/components/KeywordSearch.tsx';
import { PagedList } from '../../common/components/PagedList.tsx';
import { Tabs } from './Tabs.tsx';

/** A list's tab and keyword, kept in the address (`?{param}=&keyword=`) so back and a shared link keep them. */
export function useTabAndKeyword<V extends string>(param: string, isTab: (v: string | null) => v is V) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(param);
  const tab = isTab(raw) ? raw : undefined;
  const keyword = params.get('keyword') ?? '';
  const show = (next: { tab?: string | undefined; keyword?: string | undefined }) => {
    const merged = { tab, keyword: keyword || undefined, ...next };
    const search = new URLSearchParams();
    if (merged.tab) search.set(param, merged.tab);
    if (merged.keyword) search.set('keyword', merged.keyword);
    setParams(search, { replace: true });
  };
  return { tab, keyword, show };
}

/**
 * Search box, filter tabs and an infinite list (group or project). Test ids: {noun}-search, -search-go,
 * -tab-*, -list; {noun}s and {noun}s-footer. `children` sits between the tabs and the list.
 */
export function SearchableTabList<T extends { id: number }>({
  noun,
  filter,
  searchPlaceholder,
  searchLabel,
  tabsLabel,
  tabs,
  list,
  emptyText,
  renderItem,
  children,
}: {
  noun: string;
  filter: ReturnType<typeof useTabAndKeyword>;
  searchPlaceholder: string;
  searchLabel: string;
  tabsLabel: string;
  tabs: ReadonlyArray<{ value: string; label: string }>;
  list: Paged<T>;
  emptyText: string;
  renderItem: (item: T) => ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('socialServices');
  return (
    <>
      <KeywordSearch
        label={searchLabel}
        placeholder={searchPlaceholder}
        initial={filter.keyword}
        submitLabel={t('home.searchGo')}
        onSearch={(keyword) => filter.show({ keyword: keyword || undefined })}
        testId={`${noun}-search`}
      />
      <Tabs
        label={tabsLabel}
        value={filter.tab ?? ''}
        onChange={(value) => filter.show({ tab: value || undefined })}
        options={tabs}
        testId={`${noun}-tab`}
      />
      {children}
      <PagedList list={list} emptyText={emptyText} testId={`${noun}s`}>
        <div className="ss-list" data-testid={`${noun}-list`}>
          {list.items.map(renderItem)}
        </div>
      </PagedList>
    </>
  );
}
