import { defineRoute, idParams, noData, tableOf, withData } from '../common/route.ts';
import { removeResult } from './catalog.ts';
import {
  groupApplication,
  groupApplicationsQuery,
  groupApplyBody,
  groupBody,
  groupReviewBody,
  groupsQuery,
  groupUpdateBody,
  serviceGroup,
  skillApplyBody,
} from './groups.ts';
import { activateMembershipBody, membershipStatus } from './membership.ts';
import { socialServicesPaths } from './paths.ts';
import { created, STAFF, tag } from './route-parts.ts';

/**
 * Housing/service groups, their join/help/skill applications, and membership of the centre: anyone
 * browses the groups, residents apply, social workers review, administrators keep the groups.
 */
export const groupRoutes = {
  groups: defineRoute({
    method: 'GET',
    path: socialServicesPaths.socialServicesGroups,
    summary: 'Housing/service groups',
    tag,
    access: 'public',
    query: groupsQuery,
    response: tableOf(serviceGroup),
  }),
  group: defineRoute({
    method: 'GET',
    path: socialServicesPaths.socialServicesGroup,
    summary: 'Group detail',
    tag,
    access: 'public',
    params: idParams,
    response: withData(serviceGroup),
  }),
  createGroup: defineRoute({
    method: 'POST',
    path: socialServicesPaths.socialServicesGroupCreate,
    summary: 'Create a group',
    tag,
    access: ['admin'],
    body: groupBody,
    response: created,
  }),
  updateGroup: defineRoute({
    method: 'PUT',
    path: socialServicesPaths.socialServicesGroup,
    summary: 'Edit a group',
    tag,
    access: ['admin'],
    params: idParams,
    body: groupUpdateBody,
    response: noData,
  }),
  removeGroup: defineRoute({
    method: 'DELETE',
    path: socialServicesPaths.socialServicesGroup,
    summary: 'Delete a group (closed instead while applications name it)',
    tag,
    access: ['admin'],
    params: idParams,
    response: withData(removeResult),
  }),
  applyToGroup: defineRoute({
    method: 'POST',
    path: socialServicesPaths.socialServicesGroupApply,
    summary: 'Apply to join a group or ask it for help',
    tag,
    access: 'user',
    params: idParams,
    body: groupApplyBody,
    response: created,
  }),
  offerSkill: defineRoute({
    method: 'POST',
    path: socialServicesPaths.socialServicesSkillApply,
    summary: 'Offer a skill as a volunteer',
    tag,
    access: 'user',
    body: skillApplyBody,
    response: created,
  }),
  myGroupApplications: defineRoute({
    method: 'GET',
    path: socialServicesPaths.socialServicesMyGroupApplications,
    summary: 'My group and skill applications',
    tag,
    access: 'user',
    query: groupApplicationsQuery,
    response: tableOf(groupApplication),
  }),
  groupApplications: defineRoute({
    method: 'GET',
    path: socialServicesPaths.socialServicesGroupApplications,
    summary: 'Group and skill applications to review (staff)',
    tag,
    access: STAFF,
    query: groupApplicationsQuery,
    response: tableOf(groupApplication),
  }),
  reviewGroupApplication: defineRoute({
    method: 'PUT',
    path: socialServicesPaths.socialServicesGroupApplicationReview,
    summary: 'Approve or reject a group/skill application (staff)',
    tag,
    access: STAFF,
    params: idParams,
    body: groupReviewBody,
    response: noData,
  }),
  membership: defineRoute({
    method: 'GET',
    path: socialServicesPaths.memberStatus,
    summary: 'My membership',
    tag,
    access: 'user',
    response: withData(membershipStatus),
  }),
  activateMembership: defineRoute({
    method: 'POST',
    path: socialServicesPaths.memberActivate,
    summary: 'Activate membership (real name, phone, ID card, agreement)',
    tag,
    access: 'user',
    body: activateMembershipBody,
    response: withData(membershipStatus),
  }),
};
