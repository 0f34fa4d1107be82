import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { useIsAdmin } from '../hooks/useAdmin.ts';
import '../../common/components/queryState.css';

/**
 * Shows its children to administrators only. It only hides: every call behind it is refused by the server
 * for anyone else (docs/architecture.md "Permissions on the server").
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const go = useNavigateOnce();
  const { profile, isAdmin } = useIsAdmin();
  if (isAdmin) return <>{children}</>;
  return (
    <div className="query-state" role="alert" data-testid="admin-denied">
      <p>
        <span aria-hidden="true">⚠ </span>
        {profile ? t('gate.denied') : t('gate.login')}
      </p>
      {!profile && (
        <button type="button" className="ss-button" onClick={() => go(paths.login)}>
          {t('gate.loginButton')}
        </button>
      )}
    </div>
  );
}
