import { usersRoutes } from '@linli/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pullAccountPreferences } from '../../../lib/accountPreferences.ts';
import { call } from '../../../lib/api.ts';
import { toast } from '../../../lib/feedback.ts';
import { relaunch } from '../../../lib/navigation.ts';
import { paths } from '../../../lib/paths.ts';
import { setProfile, setToken } from '../../../lib/storage.ts';
import { AuthParam, safeRedirect } from '../params.ts';

/**
 * After any successful login: keep the token, load and keep the profile, relaunch the home tab, or the page
 * named by `?redirect=` (back to the application a visitor was about to make).
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation('auth');
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get(AuthParam.redirect));
  return useCallback(
    async (token: string) => {
      setToken(token);
      queryClient.removeQueries();
      // Without the profile the app still works (screens read it again); a failure is already toasted.
      const profile = await call(usersRoutes.profile, {}, { loading: true }).catch(() => undefined);
      if (profile) setProfile(profile.data);
      // The account's language and elder mode, chosen on another phone, win over this phone's.
      await pullAccountPreferences();
      // Not `t`: it is fixed to the language of the last render, and the account may just have changed it.
      toast(i18n.t('login.success', { ns: 'auth' }));
      relaunch(redirect ?? paths.home);
    },
    [queryClient, i18n, redirect],
  );
}
