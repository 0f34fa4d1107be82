import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './queryState.css';

/** What the foot of a list needs to know of the paging hook (`Paged` in lib/queries.ts). */
export interface ListPaging {
  items: readonly unknown[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * The foot of an infinite list: 'load more' (a real button, for people who do not scroll), 'loading',
 * 'no more'. When the foot scrolls into view the next page loads by itself.
 */
export function ListFooter({ list, testId = 'list-footer' }: { list: ListPaging; testId?: string }) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  const { hasMore, loadMore } = list;
  useEffect(() => {
    const node = ref.current;
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loadMore]);
  if (list.items.length === 0) return null;
  return (
    <div className="list-footer" ref={ref} data-testid={testId} aria-live="polite">
      {list.loadingMore ? (
        <span data-testid={`${testId}-loading`}>{t('state.loading')}</span>
      ) : list.hasMore ? (
        <button type="button" className="kit-button" onClick={list.loadMore} data-testid={`${testId}-more`}>
          {t('state.more')}
        </button>
      ) : (
        <span data-testid={`${testId}-end`}>{t('state.noMore')}</span>
      )}
    </div>
  );
}
