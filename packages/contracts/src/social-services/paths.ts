import { pathOf } from '../common/route-path.ts';

/**
 * REST paths of the social-services domain (docs/product.md "API calls" names the screens, not the calls;
 * these follow RuoYi's `/module/entity/list` style). Spread into ApiPath; each is one route descriptor's
 * (routes.ts), whose `:id` the client fills with pathOf.
 */
export const socialServicesPaths = {
  socialServicesHome: '/shfw/home',
  socialServicesCategories: '/shfw/category/list',
  socialServicesProjects: '/shfw/project/list',
  socialServicesProjectCreate: '/shfw/project',
  socialServicesProject: '/shfw/project/:id',
  socialServicesApplicationCreate: '/shfw/application',
  socialServicesMyApplications: '/shfw/application/my',
  socialServicesApplications: '/shfw/application/list',
  socialServicesApplication: '/shfw/application/:id',
  socialServicesApplicationAction: '/shfw/application/:id/action',
  socialServicesApplicationRate: '/shfw/application/:id/rate',
  socialServicesPersons: '/shfw/person/list',
  socialServicesMyPersons: '/shfw/person/mine',
  socialServicesPersonCreate: '/shfw/person',
  socialServicesPerson: '/shfw/person/:id',
  socialServicesPersonHealth: '/shfw/person/:id/health',
  socialServicesPersonDevices: '/shfw/person/:id/devices',
  socialServicesPersonDevice: '/shfw/person/device',
  socialServicesCaseworkers: '/shfw/caseworkers',
  socialServicesRecords: '/shfw/record/list',
  socialServicesRecordStats: '/shfw/record/stats',
  socialServicesRecordCreate: '/shfw/record',
  socialServicesRecord: '/shfw/record/:id',
  socialServicesGroups: '/shfw/group/list',
  socialServicesGroupCreate: '/shfw/group',
  socialServicesGroup: '/shfw/group/:id',
  socialServicesGroupApply: '/shfw/group/:id/apply',
  socialServicesSkillApply: '/shfw/skill/apply',
  socialServicesGroupApplications: '/shfw/group/application/list',
  socialServicesMyGroupApplications: '/shfw/group/application/my',
  socialServicesGroupApplicationReview: '/shfw/group/application/:id/review',
  memberStatus: '/member/status',
  memberActivate: '/member/activate',
} as const;

/** '/shfw/project/:id' + {id: 3} -> '/shfw/project/3', for callers not on a route descriptor yet. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return pathOf({ path }, params);
}
