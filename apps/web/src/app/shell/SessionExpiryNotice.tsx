import { CloseOutline, ExclamationCircleOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthParam } from '../../features/auth/params.ts';
import { formatDateTime } from '../../features/common/dateTime.ts';
import { useNavigateOnce } from '../../features/common/hooks/useNavigateOnce.ts';
import { paths, withQuery } from '../../lib/paths.ts';
import { useToken } from '../../lib/session.ts';
import { LONGEST_TIMER_MS, tokenExpiry, warningDelay } from './sessionExpiry.ts';

/**
 * Warns five minutes before the login ends. A status bar pinned to the bottom edge: it never
 * moves the screen's content or takes focus; it names the end time (a clock time, so the text does not tick
 * under the reader) and offers to sign in again now, coming back to this page afterwards.
 */
export function SessionExpiryNotice() {
  const { t } = useTranslation();
  const token = useToken();
  const { pathname, search } = useLocation();
  const go = useNavigateOnce();
  const [warnFor, setWarnFor] = useState<string | undefined>();
  const expiry = tokenExpiry(token);

  useEffect(() => {
    setWarnFor(undefined);
    if (!token) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      const delay = warningDelay(expiry, Date.now());
      if (delay === undefined) return;
      // A browser fires a timer longer than about 24.8 days at once: a long login is waited out in steps.
      timer =
        delay > LONGEST_TIMER_MS
          ? setTimeout(arm, LONGEST_TIMER_MS)
          : setTimeout(() => setWarnFor(token), delay);
    };
    arm();
    return () => clearTimeout(timer);
  }, [token, expiry]);

  if (!token || warnFor !== token || expiry === undefined) return null;
  return (
    <div className="session-notice" role="status" data-testid="session-notice">
      <ExclamationCircleOutline aria-hidden="true" className="session-notice__icon" />
      <p className="session-notice__text">
        {t('session.endsAt', { time: formatDateTime(new Date(expiry).toISOString()) })}
      </p>
      <button
        type="button"
        className="kit-button kit-button--primary"
        onClick={() => go(withQuery(paths.login, { [AuthParam.redirect]: `${pathname}${search}` }))}
        data-testid="session-notice-login"
      >
        {t('session.signInAgain')}
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('session.dismiss')}
        onClick={() => setWarnFor(undefined)}
        data-testid="session-notice-close"
      >
        <CloseOutline aria-hidden="true" />
      </button>
    </div>
  );
}
