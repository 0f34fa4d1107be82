import { socialServicesRoutes } from '@linli/contracts';
import { call } from '../../lib/api.ts';
import { i18n } from '../../lib/i18n.ts';
import { queryKey } from '../../lib/queries.ts';
import { runningAppQueryClient } from '../../lib/queryClient.ts';

/**
 * Started by the home route's loader (routes.tsx) while the home screen's code downloads. The entry
 * page's largest picture, the first banner, waited for the screen to render, then its texts (the
 * socialServices and news namespaces, which suspend the screen), then /api/shfw/home: three round trips
 * after the code (Lighthouse LCP 4.1 s on simulated 4G; bench/RESULTS.md 2026-11-25). The read is the one
 * useHomeSummary makes (useData: the same key and the same answer), so the screen finds it in the cache.
 */
export function preloadHome(): void {
  // Only into the running App's cache: a read that no screen will find would only toast its failures.
  const client = runningAppQueryClient();
  if (!client) return;
  void i18n.loadNamespaces(['socialServices', 'news']);
  const route = socialServicesRoutes.home;
  void client.prefetchQuery({
    queryKey: queryKey(route, {}),
    queryFn: async () => (await call(route, {})).data,
  });
}
