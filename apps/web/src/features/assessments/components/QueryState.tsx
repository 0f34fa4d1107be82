import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedLoader } from '../../../app/shell/lazyScreen.tsx';
import { EmptyState } from '../../common/components/EmptyState.tsx';

interface QueryStateProps {
  loading: boolean;
  error: boolean;
  empty?: boolean;
  emptyText?: string;
  onRetry: () => void;
  children: ReactNode;
  testId?: string;
}

/** Loading, error and empty states of a server read, the same everywhere in the assessment screens. */
export function QueryState({ loading, error, empty, emptyText, onRetry, children, testId }: QueryStateProps) {
  const { t } = useTranslation('assessments');
  if (loading) return <DelayedLoader />;
  if (error) {
    return (
      <div className="as-state" role="alert" data-testid={testId ? `${testId}-error` : undefined}>
        <p>{t('error')}</p>
        <button type="button" className="link-button" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (empty) {
    return (
      <p className="as-state as-state--empty" data-testid={testId ? `${testId}-empty` : undefined}>
        {emptyText ?? t('empty')}
      </p>
    );
  }
  return <>{children}</>;
}

export { EmptyState };
