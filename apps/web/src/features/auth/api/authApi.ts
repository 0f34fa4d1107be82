import {
  type AjaxResult,
  ApiPath,
  type AuthOptions,
  type BindLoginBody,
  type BindRegisterBody,
  type CaptchaResponse,
  type LoginBody,
  type RegisterBody,
  type WechatLoginResult,
} from '@linli/contracts';
import { type Envelope, request } from '../../../lib/request.ts';

/** Bodies that carry a token beside the envelope (RuoYi style). */
export type TokenResult = Envelope & { token?: string; data?: unknown };

export const authKeys = {
  options: ['auth', 'options'] as const,
  captcha: ['auth', 'captcha'] as const,
};

export const authApi = {
  options: () => request<AjaxResult<AuthOptions>>({ url: ApiPath.authOptions, loading: false }),
  /** `spoken`: a new captcha that also comes as characters to read aloud. */
  captcha: (spoken = false) =>
    request<Envelope & CaptchaResponse>({
      url: ApiPath.captchaImage,
      query: spoken ? { showCode: true, spoken: '1' } : { showCode: true },
      loading: false,
    }),
  login: (body: LoginBody) => request<TokenResult>({ url: ApiPath.login, method: 'POST', data: body }),
  logout: () => request({ url: ApiPath.logout, method: 'POST' }),
  register: (body: RegisterBody) => request({ url: ApiPath.register, method: 'POST', data: body }),
  sendSmsCode: (phoneNumber: string) => request({ url: ApiPath.smsLoginCaptcha, query: { phoneNumber } }),
  smsLogin: (body: { phonenumber: string; smsCode: string }) =>
    request<TokenResult>({ url: ApiPath.smsLogin, method: 'POST', data: body }),
  wechatLogin: (code: string) =>
    request<AjaxResult<WechatLoginResult>>({
      url: ApiPath.wechatMobileLogin,
      method: 'POST',
      data: { code },
    }),
  bindLogin: (body: BindLoginBody) =>
    request<TokenResult>({ url: ApiPath.bindLogin, method: 'POST', data: body }),
  bindRegister: (body: BindRegisterBody) =>
    request<TokenResult>({ url: ApiPath.bindRegister, method: 'POST', data: body }),
  wechatBind: (code: string) => request({ url: ApiPath.wechatBind, method: 'POST', data: { code } }),
  wechatCancelBind: () => request({ url: ApiPath.wechatCancelBind, method: 'POST' }),
};

/** The token of a login answer: `token` at the top (RuoYi) or in `data` (SMS login, bind). */
export function tokenOf(result: TokenResult): string | undefined {
  if (typeof result.token === 'string' && result.token) return result.token;
  const data = result.data;
  if (typeof data === 'string' && data) return data;
  if (data && typeof data === 'object' && typeof (data as { token?: unknown }).token === 'string') {
    return (data as { token: string }).token;
  }
  return undefined;
}
