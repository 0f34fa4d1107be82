import { authRoutes, type RouteInput, type RouteResponse } from '@linli/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../../lib/api.ts';
import { queryKey } from '../../../lib/queries.ts';
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

const PICTURE: RouteInput<typeof authRoutes.captcha> = { query: { showCode: 'true' } };
const SPOKEN: RouteInput<typeof authRoutes.captcha> = { query: { showCode: 'true', spoken: '1' } };

/**
 * No captcha could be had (a refusal, or a failure the request layer has told the person about): the field
 * stays and waits for a tap on the image, rather than keep showing a picture whose code is used up.
 */
const MISSING: CaptchaState = { enabled: true, uuid: undefined, src: undefined };

const toState = (answer: RouteResponse<typeof authRoutes.captcha>): CaptchaState => ({
  enabled: answer.captchaEnabled !== false,
  uuid: answer.uuid,
  src: answer.img ? `data:image/svg+xml;base64,${answer.img}` : undefined,
});

/** The image captcha of GET /captchaImage; one-time, so refresh after every failed attempt. */
export function useCaptcha(): Captcha {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKey(authRoutes.captcha, PICTURE),
    queryFn: () => call(authRoutes.captcha, PICTURE).then(toState, () => MISSING),
    staleTime: 0,
    gcTime: 0,
  });
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const readAloud = useCallback(async () => {
    const answer = await call(authRoutes.captcha, SPOKEN).catch(() => undefined);
    // The spoken captcha replaces the picture: its uuid is the one the form now sends.
    queryClient.setQueryData(queryKey(authRoutes.captcha, PICTURE), answer ? toState(answer) : MISSING);
    return answer?.audio ? playCaptchaAudio(answer.audio) : false;
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
