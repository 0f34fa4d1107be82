import { sharesRoutes } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import type { SharesService } from './shares.service.ts';

export function registerSharesRoutes(router: ApiRouter, shares: SharesService): void {
  router.handle(sharesRoutes.invitations, async ({ user }) => ({ data: await shares.invitations(user) }));
  router.handle(sharesRoutes.accept, ({ user, body }) => shares.accept(user, body));
  router.handle(sharesRoutes.decline, ({ user, body }) => shares.decline(user, body));
  router.handle(sharesRoutes.leave, ({ user, body }) => shares.leave(user, body));
  router.handle(sharesRoutes.findUser, async ({ user, query }) => ({
    data: await shares.findUser(user, query),
  }));
  router.handle(sharesRoutes.userList, async ({ user, query }) => {
    const rows = await shares.lookUpByPhone(user, query);
    return { rows, total: rows.length };
  });
  router.handle(sharesRoutes.list, ({ user, query }) => shares.list(user, query));
  router.handle(sharesRoutes.detail, async ({ user, query }) => ({
    data: await shares.detail(user, query.deviceId, query.userId),
  }));
  router.handle(sharesRoutes.deviceUsers, async ({ user, params }) => ({
    data: (await shares.list(user, { deviceId: params.id, pageNum: 1, pageSize: 100 })).rows,
  }));
  router.handle(sharesRoutes.perms, async ({ user, params, request }) => ({
    data: await shares.permList(user, params.id, request.language),
  }));
  router.handle(sharesRoutes.create, ({ user, body }) => shares.create(user, body));
  router.handle(sharesRoutes.update, ({ user, body }) => shares.update(user, body));
  router.handle(sharesRoutes.remove, ({ user, body }) => shares.remove(user, body));
}
