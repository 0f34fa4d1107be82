import { useQuery } from '@tanstack/react-query';
import { useToken } from '../../../lib/session.ts';
import { alertsApi, alertsKeys } from '../api/alertsApi.ts';

/** Unread alerts of the signed-in user (the tab badge); live alerts add to it, opening one reads it. */
export function useUnreadCount(): number {
  const token = useToken();
  const query = useQuery({
    queryKey: alertsKeys.unread(token),
    enabled: !!token,
    queryFn: async () => {
      const result = await alertsApi.unread();
      return result && result.code === 200 && result.data ? result.data.count : 0;
    },
  });
  return token ? (query.data ?? 0) : 0;
}
