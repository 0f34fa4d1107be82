import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../lib/feedback.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useToken } from '../../../lib/session.ts';
import { useNavigateOnce } from './useNavigateOnce.ts';

/**
 * docs/product.md "Screens and routes": a visitor opening a function that needs an account gets 'this
 * function requires login, go to login?' with cancel and confirm; confirm goes to the waiting-login page.
 */
export function useRequireLogin() {
  const token = useToken();
  const { t } = useTranslation();
  const go = useNavigateOnce();
  const askToLogin = useCallback(
    async (redirect?: string) => {
      const confirmed = await confirm({
        content: t('loginRequired.content'),
        cancelText: t('cancel'),
        confirmText: t('confirm'),
      });
      if (confirmed) go(withQuery(paths.waitLogin, { redirect }));
    },
    [t, go],
  );
  return useCallback(
    /** `redirect`: the in-app path to return to after login (features/auth `AuthParam.redirect`). */
    (then: () => void, redirect?: string) => {
      if (token) then();
      else void askToLogin(redirect);
    },
    [token, askToLogin],
  );
}
