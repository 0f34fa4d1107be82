import { authRoutes } from '@linli/contracts';
import type { FastifyRequest } from 'fastify';
import type { ApiRouter } from '../../platform/api-router.ts';
import { MINUTE } from '../../platform/clock.ts';
import { rateLimited } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { AuthService, ClientInfo } from './auth.service.ts';
import type { CaptchaService } from './captcha.service.ts';

const CAPTCHA_PER_IP_RULE = { limit: 30, windowMs: MINUTE };

/**
 * An address may fetch 30 captchas a minute, wherever it asks (here and the FastBee app's layer,
 * modules/fastbee-app): one count per address.
 */
export async function limitCaptchaByAddress(limiter: RateLimiter, ip: string): Promise<void> {
  const decision = await limiter.hit(`captcha:ip:${ip}`, CAPTCHA_PER_IP_RULE);
  if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
}

export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

export function registerAuthRoutes(
  router: ApiRouter,
  auth: AuthService,
  captcha: CaptchaService,
  limiter: RateLimiter,
): void {
  router.handle(authRoutes.options, () => ({ data: auth.options() }));

  router.handle(authRoutes.captcha, async ({ request, query }) => {
    await limitCaptchaByAddress(limiter, request.ip);
    return captcha.create({ spoken: query.spoken === '1', language: request.language });
  });

  router.handle(authRoutes.login, async ({ body, request }) => ({
    token: await auth.login(body, clientOf(request)),
  }));

  router.handle(authRoutes.logout, ({ user }) => auth.logout(user));

  router.handle(authRoutes.register, async ({ body, request }) => {
    await auth.register(body, clientOf(request));
  });

  router.handle(authRoutes.sendSmsCode, ({ query, request }) =>
    auth.sendSmsCode(query.phoneNumber, clientOf(request)),
  );

  router.handle(authRoutes.smsLogin, async ({ body, request }) => {
    const token = await auth.smsLogin(body, clientOf(request));
    return { token, data: token };
  });

  router.handle(authRoutes.wechatLogin, async ({ body, request }) => ({
    data: await auth.wechatLogin(body.code, clientOf(request)),
  }));

  router.handle(authRoutes.bindLogin, async ({ body, request }) => {
    const token = await auth.bindLogin(body, clientOf(request));
    return { token, data: { token } };
  });

  router.handle(authRoutes.bindRegister, async ({ body, request }) => {
    const token = await auth.bindRegister(body, clientOf(request));
    return { token, data: { token } };
  });

  router.handle(authRoutes.wechatBind, ({ user, body: { code, ...confirmation } }) =>
    auth.wechatBind(user, code, confirmation),
  );

  router.handle(authRoutes.wechatCancelBind, ({ user, body }) => auth.wechatCancelBind(user, body));
}
