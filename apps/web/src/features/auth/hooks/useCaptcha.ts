import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authApi, authKeys } from '../api/authApi.ts';
import { playCaptchaAudio } from '../captcha-audio.ts';

export interface Captcha {
  enabled: boolean;
  uuid: string | undefined;
  /** A data URL of the server's base64 SVG. */
  src: string | undefined;
  loading: boolean;
  refresh: () => void;
  /**
   * 'Read it to me': fetches a new captcha (digits) with its spoken form, shows its picture and plays the
   * server's recording of it. Resolves whether it could be played.
   */
  readAloud: () => Promise<boolean>;
}

interface CaptchaState {
  enabled: boolean;
  uuid: string | undefined;
  src: string | undefined;
}

const toState = (result: Awaited<ReturnType<typeof authApi.captcha>>): CaptchaState => {
  if (result === false || result.code !== 200) return { enabled: true, uuid: undefined, src: undefined };
  return {
    enabled: result.captchaEnabled !== false,
    uuid: result.uuid,
    src: result.img ? `data:image/svg+xml;base64,${result.img}` : undefined,
  };
};

/** The image captcha of GET /captchaImage; one-time, so refresh after every failed attempt. */
export function useCaptcha(): Captcha {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: authKeys.captcha,
    queryFn: async () => toState(await authApi.captcha()),
    staleTime: 0,
    gcTime: 0,
  });
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const readAloud = useCallback(async () => {
    const result = await authApi.captcha(true);
    queryClient.setQueryData(authKeys.captcha, toState(result));
    if (result === false || result.code !== 200 || !result.audio) return false;
    return playCaptchaAudio(result.audio);
  }, [queryClient]);
  return {
    enabled: query.data?.enabled ?? true,
    uuid: query.data?.uuid,
    src: query.data?.src,
    loading: query.isFetching,
    refresh,
    readAloud,
  };
}
