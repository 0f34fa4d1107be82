import { type AuthOptions, authRoutes, EXPERIENCE_USERNAME } from '@linli/contracts';
import { useData } from '../../../lib/queries.ts';

/** Until the server answers (or when it cannot), assume the safe defaults: captcha on, WeChat hidden. */
export const FALLBACK_AUTH_OPTIONS: AuthOptions = {
  captchaEnabled: true,
  wechatEnabled: false,
  experienceUsername: EXPERIENCE_USERNAME,
};

export function useAuthOptions(): AuthOptions {
  const { data } = useData(authRoutes.options, {}, { staleTime: 5 * 60_000 });
  return data ?? FALLBACK_AUTH_OPTIONS;
}
