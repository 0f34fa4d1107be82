import { type LoginBody, loginBody } from '@linli/contracts';
import type { ApiError } from '../../../lib/api.ts';
import type { Captcha } from './useCaptcha.ts';
import { useCaptchaForm } from './useCaptchaForm.ts';
import { useSignIn } from './useSignIn.ts';

export interface Credentials {
  username: string;
  password: string;
  code: string;
}

const EMPTY: Credentials = { username: '', password: '', code: '' };

/**
 * Username + password + picture code, shared by the login and bind-login screens: client checks
 * (docs/product.md "Signing in and accounts"), the call, and on failure the server message and a fresh
 * captcha.
 * `write` is the screen's login mutation (mutateAsync, made with `showsRefusal`: this form shows the
 * refusal); `refused` may take a refusal itself (450 on bind-login) and say so.
 */
export function useLoginForm(
  captcha: Captcha,
  write: (body: LoginBody) => Promise<{ token: string }>,
  refused?: (error: ApiError) => boolean,
) {
  const signIn = useSignIn();
  const form = useCaptchaForm(EMPTY, captcha);

  const submit = (override?: Partial<Credentials>) => {
    const input = { ...form.values, ...override };
    const body = { username: input.username, password: input.password, ...form.captchaFields(input.code) };
    return form.send(loginBody, body, input.code, write, ({ token }) => signIn(token), refused);
  };

  return { ...form, submit };
}
