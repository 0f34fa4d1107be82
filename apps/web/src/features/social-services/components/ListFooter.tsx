import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedList } from '../hooks/useShfwQuery.ts';

/**
 * The foot of an infinite list: 'load more' (a real button, for people who do not scroll), 'loading',
 * 'no more'. When the foot scrolls into view the next page loads by itself.
 */
export function ListFooter({ list, testId = 'list-footer' }: { list: PagedList<unknown>; testId?: string }) {
  const { t } = useTranslation('socialServices');
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
    <div className="ss-footer" ref={ref} data-testid={testId} aria-live="polite">
      {list.loadingMore ? (
        <span data-testid={`${testId}-loading`}>{t('list.loading')}</span>
      ) : list.hasMore ? (
        <button
          type="button"
          className="ss-button ss-button--ghost"
          onClick={list.loadMore}
          data-testid={`${testId}-more`}
        >
          {t('list.more')}
        </button>
      ) : (
        <span data-testid={`${testId}-end`}>{t('list.noMore')}</span>
      )}
    </div>
  );
}
