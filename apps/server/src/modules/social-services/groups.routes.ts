import {
  ApiPath,
  activateMembershipBody,
  groupApplicationsQuery,
  groupApplyBody,
  groupBody,
  groupReviewBody,
  groupsQuery,
  groupUpdateBody,
  numericIdParams,
  skillApplyBody,
} from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import { table } from '../../platform/envelope.ts';
import type { SocialServices } from './index.ts';

const TAG = 'social-services';
const STAFF = ['staff', 'admin'] as const;

/** Housing/service groups, their applications, and membership. */
export function registerGroupRoutes(router: ApiRouter, s: SocialServices): void {
  router.route(
    {
      method: 'GET',
      path: ApiPath.shfwGroups,
      summary: 'Housing/service groups',
      tag: TAG,
      access: 'public',
      query: groupsQuery,
    },
    async ({ query, request }) => {
      const { rows, total } = await s.groups.list(query, request.language);
      return table(rows, total);
    },
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.shfwGroup,
      summary: 'Group detail',
      tag: TAG,
      access: 'public',
      params: numericIdParams,
    },
    async ({ params, request }) => ({ data: await s.groups.detail(params.id, request.language) }),
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.shfwGroupCreate,
      summary: 'Create a group',
      tag: TAG,
      access: ['admin'],
      body: groupBody,
    },
    async ({ user, body }) => ({ data: await s.groups.create(user, body) }),
  );

  router.route(
    {
      method: 'PUT',
      path: ApiPath.shfwGroup,
      summary: 'Edit a group',
      tag: TAG,
      access: ['admin'],
      params: numericIdParams,
      body: groupUpdateBody,
    },
    async ({ user, params, body }) => {
      await s.groups.update(user, params.id, body);
    },
  );

  router.route(
    {
      method: 'DELETE',
      path: ApiPath.shfwGroup,
      summary: 'Delete a group (closed instead while applications name it)',
      tag: TAG,
      access: ['admin'],
      params: numericIdParams,
    },
    async ({ user, params }) => ({ data: await s.groups.remove(user, params.id) }),
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.shfwGroupApply,
      summary: 'Apply to join a group or ask it for help',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
      body: groupApplyBody,
    },
    async ({ user, params, body }) => ({ data: await s.groups.apply(user, params.id, body) }),
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.shfwSkillApply,
      summary: 'Offer a skill as a volunteer',
      tag: TAG,
      access: 'user',
      body: skillApplyBody,
    },
    async ({ user, body }) => ({ data: await s.groups.offerSkill(user, body) }),
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.shfwMyGroupApplications,
      summary: 'My group and skill applications',
      tag: TAG,
      access: 'user',
      query: groupApplicationsQuery,
    },
    async ({ user, query, request }) => {
      const { rows, total } = await s.groups.myApplications(user, query, request.language);
      return table(rows, total);
    },
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.shfwGroupApplications,
      summary: 'Group and skill applications to review (staff)',
      tag: TAG,
      access: STAFF,
      query: groupApplicationsQuery,
    },
    async ({ user, query, request }) => {
      const { rows, total } = await s.groups.applications(user, query, request.language);
      return table(rows, total);
    },
  );

  router.route(
    {
      method: 'PUT',
      path: ApiPath.shfwGroupApplicationReview,
      summary: 'Approve or reject a group/skill application (staff)',
      tag: TAG,
      access: STAFF,
      params: numericIdParams,
      body: groupReviewBody,
    },
    async ({ user, params, body }) => {
      await s.groups.review(user, params.id, body);
    },
  );

  router.route(
    { method: 'GET', path: ApiPath.memberStatus, summary: 'My membership', tag: TAG, access: 'user' },
    async ({ user }) => ({ data: await s.membership.status(user) }),
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.memberActivate,
      summary: 'Activate membership (real name, phone, ID card, agreement)',
      tag: TAG,
      access: 'user',
      body: activateMembershipBody,
    },
    async ({ user, body }) => ({ data: await s.membership.activate(user, body) }),
  );
}
