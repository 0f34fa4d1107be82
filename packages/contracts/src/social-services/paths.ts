/**
 * REST paths of the social-services domain (docs/product.md "API calls" names the screens, not the calls;
 * these follow RuoYi's `/module/entity/list` style). Spread into ApiPath; `:id` is filled with fillPath.
 */
export const socialServicesPaths = {
  shfwHome: '/shfw/home',
  shfwCategories: '/shfw/category/list',
  shfwProjects: '/shfw/project/list',
  shfwProjectCreate: '/shfw/project',
  shfwProject: '/shfw/project/:id',
  shfwApplicationCreate: '/shfw/application',
  shfwMyApplications: '/shfw/application/my',
  shfwApplications: '/shfw/application/list',
  shfwApplication: '/shfw/application/:id',
  shfwApplicationAction: '/shfw/application/:id/action',
  shfwApplicationRate: '/shfw/application/:id/rate',
  shfwPersons: '/shfw/person/list',
  shfwMyPersons: '/shfw/person/mine',
  shfwPersonCreate: '/shfw/person',
  shfwPerson: '/shfw/person/:id',
  shfwPersonHealth: '/shfw/person/:id/health',
  shfwPersonDevices: '/shfw/person/:id/devices',
  shfwPersonDevice: '/shfw/person/device',
  shfwCaseworkers: '/shfw/caseworkers',
  shfwRecords: '/shfw/record/list',
  shfwRecordStats: '/shfw/record/stats',
  shfwRecordCreate: '/shfw/record',
  shfwRecord: '/shfw/record/:id',
  shfwGroups: '/shfw/group/list',
  shfwGroupCreate: '/shfw/group',
  shfwGroup: '/shfw/group/:id',
  shfwGroupApply: '/shfw/group/:id/apply',
  shfwSkillApply: '/shfw/skill/apply',
  shfwGroupApplications: '/shfw/group/application/list',
  shfwMyGroupApplications: '/shfw/group/application/my',
  shfwGroupApplicationReview: '/shfw/group/application/:id/review',
  memberStatus: '/member/status',
  memberActivate: '/member/activate',
} as const;

/** '/shfw/project/:id' + {id: 3} -> '/shfw/project/3'. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (whole, name: string) =>
    params[name] === undefined ? whole : encodeURIComponent(String(params[name])),
  );
}
