import { authRoutes } from '@linli/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api.ts';
import { toast } from '../../../lib/feedback.ts';
import { clearSession } from '../../../lib/storage.ts';

/** Ends the session on the server (revoking the token) and forgets it here whatever the answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('users');
  return useCallback(async () => {
    // A refusal is not shown: the person is signed out here all the same.
    await call(authRoutes.logout, {}).catch(() => undefined);
    clearSession();
    queryClient.removeQueries();
    toast(t('me.loggedOut'));
  }, [queryClient, t]);
}
