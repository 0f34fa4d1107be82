import {
  authRoutes,
  type BindLoginBody,
  type BindRegisterBody,
  type LoginBody,
  type RegisterBody,
  type RouteResponse,
} from '@linli/contracts';
import { type Envelope, request } from '../../../lib/request.ts';

/**
 * The sign-in screens read the whole envelope (a refusal's `field` beside its input, body code 450 for an
 * unknown account), so they call `request` rather than `call`; the answers are typed by the route
 * descriptors, so they cannot drift from the server.
 */
type Answer<R> = Envelope & Partial<RouteResponse<R>>;

/** Bodies that carry a token beside the envelope: at the top (RuoYi), or in `data` (SMS login, bind). */
export type TokenResult = Envelope & {
  token?: string;
  data?:
    | RouteResponse<typeof authRoutes.smsLogin>['data']
    | RouteResponse<typeof authRoutes.bindLogin>['data'];
};

export const authKeys = {
  options: ['auth', 'options'] as const,
  captcha: ['auth', 'captcha'] as const,
};

export const authApi = {
  options: () => request<Answer<typeof authRoutes.options>>({ url: authRoutes.options.path, loading: false }),
  /** `spoken`: a new captcha that also comes as characters to read aloud. */
  captcha: (spoken = false) =>
    request<Envelope & RouteResponse<typeof authRoutes.captcha>>({
      url: authRoutes.captcha.path,
      query: spoken ? { showCode: true, spoken: '1' } : { showCode: true },
      loading: false,
    }),
  login: (body: LoginBody) =>
    request<TokenResult>({ url: authRoutes.login.path, method: 'POST', data: body }),
  logout: () => request<Envelope>({ url: authRoutes.logout.path, method: 'POST' }),
  register: (body: RegisterBody) =>
    request<Envelope>({ url: authRoutes.register.path, method: 'POST', data: body }),
  sendSmsCode: (phoneNumber: string) =>
    request<Envelope>({ url: authRoutes.sendSmsCode.path, query: { phoneNumber } }),
  smsLogin: (body: { phonenumber: string; smsCode: string }) =>
    request<TokenResult>({ url: authRoutes.smsLogin.path, method: 'POST', data: body }),
  wechatLogin: (code: string) =>
    request<Answer<typeof authRoutes.wechatLogin>>({
      url: authRoutes.wechatLogin.path,
      method: 'POST',
      data: { code },
    }),
  bindLogin: (body: BindLoginBody) =>
    request<TokenResult>({ url: authRoutes.bindLogin.path, method: 'POST', data: body }),
  bindRegister: (body: BindRegisterBody) =>
    request<TokenResult>({ url: authRoutes.bindRegister.path, method: 'POST', data: body }),
  wechatBind: (code: string) =>
    request<Envelope>({ url: authRoutes.wechatBind.path, method: 'POST', data: { code } }),
  wechatCancelBind: () => request<Envelope>({ url: authRoutes.wechatCancelBind.path, method: 'POST' }),
};

/** The token of a login answer: `token` at the top (RuoYi) or in `data` (SMS login, bind). */
export function tokenOf(result: TokenResult): string | undefined {
  if (typeof result.token === 'string' && result.token) return result.token;
  const data = result.data;
  if (typeof data === 'string' && data) return data;
  if (data && typeof data === 'object' && typeof data.token === 'string') return data.token;
  return undefined;
}
