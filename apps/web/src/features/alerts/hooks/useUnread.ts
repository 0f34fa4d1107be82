import { alertsRoutes } from '@linli/contracts';
import { useData } from '../../../lib/queries.ts';
import { useToken } from '../../../lib/session.ts';

/**
 * Unread alerts of the signed-in user (the tab badge); live alerts add to it, opening one reads it. Signing
 * in or out drops every cached read (features/auth/hooks/useSignIn.ts,
 * features/users/hooks/useLogout.ts), so one account's count never shows for another.
 */
export function useUnreadCount(): number {
  const token = useToken();
  const unread = useData(alertsRoutes.unread, {}, { enabled: !!token });
  return token ? (unread.data?.count ?? 0) : 0;
}
