import path from 'node:path';
import Database from 'better-sqlite3';
import { paths } from '../../apps/web/src/lib/paths.ts';

/**
 * The route table of the whole app for the accessibility sweep, read from apps/web/src/lib/paths.ts so routes
 * added later are swept too: which role opens each one, and demo ids for the routes that need one.
 */

export type Role = 'visitor' | 'experience' | 'worker' | 'admin';
export type Mode = 'standard' | 'elder';
export type PathKey = keyof typeof paths;

/** Ids from the demo data, read from the server's own database the way the other journeys read captchas. */
export interface DemoIds {
  deviceId: number;
  projectId: number;
  applicationId: number;
  personId: number;
  recordId: number;
  serviceGroupId: number;
  newsId: number;
  bannerId: number;
  productId: number;
  deviceGroupId?: number;
  sceneId?: number;
  timerId?: number;
  shareUserId?: number;
  alertLogId?: number;
  approvedAssessmentId?: number;
  draftAssessmentId?: number;
}

export function readDemoIds(dataDir: string): DemoIds {
  const db = new Database(path.join(dataDir, 'linli.db'), { readonly: true, fileMustExist: true });
  try {
    const one = (sql: string, ...args: unknown[]) =>
      (db.prepare(sql).get(...args) as { id: number } | undefined)?.id;
    const must = (sql: string, ...args: unknown[]) => {
      const id = one(sql, ...args);
      if (id === undefined) throw new Error(`no demo row for: ${sql}`);
      return id;
    };
    const experience = must(`select id from users where username = 'experience'`);
    const deviceId = must(
      'select id from devices where user_id = ? order by (device_name like ?) desc, id limit 1',
      experience,
      '%插座%',
    );
    const ids: DemoIds = {
      deviceId,
      projectId: must(`select id from service_projects where status = 'published' order by id limit 1`),
      applicationId: must(
        'select id from service_applications where applicant_id = ? order by id',
        experience,
      ),
      personId: must('select id from service_persons where user_id = ? order by id', experience),
      recordId: must('select id from service_records order by id limit 1'),
      serviceGroupId: must('select id from service_groups order by id limit 1'),
      newsId: must('select id from news_articles order by id limit 1'),
      bannerId: must('select id from news_banners order by id limit 1'),
      // The plug's product: published, with devices and a thing model of every kind of item.
      productId: must('select product_id as id from devices where id = ?', deviceId),
    };
    const optional = {
      deviceGroupId: one('select id from device_groups where user_id = ? order by id', experience),
      sceneId: one('select id from scenes where user_id = ? order by id', experience),
      timerId: one('select id from device_timers where user_id = ? order by id', experience),
      shareUserId: (
        db.prepare('select user_id as id from device_shares where device_id = ? limit 1').get(deviceId) as
          | { id: number }
          | undefined
      )?.id,
      alertLogId: one('select id from alert_logs where user_id = ? order by id desc', experience),
      approvedAssessmentId: one(`select id from assessments where status = 'approved' order by id desc`),
      draftAssessmentId: one(`select id from assessments where status = 'draft' order by id desc`),
    };
    for (const [key, value] of Object.entries(optional)) {
      if (value !== undefined) (ids as unknown as Record<string, number>)[key] = value;
    }
    return ids;
  } finally {
    db.close();
  }
}

export interface RoutePlan {
  key: string;
  role: Role;
  url: string;
}

/** Screens only visitors see (a signed-in user is sent on from them). */
const VISITOR_ROUTES: readonly PathKey[] = [
  'waitLogin',
  'login',
  'register',
  'smsLogin',
  'bindLogin',
  'bindRegister',
];
/** Screens visitors see as well: swept as visitor too, since they differ for them. */
const ALSO_VISITOR: readonly PathKey[] = ['home', 'tabUser', 'socialServicesProjects', 'newsList', 'about'];
/** Social workers' screens. */
const WORKER_ROUTES: readonly PathKey[] = [
  'socialServicesInbox',
  'socialServicesPerson',
  'socialServicesSummary',
  'socialServicesServiceList',
  'socialServicesSingleForm',
  'socialServicesVisitForm',
  'socialServicesFollowUpForm',
  'socialServicesStats',
  'socialServicesHealth',
  'socialServicesRecordDetail',
  'groupReview',
  'assessmentNew',
  'assessmentFill',
  'assessmentReview',
  'assessmentDue',
  'alertWorkbench',
];

function roleOf(key: string, url: string): Role {
  if ((VISITOR_ROUTES as readonly string[]).includes(key)) return 'visitor';
  if ((WORKER_ROUTES as readonly string[]).includes(key)) return 'worker';
  // The device simulator is for staff (packages/contracts/src/devices/simulation.ts): the administrator opens
  // it on the demo plug, a simulated device, which residents never see it for.
  if (url.startsWith('/pagesD/') || key === 'assessmentTemplates' || key === 'deviceSimulate') return 'admin';
  return 'experience';
}

/** The query each screen needs, from demo ids; routes added later get `?deviceId=` (harmless if unused). */
function queryOf(key: string, ids: DemoIds): Record<string, string | undefined> {
  const s = (n: number | undefined) => (n === undefined ? undefined : String(n));
  const device = { deviceId: s(ids.deviceId) };
  const person = { personId: s(ids.personId) };
  const table: Record<string, Record<string, string | undefined>> = {
    webview: { url: 'about:blank', title: 'Linli' },
    assessmentNew: { type: 'elderly-ability' },
    assessmentFill: { id: s(ids.draftAssessmentId) },
    assessmentResult: { id: s(ids.approvedAssessmentId) },
    assessmentReport: { id: s(ids.approvedAssessmentId) },
    socialServicesProjectDetail: { id: s(ids.projectId) },
    socialServicesApply: { projectId: s(ids.projectId) },
    socialServicesApplication: { id: s(ids.applicationId) },
    socialServicesPerson: { id: s(ids.personId) },
    socialServicesSummary: person,
    socialServicesServiceList: person,
    socialServicesSingleForm: person,
    socialServicesVisitForm: person,
    socialServicesFollowUpForm: person,
    socialServicesStats: person,
    socialServicesHealth: person,
    socialServicesRecordDetail: { id: s(ids.recordId), ...person },
    groupDetail: { id: s(ids.serviceGroupId) },
    groupApply: { id: s(ids.serviceGroupId), kind: 'join' },
    groupSkill: { groupId: s(ids.serviceGroupId) },
    newsDetail: { id: s(ids.newsId) },
    adminProject: { id: s(ids.projectId) },
    adminGroup: { id: s(ids.serviceGroupId) },
    adminArticle: { id: s(ids.newsId) },
    adminBanner: { id: s(ids.bannerId) },
    adminProduct: { id: s(ids.productId) },
    adminProductDetail: { id: s(ids.productId) },
    adminThingsModel: { id: s(ids.productId) },
    deviceDetail: device,
    deviceSimulate: device,
    deviceGroupForm: { groupId: s(ids.deviceGroupId) },
    deviceGroupDevices: { groupId: s(ids.deviceGroupId) },
    sceneEdit: { sceneId: s(ids.sceneId) },
    sceneLog: { sceneId: s(ids.sceneId) },
    timerList: device,
    timerEdit: { ...device, jobId: s(ids.timerId) },
    shareList: device,
    shareDetail: { ...device, userId: s(ids.shareUserId) },
    alertDetail: { alertLogId: s(ids.alertLogId) },
  };
  if (key in table) return table[key] ?? {};
  // Screens that take no query, and those added after this journey was written.
  const noQuery = new Set<string>([
    ...VISITOR_ROUTES,
    ...ALSO_VISITOR,
    'account',
    'avatar',
    'resetPassword',
    'language',
    'tabScene',
    'tabAlert',
    'assessmentHome',
    'assessmentReview',
    'assessmentTemplates',
    'socialServicesHistory',
    'socialServicesInbox',
    'socialServicesMine',
    'groupList',
    'groupMine',
    'groupReview',
    'memberActivate',
    'adminHome',
    'adminProjects',
    'adminGroups',
    'adminNews',
    'adminBanners',
    'adminProducts',
    'adminProductImport',
    'deviceList',
    'deviceAdd',
    'deviceGroupList',
  ]);
  return noQuery.has(key) ? {} : device;
}

function withQuery(route: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, v);
  const search = params.toString();
  return search ? `${route}?${search}` : route;
}

/** Every route of paths.ts with the role that sees it and the URL (demo ids filled in). */
export function planRoutes(ids: DemoIds): RoutePlan[] {
  const plans: RoutePlan[] = [];
  for (const [key, route] of Object.entries(paths)) {
    const url = withQuery(route, queryOf(key, ids));
    plans.push({ key, role: roleOf(key, route), url });
    if ((ALSO_VISITOR as readonly string[]).includes(key)) plans.push({ key, role: 'visitor', url });
  }
  return plans;
}

/* ---------- measurements in the page (computed styles + bounding boxes) ---------- */
