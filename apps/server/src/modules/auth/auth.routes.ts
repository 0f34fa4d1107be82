import {
  ApiPath,
  bindLoginBody,
  bindRegisterBody,
  captchaQuery,
  loginBody,
  registerBody,
  smsCaptchaQuery,
  smsLoginBody,
  wechatCodeBody,
} from '@linli/contracts';
import type { FastifyRequest } from 'fastify';
import type { ApiRouter } from '../../platform/api-router.ts';
import { MINUTE } from '../../platform/clock.ts';
import { rateLimited } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { AuthService, ClientInfo } from './auth.service.ts';
import type { CaptchaService } from './captcha.service.ts';

const TAG = 'auth';
const CAPTCHA_PER_IP_RULE = { limit: 30, windowMs: MINUTE };

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

export function registerAuthRoutes(
  router: ApiRouter,
  auth: AuthService,
  captcha: CaptchaService,
  limiter: RateLimiter,
): void {
  router.route(
    {
      method: 'GET',
      path: ApiPath.authOptions,
      summary: 'What the login page offers',
      tag: TAG,
      access: 'public',
    },
    () => ({
      data: auth.options(),
    }),
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.captchaImage,
      summary: 'One-time image captcha',
      tag: TAG,
      access: 'public',
      query: captchaQuery,
    },
    async ({ request, query }) => {
      const decision = await limiter.hit(`captcha:ip:${request.ip}`, CAPTCHA_PER_IP_RULE);
      if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
      return { ...(await captcha.create({ spoken: query.spoken === '1', language: request.language })) };
    },
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.login,
      summary: 'Log in with username and password',
      tag: TAG,
      access: 'public',
      body: loginBody,
    },
    async ({ body, request }) => ({ token: await auth.login(body, clientOf(request)) }),
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.logout,
      summary: 'Log out (revokes the token)',
      tag: TAG,
      access: 'user',
    },
    async ({ user }) => {
      await auth.logout(user);
    },
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.register,
      summary: 'Register an account',
      tag: TAG,
      access: 'public',
      body: registerBody,
    },
    async ({ body, request }) => {
      await auth.register(body, clientOf(request));
    },
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.smsLoginCaptcha,
      summary: 'Send a 6-digit login code by SMS',
      tag: TAG,
      access: 'public',
      query: smsCaptchaQuery,
    },
    async ({ query, request }) => {
      await auth.sendSmsCode(query.phoneNumber, clientOf(request));
    },
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.smsLogin,
      summary: 'Log in with an SMS code',
      tag: TAG,
      access: 'public',
      body: smsLoginBody,
    },
    async ({ body, request }) => {
      const token = await auth.smsLogin(body, clientOf(request));
      return { token, data: token };
    },
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.wechatMobileLogin,
      summary: 'Log in with a WeChat code',
      tag: TAG,
      access: 'public',
      body: wechatCodeBody,
    },
    async ({ body, request }) => ({ data: await auth.wechatLogin(body.code, clientOf(request)) }),
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.bindLogin,
      summary: 'Link WeChat to an existing account',
      tag: TAG,
      access: 'public',
      body: bindLoginBody,
    },
    async ({ body, request }) => {
      const token = await auth.bindLogin(body, clientOf(request));
      return { token, data: { token } };
    },
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.bindRegister,
      summary: 'Register and link WeChat',
      tag: TAG,
      access: 'public',
      body: bindRegisterBody,
    },
    async ({ body, request }) => {
      const token = await auth.bindRegister(body, clientOf(request));
      return { token, data: { token } };
    },
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.wechatBind,
      summary: 'Bind WeChat to my account',
      tag: TAG,
      access: 'user',
      body: wechatCodeBody,
    },
    async ({ user, body }) => {
      await auth.wechatBind(user, body.code);
    },
  );

  router.route(
    { method: 'POST', path: ApiPath.wechatCancelBind, summary: 'Unbind WeChat', tag: TAG, access: 'user' },
    async ({ user }) => {
      await auth.wechatCancelBind(user);
    },
  );
}
