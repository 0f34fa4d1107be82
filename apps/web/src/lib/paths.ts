/**
 * Every in-app URL, spelled once (docs/architecture.md "Layout", "No magic strings"). Routes follow FastBee's
 * uni-app page paths so links and habits carry over. Later issues add theirs here and in routes.tsx.
 */
export const paths = {
  home: '/',
  webview: '/pages/common/webview/index',
  waitLogin: '/pagesB/login/waitLogin',
  login: '/pages/login/index',
  register: '/pages/login/register',
  smsLogin: '/pages/login/smsLogin',
  bindLogin: '/pages/login/bindLogin',
  bindRegister: '/pages/login/bindRegister',
  account: '/pagesB/user/account',
  avatar: '/pagesB/user/avatar',
  resetPassword: '/pagesB/user/resetPsd',
  language: '/pagesB/user/language',
  about: '/pagesB/user/about',
  tabScene: '/pages/tabBar/scene',
  tabAlert: '/pages/tabBar/alert',
  tabUser: '/pages/tabBar/user',
  // assessments; screens take `?type=` or `?id=`
  assessmentHome: '/pagesA/assessment/index',
  assessmentNew: '/pagesA/assessment/new',
  assessmentFill: '/pagesA/assessment/fill',
  assessmentResult: '/pagesA/assessment/result',
  assessmentReport: '/pagesA/assessment/report',
  assessmentReview: '/pagesA/assessment/review',
  assessmentTemplates: '/pagesA/assessment/templates',
  assessmentDue: '/pagesA/assessment/due',
  // social services: details take `?id=`, the application form `?projectId=`, record pages `?personId=`
  socialServicesProjects: '/pages/fwjz/index',
  socialServicesProjectDetail: '/pages/fwjz/fwxq',
  socialServicesApply: '/pages/fwjz/fwxqsq',
  socialServicesHistory: '/pages/fwjz/jjjnsq',
  socialServicesApplication: '/pages/fwjz/sqxq',
  socialServicesInbox: '/pagesC/shfw/sqgl',
  socialServicesPerson: '/pagesC/shfw/socialServicesM',
  socialServicesSummary: '/pagesC/shfw/jbxx',
  socialServicesServiceList: '/pagesC/shfw/fwqd',
  socialServicesSingleForm: '/pagesC/shfw/dxfwcj',
  socialServicesVisitForm: '/pagesC/shfw/sswbfwcj',
  socialServicesFollowUpForm: '/pagesC/shfw/fxfwcj',
  socialServicesStats: '/pagesC/shfw/fwjs',
  socialServicesHealth: '/pagesC/shfw/jkdagljs',
  socialServicesRecordDetail: '/pagesC/shfw/mxInfo',
  socialServicesMine: '/pagesC/shfw/fwxx',
  // housing/service groups: detail `?id=`, apply `?id=&kind=join|help`, skill `?groupId=` (optional)
  groupList: '/pagesC/group/index',
  groupDetail: '/pagesC/group/detail',
  groupApply: '/pagesC/group/apply',
  groupSkill: '/pagesC/group/skill',
  groupMine: '/pagesC/group/mine',
  groupReview: '/pagesC/group/review',
  // membership: activation, opened from the member card on Me
  memberActivate: '/pagesB/member/activate',
  newsList: '/pages/news/index',
  newsDetail: '/pages/news/detail',
  // administrators: forms take `?id=` to edit, none to create
  adminHome: '/pagesD/admin/index',
  adminProjects: '/pagesD/admin/projects',
  adminProject: '/pagesD/admin/project',
  adminGroups: '/pagesD/admin/groups',
  adminGroup: '/pagesD/admin/group',
  adminNews: '/pagesD/admin/news',
  adminArticle: '/pagesD/admin/article',
  adminBanners: '/pagesD/admin/banners',
  adminBanner: '/pagesD/admin/banner',
  adminAudit: '/pagesD/admin/audit',
  // products and thing models: the form takes `?id=` to edit, the detail and the editor `?id=`
  adminProducts: '/pagesD/admin/products',
  adminProduct: '/pagesD/admin/product',
  adminProductDetail: '/pagesD/admin/productDetail',
  adminThingsModel: '/pagesD/admin/thingsModel',
  adminProductImport: '/pagesD/admin/productImport',
  // devices and groups: the detail takes `?deviceId=`, group pages `?groupId=`
  deviceList: '/pagesA/device/list',
  deviceDetail: '/pagesA/device/detail',
  deviceAdd: '/pagesA/device/add',
  deviceGroupList: '/pagesA/list/home/deviceGroup/list',
  deviceGroupForm: '/pagesA/list/home/deviceGroup/form',
  deviceGroupDevices: '/pagesA/list/home/deviceGroup/deviceList',
  // the in-app device simulator (FastBee APP-A 设备模拟); takes an optional `?deviceId=`
  deviceSimulate: '/pagesB/list/user/emulator',
  // gateway sub-devices: link one under the gateway `?deviceId=`
  deviceSubDeviceLink: '/pagesA/device/subDevice/link',
  // sharing, timers, scenes, alerts: scene pages `?sceneId=`, timers and shares `?deviceId=`
  // (+ `&jobId=` / `&userId=[&phone=]`), the alert detail `?alertLogId=`; the Dynamic tab takes `?deviceId=`
  sceneEdit: '/pagesA/list/scene/sceneEdit',
  sceneLog: '/pagesA/list/scene/sceneLog',
  timerList: '/pagesA/home/device/timing/list',
  timerEdit: '/pagesA/home/device/timing/detail',
  shareList: '/pagesA/device/share/list',
  shareDetail: '/pagesA/device/share/detail',
  alertDetail: '/pagesB/alert/detail',
  alertWorkbench: '/pagesB/alert/workbench',
  // device linking (FastBee paths): Wi-Fi provisioning, scan, typed relate; the map pickers take
  // `?longitude=&latitude=` (open-location also `&name=&address=`); mobile monitoring
  deviceProvision: '/pagesA/list/home/deviceAdd',
  deviceScan: '/pagesA/list/home/deviceScan',
  deviceRelate: '/pagesA/list/home/deviceRelate',
  chooseLocation: '/choose-location',
  openLocation: '/open-location',
  phoneMonitor: '/pagesB/list/user/phone',
  // device log, statistics and live monitor (FastBee APP-A device bottom bar); all take `?deviceId=`
  deviceLog: '/pagesA/home/device/log',
  deviceStatistic: '/pagesA/home/device/statistic',
  deviceMonitor: '/pagesA/home/device/monitor',
  // OTA and video: the players take `?deviceId=` (docs/product.md "Screens and routes": no pull-down refresh)
  devicePlayer: '/pages_player/list/devicePlayer',
  devicePlayerApp: '/pages_player/list/devicePlayerApp',
  adminFirmware: '/pagesD/admin/firmware',
} as const;
export type AppPath = (typeof paths)[keyof typeof paths];

/** The bottom tab roots (docs/product.md "Screens and routes"): Home, Scene, Dynamic (alerts), Me. */
export const TAB_ROOTS: readonly string[] = [paths.home, paths.tabScene, paths.tabAlert, paths.tabUser];

/** Tabs a visitor may not open (docs/product.md "Screens and routes": 'this function requires login'). */
export const LOGIN_REQUIRED_TABS: readonly string[] = [paths.tabScene, paths.tabAlert];

export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The webview page opening a URL with a title. */
export function webviewPath(url: string, title: string): string {
  return withQuery(paths.webview, { url, title });
}
