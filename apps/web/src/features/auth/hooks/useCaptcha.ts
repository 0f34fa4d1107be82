import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authApi, authKeys } from '../api/authApi.ts';

export interface Captcha {
  enabled: boolean;
  uuid: string | undefined;
  /** A data URL of the server's base64 SVG. */
  src: string | undefined;
  loading: boolean;
  refresh: () => void;
}

/** The image captcha of GET /captchaImage; one-time, so refresh after every failed attempt. */
export function useCaptcha(): Captcha {
  const query = useQuery({
    queryKey: authKeys.captcha,
    queryFn: async () => {
      const result = await authApi.captcha();
      if (result === false || result.code !== 200) return { enabled: true, uuid: undefined, src: undefined };
      return {
        enabled: result.captchaEnabled !== false,
        uuid: result.uuid,
        src: result.img ? `data:image/svg+xml;base64,${result.img}` : undefined,
      };
    },
    staleTime: 0,
    gcTime: 0,
  });
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  return {
    enabled: query.data?.enabled ?? true,
    uuid: query.data?.uuid,
    src: query.data?.src,
    loading: query.isFetching,
    refresh,
  };
}
