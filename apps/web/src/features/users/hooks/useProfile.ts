import type { UserProfile } from '@linli/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLifeData } from '../../../lib/session.ts';
import { setProfile } from '../../../lib/storage.ts';
import { usersApi, usersKeys } from '../api/usersApi.ts';

/**
 * The signed-in profile: the stored copy shows at once (lifeData), the server copy replaces it and is
 * stored again. Without a token there is no profile.
 */
export function useProfile(): { profile: UserProfile | undefined; loading: boolean; refetch: () => void } {
  const { vuex_token: token, profile: stored } = useLifeData();
  const query = useQuery({
    queryKey: usersKeys.profile(token),
    enabled: !!token,
    queryFn: async () => {
      const result = await usersApi.profile();
      if (result && result.code === 200 && result.data) {
        setProfile(result.data);
        return result.data;
      }
      return null;
    },
  });
  const profile = token ? (query.data ?? stored) : undefined;
  return { profile: profile ?? undefined, loading: query.isFetching, refetch: () => void query.refetch() };
}
