import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { clearSession } from '../../../lib/storage.ts';
import { authApi } from '../../auth/api/authApi.ts';

/** Ends the session on the server (revoking the token) and forgets it here whatever the answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('users');
  return useCallback(async () => {
    await authApi.logout();
    clearSession();
    queryClient.removeQueries();
    toast(t('me.loggedOut'));
  }, [queryClient, t]);
}
