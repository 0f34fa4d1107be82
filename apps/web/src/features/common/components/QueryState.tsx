import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedLoader } from '../../../app/shell/lazyScreen.tsx';
import './queryState.css';

interface QueryStateProps {
  loading: boolean;
  error: boolean;
  /** The server's own words for the failure, when it gave some; else a general sentence. */
  errorText?: string | undefined;
  empty?: boolean;
  emptyTitle?: string;
  emptyText?: string;
  /** What to do about the emptiness (add the first device...). */
  emptyAction?: ReactNode;
  onRetry: () => void;
  /** `<testId>-error` and `<testId>-empty` name the two states for the tests. */
  testId?: string;
  children: ReactNode;
}

/**
 * Loading, error (with a retry button) and empty states of a server read, the same on every screen
 * (docs/product.md "Loading and feedback"): a short wait shows nothing, a longer one the loader.
 */
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
  const { t } = useTranslation('common');
  if (loading) return <DelayedLoader />;
  if (error) {
    return (
      <div className="query-state" role="alert" data-testid={testId && `${testId}-error`}>
        <span className="query-state__icon" aria-hidden="true">
          ⚠
        </span>
        <p>{errorText || t('state.error')}</p>
        <button type="button" className="kit-button" onClick={onRetry}>
          {t('state.retry')}
        </button>
      </div>
    );
  }
  if (empty) {
    return (
      <div className="query-state" data-testid={testId && `${testId}-empty`}>
        <span className="query-state__icon" aria-hidden="true">
          ∅
        </span>
        {emptyTitle && <h2 className="query-state__title">{emptyTitle}</h2>}
        {(emptyText || !emptyTitle) && <p>{emptyText || t('state.empty')}</p>}
        {emptyAction}
      </div>
    );
  }
  return <>{children}</>;
}
