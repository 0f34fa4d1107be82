import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedLoader } from '../../../app/shell/lazyScreen.tsx';

interface QueryViewProps {
  loading: boolean;
  error: boolean;
  errorText?: string | undefined;
  empty?: boolean;
  emptyText?: string;
  onRetry: () => void;
  testId?: string;
  children: ReactNode;
}

/** Loading, error and empty states of a server read, the same on every social-services screen. */
export function QueryView({
  loading,
  error,
  errorText,
  empty,
  emptyText,
  onRetry,
  testId,
  children,
}: QueryViewProps) {
  const { t } = useTranslation('socialServices');
  if (loading) return <DelayedLoader />;
  if (error) {
    return (
      <div className="ss-state" role="alert" data-testid={testId ? `${testId}-error` : undefined}>
        <p>
          <span aria-hidden="true">⚠ </span>
          {errorText || t('state.error')}
        </p>
        <button type="button" className="ss-button ss-button--ghost" onClick={onRetry}>
          {t('state.retry')}
        </button>
      </div>
    );
  }
  if (empty) {
    return (
      <div className="ss-state ss-state--empty" data-testid={testId ? `${testId}-empty` : undefined}>
        <span className="ss-state__icon" aria-hidden="true">
          ∅
        </span>
        <p>{emptyText ?? t('state.empty')}</p>
      </div>
    );
  }
  return <>{children}</>;
}
