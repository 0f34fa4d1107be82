import { randomInt } from 'node:crypto';
import { ErrorCode, fastbeeApp } from '@linli/contracts';
import type { FastifyRequest } from 'fastify';
import type { ApiRouter } from '../../platform/api-router.ts';
import { AppError } from '../../platform/errors.ts';
import { clientOf, limitCaptchaByAddress } from '../auth/index.ts';
import { receiveAvatar } from '../users/index.ts';
import { drawCaptchaPng } from './account-captcha-image.ts';
import { presentProfile } from './account-profile.ts';
import type { FastbeeAppServices } from './services.ts';

const routes = fastbeeApp.accountRoutes;

/**
 * The FastBee app's account calls (docs/fastbee-app.md), each through the service /api uses: the same
 * captcha store and limits, login lockouts, registration rules, profile and password checks, avatar checks
 * and WeChat binding.
 */
export function registerAccountRoutes(router: ApiRouter, container: FastbeeAppServices): void {
  const { auth, captcha, users, uploads, limiter } = container;

  router.handle(routes.captcha, async ({ request }) => {
    await limitCaptchaByAddress(limiter, request.ip);
    const { uuid, digits } = await captcha.createDigits();
    // A fresh random seed per picture: the same digits never come out as the same bytes.
    const img = drawCaptchaPng(digits, randomInt(0, 2 ** 32)).toString('base64');
    return { captchaEnabled: captcha.enabled, uuid, img };
  });

  router.handle(routes.login, async ({ body, request }) => ({
    token: await auth.login(body, clientOf(request)),
  }));

  router.handle(routes.logout, ({ user }) => auth.logout(user));

  router.handle(routes.register, async ({ body, request }) => {
    await auth.register(body, clientOf(request));
  });

  router.handle(routes.profile, async ({ user }) => {
    const profile = await users.getProfile(user.userId);
    return { data: presentProfile(profile), wxBind: profile.wxBind };
  });

  router.handle(routes.updateProfile, ({ user, body }) => users.updateProfile(user, body));

  router.handle(routes.updatePassword, ({ user, query }) => users.changePassword(user, query));

  router.handle(routes.avatar, async ({ user, request }) => ({
    imgUrl: await receiveAvatar(request, user, users, uploads),
  }));

  router.handle(routes.miniLogin, async ({ body, request }) => {
    const token = await recordedWechatLogin(container, request, () =>
      auth.wechatLoginBound(body.code, clientOf(request)),
    );
    return { data: { token } };
  });

  router.handle(routes.wechatBind, async ({ user, body }) => {
    if (!auth.options().wechatEnabled) throw new AppError(ErrorCode.WECHAT_DISABLED);
    // The phone app's openId/unionId are whatever the phone says: only a code WeChat issued proves one.
    if (!body.code) throw new AppError(ErrorCode.WECHAT_IDENTITY_UNVERIFIED);
    await auth.wechatBindAfterSignIn(user, body.code);
  });

  router.handle(routes.wechatCancelBind, ({ user, body }) =>
    auth.wechatCancelBind(user, { password: body.password }),
  );

  router.handle(routes.userList, async ({ user, query }) => {
    const rows = await container.automation.shares.lookUpByPhone(user, query);
    return { rows, total: rows.length };
  });
}

/**
 * The audit trail (modules/audit/trail.ts) records the sign-ins /api offers; the app's one-tap WeChat
 * login has no /api twin, so it is recorded here the way the trail records a WeChat login.
 */
async function recordedWechatLogin(
  container: FastbeeAppServices,
  request: FastifyRequest,
  login: () => Promise<string>,
): Promise<string> {
  const method = 'wechat-mini';
  try {
    const token = await login();
    const who = await container.sessions.authenticate(token);
    if (who)
      await container.events.emit('security.event', {
        event: 'login.succeeded',
        actorId: who.userId,
        actorName: who.username,
        target: `user:${who.userId}`,
        detail: { method },
        ip: request.ip,
      });
    return token;
  } catch (error) {
    if (error instanceof AppError)
      await container.events.emit('security.event', {
        event: 'login.failed',
        actorId: null,
        actorName: '',
        target: '',
        detail: { method, errorCode: error.errorCode },
        ip: request.ip,
      });
    throw error;
  }
}
