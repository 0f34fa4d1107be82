import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { paths } from '../../apps/web/src/app/paths.ts';

/**
 * Accessibility helpers for the issue-10 journey: axe-core in the page, the route table of the whole app
 * (read from apps/web/src/app/paths.ts, so routes added later are swept too), demo ids for the routes that
 * need one, and measurements (font size, target size, contrast) from computed styles and bounding boxes.
 */

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type Role = 'visitor' | 'experience' | 'worker' | 'admin';
export type Mode = 'standard' | 'elder';
export type PathKey = keyof typeof paths;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Puts axe into the page. An injected <script> tag would be refused by the server's CSP (script-src 'self')
 * and reported as a violation, so the source is evaluated over the DevTools protocol instead, which a page's
 * CSP does not govern.
 */
export async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => 'axe' in window);
  if (present) return;
  await page.evaluate(`${AXE_SOURCE}\n;window.axe = axe;`);
}

/** Runs axe's standard rule set (WCAG 2.0–2.2 A/AA and best practice) on the whole document. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  await injectAxe(page);
  return page.evaluate(async () => {
    type AxeResult = {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: unknown[]; failureSummary?: string }>;
      }>;
    };
    const axe = (window as unknown as { axe: { run(ctx: unknown, options: unknown): Promise<AxeResult> } })
      .axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
    }));
  });
}

/**
 * What fails the sweep: every serious or critical violation, and — though axe rates them moderate — a page
 * without its one `main` landmark or without a level-one heading (issue 10: landmarks and headings).
 */
const REQUIRED_RULES = ['landmark-one-main', 'page-has-heading-one', 'landmark-no-duplicate-main'];
export const isBlocking = (v: AxeViolation) =>
  v.impact === 'serious' || v.impact === 'critical' || REQUIRED_RULES.includes(v.id);

/** Waits until the app has no request in flight for a short quiet spell (lazy chunks and queries). */
export function trackRequests(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const ignored = (url: string) => url.startsWith('ws') || url.includes('/mqtt');
  page.on('request', (r) => {
    if (ignored(r.url())) return;
    inFlight += 1;
    lastChange = Date.now();
  });
  const done = (r: { url(): string }) => {
    if (ignored(r.url())) return;
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (inFlight === 0 && Date.now() - lastChange > 350) break;
      await page.waitForTimeout(50);
    }
    // A screen waiting for its lazy chunk shows the loader; wait for it to go and for the screen's title.
    await page
      .locator('.screen-loader')
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => undefined);
    await page
      .locator('h1')
      .first()
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined);
    await waitForQuietDom(page);
    await waitForStill(page);
  };
}

/**
 * Waits until the document has not changed for 400 ms (at most 6 s): a screen whose chunk or locale is still
 * arriving is replaced by its loader and then by itself, and axe must see the screen, not the hand-over.
 */
export async function waitForQuietDom(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = performance.now();
        const observer = new MutationObserver(() => {
          last = performance.now();
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        const started = performance.now();
        const check = () => {
          const now = performance.now();
          if (now - last >= 400 || now - started > 6000) {
            observer.disconnect();
            resolve();
          } else setTimeout(check, 50);
        };
        setTimeout(check, 50);
      }),
  );
}

/**
 * Waits until toasts, dialogs and masks have finished fading (antd-mobile animates them in JavaScript, so
 * document.getAnimations() does not see them): two readings of their opacity 120 ms apart agree.
 */
export async function waitForStill(page: Page): Promise<void> {
  const read = () =>
    page.evaluate(() =>
      Array.from(
        document.querySelectorAll(
          '.adm-toast-mask, .adm-mask, .adm-dialog-body, .adm-popup-body, .adm-toast-main',
        ),
      )
        .map((el) => getComputedStyle(el).opacity + getComputedStyle(el).transform)
        .join('|'),
    );
  let before = await read();
  for (let i = 0; i < 40; i += 1) {
    await page.waitForTimeout(120);
    const now = await read();
    if (now === before) return;
    before = now;
  }
}

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
const ALSO_VISITOR: readonly PathKey[] = ['home', 'tabUser', 'shfwProjects', 'newsList', 'about'];
/** Social workers' screens. */
const WORKER_ROUTES: readonly PathKey[] = [
  'shfwInbox',
  'shfwPerson',
  'shfwSummary',
  'shfwServiceList',
  'shfwSingleForm',
  'shfwVisitForm',
  'shfwFollowUpForm',
  'shfwStats',
  'shfwHealth',
  'shfwRecordDetail',
  'groupReview',
  'assessmentNew',
  'assessmentFill',
  'assessmentReview',
];

function roleOf(key: string, url: string): Role {
  if ((VISITOR_ROUTES as readonly string[]).includes(key)) return 'visitor';
  if ((WORKER_ROUTES as readonly string[]).includes(key)) return 'worker';
  if (url.startsWith('/pagesD/') || key === 'assessmentTemplates') return 'admin';
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
    shfwProjectDetail: { id: s(ids.projectId) },
    shfwApply: { projectId: s(ids.projectId) },
    shfwApplication: { id: s(ids.applicationId) },
    shfwPerson: { id: s(ids.personId) },
    shfwSummary: person,
    shfwServiceList: person,
    shfwSingleForm: person,
    shfwVisitForm: person,
    shfwFollowUpForm: person,
    shfwStats: person,
    shfwHealth: person,
    shfwRecordDetail: { id: s(ids.recordId), ...person },
    groupDetail: { id: s(ids.serviceGroupId) },
    groupApply: { id: s(ids.serviceGroupId), kind: 'join' },
    groupSkill: { groupId: s(ids.serviceGroupId) },
    newsDetail: { id: s(ids.newsId) },
    adminProject: { id: s(ids.projectId) },
    adminGroup: { id: s(ids.serviceGroupId) },
    adminArticle: { id: s(ids.newsId) },
    adminBanner: { id: s(ids.bannerId) },
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
    'shfwHistory',
    'shfwInbox',
    'shfwMine',
    'groupList',
    'groupMine',
    'groupReview',
    'memberActivate',
    'adminHome',
    'adminProjects',
    'adminGroups',
    'adminNews',
    'adminBanners',
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

export interface TextSample {
  text: string;
  fontSize: number;
  lineHeight: number;
  contrast: number;
}

export interface TargetSample {
  name: string;
  width: number;
  height: number;
}

/**
 * Every visible text run inside `root`: its font size, line height and the contrast of its colour against
 * the first opaque background behind it (WCAG relative luminance). Gradients count by their darkest stop
 * is not needed here: the elder screens use flat colours, and an element with a background image is
 * reported with contrast 0 so a test cannot pass by accident.
 */
export async function measureTexts(page: Page, root = 'body'): Promise<TextSample[]> {
  return page.evaluate((rootSelector) => {
    const parse = (c: string): [number, number, number, number] => {
      const m = c.match(/rgba?\(([^)]+)\)/);
      if (!m?.[1]) return [0, 0, 0, 0];
      const [r = 0, g = 0, b = 0, a = 1] = m[1]
        .split(/[ ,/]+/)
        .filter(Boolean)
        .map(Number);
      return [r, g, b, a];
    };
    const luminance = ([r, g, b]: number[]) => {
      const lin = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r ?? 0) + 0.7152 * lin(g ?? 0) + 0.0722 * lin(b ?? 0);
    };
    const background = (el: Element | null): number[] | null => {
      for (let node = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none' && !style.backgroundImage.startsWith('url(')) {
          // A gradient: take the darker of its colour stops (the worse case for light text is checked by
          // the caller through both stops).
          const stops = [...style.backgroundImage.matchAll(/rgba?\([^)]+\)/g)].map((s) => parse(s[0]));
          if (stops.length) return stops.reduce((a, b) => (luminance(a) > luminance(b) ? a : b));
        }
        const bg = parse(style.backgroundColor);
        if (bg[3] >= 0.99) return bg;
      }
      return [255, 255, 255, 1];
    };
    const samples: Array<{ text: string; fontSize: number; lineHeight: number; contrast: number }> = [];
    const rootEl = document.querySelector(rootSelector) ?? document.body;
    const walker = document.createTreeWalker(rootEl, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const el = node.parentElement;
      if (!text || !el) continue;
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
      if (el.closest('[aria-hidden="true"], .visually-hidden, .adm-pull-to-refresh-head')) continue;
      const fontSize = Number.parseFloat(style.fontSize);
      const lh = style.lineHeight === 'normal' ? fontSize * 1.2 : Number.parseFloat(style.lineHeight);
      const fg = luminance(parse(style.color));
      const bg = luminance(background(el) ?? [255, 255, 255]);
      const contrast = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
      samples.push({ text: text.slice(0, 40), fontSize, lineHeight: lh / fontSize, contrast });
    }
    return samples;
  }, root);
}

/** Bounding boxes of the controls matched by `selector` (visible ones only). */
export async function measureTargets(page: Page, selector: string): Promise<TargetSample[]> {
  return page.evaluate((sel) => {
    return Array.from(document.querySelectorAll(sel))
      .map((el) => {
        // A native radio, checkbox or file input wrapped in its label is operated through the whole label.
        const target = (el.matches('input') && el.closest('label')) || el;
        const rect = target.getBoundingClientRect();
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
        return { name: name || el.tagName, width: rect.width, height: rect.height };
      })
      .filter((t) => t.width > 0 && t.height > 0);
  }, selector);
}

/** The controls a person operates: buttons, links, inputs, switches, checkboxes. */
export const CONTROLS =
  'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="switch"], [role="radio"], [role="checkbox"], [role="tab"]';
