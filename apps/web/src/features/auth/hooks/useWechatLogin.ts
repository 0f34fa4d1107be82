import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/feedback.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { authApi } from '../api/authApi.ts';
import { AuthParam } from '../params.ts';
import { useSignIn } from './useSignIn.ts';

/**
 * When the page is opened by the WeChat OAuth redirect, hand the code to the server: a bound identity
 * signs in, an unknown one goes on to bind login with its bindId.
 */
export function useWechatRedirect(): void {
  const [params] = useSearchParams();
  const code = params.get(AuthParam.wechatCode);
  const signIn = useSignIn();
  const go = useNavigateOnce();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!code || handled.current === code) return;
    handled.current = code;
    void authApi.wechatLogin(code).then((result) => {
      if (!result) return;
      if (result.code !== 200) return toast(result.msg);
      if (result.data?.token) return void signIn(result.data.token);
      if (result.data?.bindId)
        go(withQuery(paths.bindLogin, { [AuthParam.bindId]: result.data.bindId }), { replace: true });
    });
  }, [code, signIn, go]);
}
