import { socialServicesRoutes as routes } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import type { SocialServices } from './index.ts';

export function registerCatalogRoutes(router: ApiRouter, s: SocialServices): void {
  router.handle(routes.home, async ({ user, request }) => ({
    data: await s.home.summary(user, request.language),
  }));
  router.handle(routes.categories, async ({ request }) => ({
    data: await s.catalog.categories(request.language),
  }));
  router.handle(routes.projects, ({ user, query, request }) => s.catalog.list(user, query, request.language));
  router.handle(routes.project, async ({ user, params, request }) => ({
    data: await s.catalog.detail(user, params.id, request.language),
  }));
  router.handle(routes.createProject, async ({ user, body }) => ({
    data: await s.catalog.create(user, body),
  }));
  router.handle(routes.updateProject, ({ user, params, body }) => s.catalog.update(user, params.id, body));
  router.handle(routes.removeProject, async ({ user, params }) => ({
    data: await s.catalog.remove(user, params.id),
  }));
}
