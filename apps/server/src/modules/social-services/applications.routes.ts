import {
  ApiPath,
  applicationActionBody,
  applicationBody,
  applicationsQuery,
  myApplicationsQuery,
  numericIdParams,
  rateBody,
} from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import { table } from '../../platform/envelope.ts';
import type { SocialServices } from './index.ts';

const TAG = 'social-services';
const STAFF = ['staff', 'admin'] as const;

export function registerApplicationRoutes(router: ApiRouter, s: SocialServices): void {
  router.route(
    {
      method: 'POST',
      path: ApiPath.shfwApplicationCreate,
      summary: 'Apply for a service (demand application)',
      tag: TAG,
      access: 'user',
      body: applicationBody,
    },
    async ({ user, body }) => ({ data: await s.applications.submit(user, body) }),
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.shfwMyApplications,
      summary: 'My applications (appointment history)',
      tag: TAG,
      access: 'user',
      query: myApplicationsQuery,
    },
    async ({ user, query, request }) => {
      const { rows, total } = await s.applications.mine(user, query, request.language);
      return table(rows, total);
    },
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.shfwApplications,
      summary: 'All applications of the centre (staff)',
      tag: TAG,
      access: STAFF,
      query: applicationsQuery,
    },
    async ({ user, query, request }) => {
      const { rows, total } = await s.applications.all(user, query, request.language);
      return table(rows, total);
    },
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.shfwApplication,
      summary: 'Application with its timeline',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params, request }) => ({
      data: await s.applications.detail(user, params.id, request.language),
    }),
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.shfwApplicationAction,
      summary: 'Change status: accept, schedule, start, complete, reject (staff) or cancel (applicant)',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
      body: applicationActionBody,
    },
    async ({ user, params, body, request }) => {
      await s.applications.act(user, params.id, body);
      return { data: await s.applications.detail(user, params.id, request.language) };
    },
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.shfwApplicationRate,
      summary: 'Rate a completed service once (1-5 stars + comment)',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
      body: rateBody,
    },
    async ({ user, params, body }) => {
      await s.applications.rate(user, params.id, body);
    },
  );
}
