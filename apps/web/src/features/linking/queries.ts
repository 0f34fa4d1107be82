import { linkingRoutes } from '@linli/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import { queryKey } from '../../lib/queries.ts';

const noInput = {};

/**
 * The map tile server and provisioning defaults: the server's configuration, read once per language and
 * kept (a screen that cannot read them falls back to the built-in defaults).
 */
export function useLinkingOptions() {
  return useQuery({
    queryKey: queryKey(linkingRoutes.options, noInput),
    queryFn: async () => (await call(linkingRoutes.options, noInput)).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
