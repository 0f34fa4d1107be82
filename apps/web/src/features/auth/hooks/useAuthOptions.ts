import { type AuthOptions, EXPERIENCE_USERNAME } from '@linli/contracts';
import { useQuery } from '@tanstack/react-query';
import { authApi, authKeys } from '../api/authApi.ts';

/** Until the server answers, assume the safe defaults: captcha on, WeChat hidden. */
export const FALLBACK_AUTH_OPTIONS: AuthOptions = {
  captchaEnabled: true,
  wechatEnabled: false,
  experienceUsername: EXPERIENCE_USERNAME,
};

export function useAuthOptions(): AuthOptions {
  const { data } = useQuery({
    queryKey: authKeys.options,
    queryFn: async () => {
      const result = await authApi.options();
      return result && result.code === 200 && result.data ? result.data : FALLBACK_AUTH_OPTIONS;
    },
    staleTime: 5 * 60_000,
  });
  return data ?? FALLBACK_AUTH_OPTIONS;
}
