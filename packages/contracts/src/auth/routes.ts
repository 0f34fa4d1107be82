import { z } from 'zod';
import { ApiPath } from '../api-paths.ts';
import { defineRoute, noData, withData } from '../common/route.ts';
import {
  authOptions,
  bindLoginBody,
  bindRegisterBody,
  captchaQuery,
  captchaResponse,
  loginBody,
  registerBody,
  smsCaptchaQuery,
  smsLoginBody,
  wechatBindBody,
  wechatCancelBindBody,
  wechatCodeBody,
  wechatLoginResult,
} from './schemas.ts';

const tag = 'auth';
/** RuoYi hands the token at the top of the envelope. */
const token = z.string().min(1);

/** Signing in and out (docs/product.md "Signing in and accounts"). */
export const authRoutes = {
  options: defineRoute({
    method: 'GET',
    path: ApiPath.authOptions,
    summary: 'What the login page offers',
    tag,
    access: 'public',
    response: withData(authOptions),
  }),
  captcha: defineRoute({
    method: 'GET',
    path: ApiPath.captchaImage,
    summary: 'One-time image captcha',
    tag,
    access: 'public',
    query: captchaQuery,
    response: captchaResponse,
  }),
  login: defineRoute({
    method: 'POST',
    path: ApiPath.login,
    summary: 'Log in with username and password',
    tag,
    access: 'public',
    body: loginBody,
    response: z.object({ token }),
  }),
  logout: defineRoute({
    method: 'POST',
    path: ApiPath.logout,
    summary: 'Log out (revokes the token)',
    tag,
    access: 'user',
    response: noData,
  }),
  register: defineRoute({
    method: 'POST',
    path: ApiPath.register,
    summary: 'Register an account',
    tag,
    access: 'public',
    body: registerBody,
    response: noData,
  }),
  sendSmsCode: defineRoute({
    method: 'GET',
    path: ApiPath.smsLoginCaptcha,
    summary: 'Send a 6-digit login code by SMS',
    tag,
    access: 'public',
    query: smsCaptchaQuery,
    response: noData,
  }),
  /** The token twice: at the top (RuoYi) and as `data` (FastBee's SMS login). */
  smsLogin: defineRoute({
    method: 'POST',
    path: ApiPath.smsLogin,
    summary: 'Log in with an SMS code',
    tag,
    access: 'public',
    body: smsLoginBody,
    response: z.object({ token, data: token }),
  }),
  wechatLogin: defineRoute({
    method: 'POST',
    path: ApiPath.wechatMobileLogin,
    summary: 'Log in with a WeChat code',
    tag,
    access: 'public',
    body: wechatCodeBody,
    response: withData(wechatLoginResult),
  }),
  bindLogin: defineRoute({
    method: 'POST',
    path: ApiPath.bindLogin,
    summary: 'Link WeChat to an existing account',
    tag,
    access: 'public',
    body: bindLoginBody,
    response: z.object({ token, data: z.object({ token }) }),
  }),
  bindRegister: defineRoute({
    method: 'POST',
    path: ApiPath.bindRegister,
    summary: 'Register and link WeChat',
    tag,
    access: 'public',
    body: bindRegisterBody,
    response: z.object({ token, data: z.object({ token }) }),
  }),
  wechatBind: defineRoute({
    method: 'POST',
    path: ApiPath.wechatBind,
    summary: 'Bind WeChat to my account (confirmed with the password, when the account has one)',
    tag,
    access: 'user',
    body: wechatBindBody,
    response: noData,
  }),
  wechatCancelBind: defineRoute({
    method: 'POST',
    path: ApiPath.wechatCancelBind,
    summary: 'Unbind WeChat (confirmed with the password, when the account has one)',
    tag,
    access: 'user',
    body: wechatCancelBindBody,
    response: noData,
  }),
};
