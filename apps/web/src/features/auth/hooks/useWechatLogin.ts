import { authRoutes } from '@linli/contracts';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useApiMutation } from '../../../lib/queries.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { AuthParam } from '../params.ts';
import { useSignIn } from './useSignIn.ts';

/**
 * When the page is opened by the WeChat OAuth redirect, hand the code to the server: a bound identity
 * signs in, an unknown one goes on to bind login with its bindId. A refusal is toasted by the mutation.
 */
export function useWechatRedirect(): void {
  const [params] = useSearchParams();
  const code = params.get(AuthParam.wechatCode);
  const signIn = useSignIn();
  const go = useNavigateOnce();
  const { mutate } = useApiMutation(authRoutes.wechatLogin);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!code || handled.current === code) return;
    handled.current = code;
    mutate(
      { body: { code } },
      {
        onSuccess: ({ data }) => {
          if (data.token) return void signIn(data.token);
          if (data.bindId)
            go(withQuery(paths.bindLogin, { [AuthParam.bindId]: data.bindId }), { replace: true });
        },
      },
    );
  }, [code, signIn, go, mutate]);
}
