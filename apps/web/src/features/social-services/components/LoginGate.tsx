import { LockOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useToken } from '../../../lib/session.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import '../../common/components/queryState.css';

/**
 * Pages that need an account (applying, history, records), opened by a visitor through a link or a reload:
 * a door to the login page that comes back here afterwards, never a pop-up the visitor did not ask for.
 */
export function LoginGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('socialServices');
  const token = useToken();
  const location = useLocation();
  const go = useNavigateOnce();
  if (token) return <>{children}</>;
  const redirect = `${location.pathname}${location.search}`;
  return (
    <div className="query-state" data-testid="login-gate">
      {/* An icon of the app's set: an emoji lock is a blank box on phones without an emoji font. */}
      <LockOutline className="query-state__icon" aria-hidden="true" />
      <h2>{t('state.loginTitle')}</h2>
      <p>{t('state.loginText')}</p>
      <button
        type="button"
        className="ss-button"
        onClick={() => go(withQuery(paths.waitLogin, { redirect }))}
        data-testid="login-gate-action"
      >
        {t('state.loginAction')}
      </button>
    </div>
  );
}

/** Staff pages: the server refuses others anyway; this says so instead of showing an error. */
export function StaffGate({ isStaff, children }: { isStaff: boolean; children: ReactNode }) {
  const { t } = useTranslation('socialServices');
  return (
    <LoginGate>
      {isStaff ? (
        children
      ) : (
        <div className="query-state" data-testid="staff-only">
          <p>{t('state.staffOnly')}</p>
        </div>
      )}
    </LoginGate>
  );
}
