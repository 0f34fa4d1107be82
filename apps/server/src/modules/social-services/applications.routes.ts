import { socialServicesRoutes as routes } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import type { SocialServices } from './index.ts';

export function registerApplicationRoutes(router: ApiRouter, s: SocialServices): void {
  router.handle(routes.apply, async ({ user, body }) => ({ data: await s.applications.submit(user, body) }));
  router.handle(routes.myApplications, ({ user, query, request }) =>
    s.applications.mine(user, query, request.language),
  );
  router.handle(routes.applications, ({ user, query, request }) =>
    s.applications.all(user, query, request.language),
  );
  router.handle(routes.application, async ({ user, params, request }) => ({
    data: await s.applications.detail(user, params.id, request.language),
  }));
  router.handle(routes.act, async ({ user, params, body, request }) => {
    await s.applications.act(user, params.id, body);
    return { data: await s.applications.detail(user, params.id, request.language) };
  });
  router.handle(routes.rate, ({ user, params, body }) => s.applications.rate(user, params.id, body));
}
