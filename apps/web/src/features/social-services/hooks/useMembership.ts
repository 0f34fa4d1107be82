import { socialServicesRoutes } from '@linli/contracts';
import { useData } from '../../../lib/queries.ts';
import { useToken } from '../../../lib/session.ts';

/** GET /member/status for the signed-in account (nothing to ask without one). */
export function useMembership() {
  const token = useToken();
  return useData(socialServicesRoutes.membership, {}, { enabled: !!token });
}
