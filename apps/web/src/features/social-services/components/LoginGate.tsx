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

/** The staff pages a resident may land on through a link, each with the resident's own page instead. */
export type StaffPage = 'persons' | 'record' | 'inbox' | 'groupReview';

const INSTEAD: Record<StaffPage, string> = {
  persons: paths.socialServicesMine,
  record: paths.socialServicesMine,
  inbox: paths.socialServicesHistory,
  groupReview: paths.groupMine,
};

/**
 * Staff pages: the server refuses others anyway; a resident who lands here through a link is told what the
 * page is, why it is not theirs and is given the page that is (never a bare refusal, never a dead end).
 */
export function StaffGate({
  isStaff,
  page,
  children,
}: {
  isStaff: boolean;
  page: StaffPage;
  children: ReactNode;
}) {
  const { t } = useTranslation('socialServices');
  const go = useNavigateOnce();
  return (
    <LoginGate>
      {isStaff ? (
        children
      ) : (
        <div className="query-state" data-testid="staff-only">
          <LockOutline className="query-state__icon" aria-hidden="true" />
          <h2>{t(`staffPage.${page}.title`)}</h2>
          <p>{t(`staffPage.${page}.what`)}</p>
          <p>{t('staffPage.why')}</p>
          <button
            type="button"
            className="ss-button"
            onClick={() => go(INSTEAD[page], { replace: true })}
            data-testid="staff-only-instead"
          >
            {t(`staffPage.${page}.instead`)}
          </button>
        </div>
      )}
    </LoginGate>
  );
}
