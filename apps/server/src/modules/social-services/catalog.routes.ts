import { ApiPath, numericIdParams, projectBody, projectListQuery, projectUpdateBody } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import { table } from '../../platform/envelope.ts';
import type { SocialServices } from './index.ts';

const TAG = 'social-services';

export function registerCatalogRoutes(router: ApiRouter, s: SocialServices): void {
  router.route(
    { method: 'GET', path: ApiPath.shfwHome, summary: 'Entry page in one call', tag: TAG, access: 'public' },
    async ({ user, request }) => ({ data: await s.home.summary(user, request.language) }),
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.shfwCategories,
      summary: 'Service categories',
      tag: TAG,
      access: 'public',
    },
    async ({ request }) => ({ data: await s.catalog.categories(request.language) }),
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.shfwProjects,
      summary: 'Service projects (category, keyword, featured, paging)',
      tag: TAG,
      access: 'public',
      query: projectListQuery,
    },
    async ({ user, query, request }) => {
      const { rows, total } = await s.catalog.list(user, query, request.language);
      return table(rows, total);
    },
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.shfwProject,
      summary: 'Service project detail',
      tag: TAG,
      access: 'public',
      params: numericIdParams,
    },
    async ({ user, params, request }) => ({
      data: await s.catalog.detail(user, params.id, request.language),
    }),
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.shfwProjectCreate,
      summary: 'Create a service project',
      tag: TAG,
      access: ['admin'],
      body: projectBody,
    },
    async ({ user, body }) => ({ data: await s.catalog.create(user, body) }),
  );

  router.route(
    {
      method: 'PUT',
      path: ApiPath.shfwProject,
      summary: 'Edit a service project',
      tag: TAG,
      access: ['admin'],
      params: numericIdParams,
      body: projectUpdateBody,
    },
    async ({ user, params, body }) => {
      await s.catalog.update(user, params.id, body);
    },
  );

  router.route(
    {
      method: 'DELETE',
      path: ApiPath.shfwProject,
      summary: 'Delete a service project (closed instead while applications or records name it)',
      tag: TAG,
      access: ['admin'],
      params: numericIdParams,
    },
    async ({ user, params }) => ({ data: await s.catalog.remove(user, params.id) }),
  );
}
