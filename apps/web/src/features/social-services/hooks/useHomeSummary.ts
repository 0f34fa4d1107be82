import { socialServicesRoutes } from '@linli/contracts';
import { useData } from '../../../lib/queries.ts';

/** GET /shfw/home, shared by the entry page's cards (one request; preloadHome may have started it). */
export function useHomeSummary() {
  return useData(socialServicesRoutes.home, {});
}
