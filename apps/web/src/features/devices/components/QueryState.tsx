import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedLoader } from '../../../app/shell/lazyScreen.tsx';
import type { Paged } from '../../../lib/queries.ts';

interface QueryStateProps {
  loading: boolean;
  error: boolean;
  errorText?: string | undefined;
  empty?: boolean;
  emptyTitle?: string;
  emptyText?: string;
  emptyAction?: ReactNode;
  onRetry: () => void;
  testId: string;
  children: ReactNode;
}

/** Loading, error (with retry) and empty states of a device read, text and icon. */
export function QueryState({
  loading,
  error,
  errorText,
  empty,
  emptyTitle,
  emptyText,
  emptyAction,
  onRetry,
  testId,
  children,
}: QueryStateProps) {
  const { t } = useTranslation('devices');
  if (loading) return <DelayedLoader />;
  if (error) {
    return (
      <div className="dv-state" role="alert" data-testid={`${testId}-error`}>
        <span className="dv-state__icon" aria-hidden="true">
          ⚠
        </span>
        <p>{errorText || t('list.error')}</p>
        <button type="button" className="dv-secondary" onClick={onRetry}>
          {t('list.retry')}
        </button>
      </div>
    );
  }
  if (empty) {
    return (
      <div className="dv-state" data-testid={`${testId}-empty`}>
        <span className="dv-state__icon" aria-hidden="true">
          ∅
        </span>
        {emptyTitle && <h2 className="dv-state__title">{emptyTitle}</h2>}
        {emptyText && <p>{emptyText}</p>}
        {emptyAction}
      </div>
    );
  }
  return <>{children}</>;
}

/** Foot of an infinite list: load more (a real button) / loading / no more; loads by itself in view. */
export function ListFooter({ list, testId }: { list: Paged<unknown>; testId: string }) {
  const { t } = useTranslation('devices');
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
    <div className="dv-footer" ref={ref} aria-live="polite" data-testid={testId}>
      {list.loadingMore ? (
        <span>{t('list.loading')}</span>
      ) : list.hasMore ? (
        <button type="button" className="dv-secondary" onClick={list.loadMore} data-testid={`${testId}-more`}>
          {t('list.more')}
        </button>
      ) : (
        <span data-testid={`${testId}-end`}>{t('list.noMore')}</span>
      )}
    </div>
  );
}
