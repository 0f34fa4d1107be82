import { socialServicesRoutes as routes } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import type { SocialServices } from './index.ts';

/** Housing/service groups, their applications, and membership. */
export function registerGroupRoutes(router: ApiRouter, s: SocialServices): void {
  router.handle(routes.groups, ({ query, request }) => s.groups.list(query, request.language));
  router.handle(routes.group, async ({ params, request }) => ({
    data: await s.groups.detail(params.id, request.language),
  }));
  router.handle(routes.createGroup, async ({ user, body }) => ({ data: await s.groups.create(user, body) }));
  router.handle(routes.updateGroup, ({ user, params, body }) => s.groups.update(user, params.id, body));
  router.handle(routes.removeGroup, async ({ user, params }) => ({
    data: await s.groups.remove(user, params.id),
  }));
  router.handle(routes.applyToGroup, async ({ user, params, body }) => ({
    data: await s.groups.apply(user, params.id, body),
  }));
  router.handle(routes.offerSkill, async ({ user, body }) => ({
    data: await s.groups.offerSkill(user, body),
  }));
  router.handle(routes.myGroupApplications, ({ user, query, request }) =>
    s.groups.myApplications(user, query, request.language),
  );
  router.handle(routes.groupApplications, ({ user, query, request }) =>
    s.groups.applications(user, query, request.language),
  );
  router.handle(routes.reviewGroupApplication, ({ user, params, body }) =>
    s.groups.review(user, params.id, body),
  );
  router.handle(routes.membership, async ({ user }) => ({ data: await s.membership.status(user) }));
  router.handle(routes.activateMembership, async ({ user, body }) => ({
    data: await s.membership.activate(user, body),
  }));
}
