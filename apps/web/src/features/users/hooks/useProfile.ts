import { type UserProfile, usersRoutes } from '@linli/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { queryKey } from '../../../lib/queries.ts';
import { useLifeData } from '../../../lib/session.ts';
import { setProfile } from '../../../lib/storage.ts';

/**
 * The signed-in profile: the stored copy shows at once (lifeData), the server copy replaces it and is
 * stored again. Without a token there is no profile. The token is part of the key, so another account's
 * sign-in never shows this one's profile; a write still makes it stale through the route's key.
 */
export function useProfile(): { profile: UserProfile | undefined; loading: boolean; refetch: () => void } {
  const { vuex_token: token, profile: stored } = useLifeData();
  const query = useQuery({
    queryKey: [...queryKey(usersRoutes.profile, {}), token ?? ''],
    enabled: !!token,
    queryFn: async () => {
      const { data } = await call(usersRoutes.profile, {});
      setProfile(data);
      return data;
    },
  });
  const profile = token ? (query.data ?? stored) : undefined;
  return { profile: profile ?? undefined, loading: query.isFetching, refetch: () => void query.refetch() };
}
