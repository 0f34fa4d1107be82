import { useToken } from '../../../lib/session.ts';
import { shfwApi, shfwKeys } from '../api/socialServicesApi.ts';
import { useShfwQuery } from './useShfwQuery.ts';

/** GET /member/status for the signed-in account (nothing to ask without one). */
export function useMembership() {
  const token = useToken();
  return useShfwQuery(shfwKeys.member(), shfwApi.memberStatus, !!token);
}
