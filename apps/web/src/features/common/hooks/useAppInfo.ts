import { appRoutes } from '@linli/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { queryKey } from '../../../lib/queries.ts';

/** Versions and contact change with a new server only: read once in a while, not on every screen. */
const APP_INFO_FRESH_MS = 10 * 60_000;

/**
 * The About facts (GET /app/info): the key carries the language, since the server words the platform name
 * in it. Screens fall back to the app's own versions while it loads or when it cannot be read.
 */
export function useAppInfo() {
  const input = {};
  return useQuery({
    queryKey: queryKey(appRoutes.info, input),
    queryFn: async () => (await call(appRoutes.info, input)).data,
    staleTime: APP_INFO_FRESH_MS,
  });
}
