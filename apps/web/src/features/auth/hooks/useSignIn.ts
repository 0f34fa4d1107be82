import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { toast } from '../../../lib/feedback.ts';
import { relaunch } from '../../../lib/navigation.ts';
import { setProfile, setToken } from '../../../lib/storage.ts';
import { usersApi } from '../../users/api/usersApi.ts';

/** After any successful login: keep the token, load and keep the profile, relaunch the home tab. */
export function useSignIn() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('auth');
  return useCallback(
    async (token: string) => {
      setToken(token);
      queryClient.removeQueries();
      const result = await usersApi.profile(true);
      if (result && result.code === 200 && result.data) setProfile(result.data);
      toast(t('login.success'));
      relaunch(paths.home);
    },
    [queryClient, t],
  );
}
