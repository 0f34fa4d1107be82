import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXPERIENCE_PASSWORD, EXPERIENCE_USERNAME } from '@linli/contracts';
import Database from 'better-sqlite3';
import { type Browser, chromium } from 'playwright-core';
import { planRoutes, type RoutePlan, readDemoIds } from '../../e2e/support/a11y-routes.ts';
import { BENCH_DIR, type BenchContext } from '../lib/context.ts';
import { missingBuild, type ServerProcess, startServerProcess } from '../lib/server-process.ts';
import { CHROMIUM_CANDIDATES } from './lighthouse.ts';

const ROOT = path.dirname(BENCH_DIR);
const PHONE = { width: 390, height: 844 };
const ACCOUNTS = {
  experience: [EXPERIENCE_USERNAME, EXPERIENCE_PASSWORD],
  worker: ['worker', 'Worker#2026'],
  admin: ['admin', 'Admin#2026'],
} as const;

/** One cold load: first contentful paint and the largest paint until the page settled, in ms. */
interface Paint {
  fcpMs: number;
  lcpMs: number;
}

/** A built app behind the real server (demo data), with a token per role (logged in through the API). */
interface Target {
  label: string;
  server: ServerProcess;
  tokens: Map<string, string>;
  routes: RoutePlan[];
}

async function startTarget(label: string, webDist: string): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linli-bench-paint-'));
  const server = await startServerProcess('compiled', { dataDir, env: { WEB_DIST: webDist } });
  const api = async <T>(method: string, route: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.url}/api${route}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as T;
  };
  const captchaAnswer = (uuid: string) => {
    const db = new Database(path.join(dataDir, 'linli.db'), { readonly: true });
    try {
      return (db.prepare('select answer from captchas where uuid = ?').get(uuid) as { answer: string })
        .answer;
    } finally {
      db.close();
    }
  };
  const tokens = new Map<string, string>();
  for (const [role, [username, password]] of Object.entries(ACCOUNTS)) {
    const captcha = await api<{ uuid: string }>('GET', '/captchaImage');
    const login = await api<{ token?: string; msg: string }>('POST', '/login', {
      username,
      password,
      code: captchaAnswer(captcha.uuid),
      uuid: captcha.uuid,
    });
    if (!login.token) throw new Error(`first paint: login ${username} failed (${login.msg})`);
    tokens.set(role, login.token);
  }
  return { label, server, tokens, routes: planRoutes(readDemoIds(dataDir)) };
}

/** A cold load of one route in a fresh phone context (no cache, no service worker), signed in as its role. */
async function coldLoad(browser: Browser, target: Target, plan: RoutePlan): Promise<Paint> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    serviceWorkers: 'block',
  });
  try {
    const lifeData = {
      ...(target.tokens.has(plan.role) ? { vuex_token: target.tokens.get(plan.role) } : {}),
      language: 'zh-CN',
      elderOffered: true,
    };
    // Written before the app's first script, as a returning user's phone has it.
    await context.addInitScript(
      `localStorage.setItem('lifeData', ${JSON.stringify(JSON.stringify(lifeData))})`,
    );
    const page = await context.newPage();
    await page.goto(`${target.server.url}/#${plan.url}`, { waitUntil: 'load' });
    // The app has replaced the static shell (or, in builds before it, the splash) and the network is quiet.
    await page
      .waitForFunction(`!document.querySelector('.boot-shell, .boot-splash')`, undefined, { timeout: 30_000 })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    // Run in the page (a string: bench code is typed for Node, not the DOM). Buffered LCP entries arrive in
    // the observer's next task.
    return (await page.evaluate(`new Promise((resolve) => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      let lcp = NaN;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve({ fcpMs: fcp, lcpMs: lcp }), 50);
    })`)) as Paint;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

/**
 * First paint after a cold load of EVERY route (e2e/support/a11y-routes.ts: the route table with the role that
 * opens each and demo ids), each in a fresh phone context, unthrottled, on the real server. Reported: the entry
 * page, the median and the slowest route. With FIRST_PAINT_BASELINE_DIST (a build of an earlier commit) each
 * route is loaded on both, alternating, and the routes whose first paint got slower are counted.
 */
export async function firstPaintSuite(ctx: BenchContext): Promise<void> {
  const chrome = CHROMIUM_CANDIDATES.find((candidate) => candidate && fs.existsSync(candidate));
  const webDist = process.env.WEB_DIST ?? path.join(ROOT, 'apps', 'web', 'dist');
  const baselineDist = process.env.FIRST_PAINT_BASELINE_DIST;
  if (!chrome) return void ctx.skipped.push('first paint: no chromium (apt-get install chromium)');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    return void ctx.skipped.push('first paint: apps/web/dist not built (npm run build)');
  }
  const unbuilt = missingBuild();
  if (unbuilt) return void ctx.skipped.push(`first paint: ${unbuilt}`);
  const targets = [await startTarget('this build', webDist)];
  if (baselineDist) targets.push(await startTarget('baseline', baselineDist));
  const browser = await chromium.launch({
    executablePath: chrome,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const paints = targets.map(() => new Map<string, Paint>());
  try {
    // --quick loads every eighth route (the entry page among them): a cold load of all of them takes minutes.
    const routes = ctx.quick
      ? targets[0]!.routes.filter((r, i) => i % 8 === 0 || (r.role === 'visitor' && r.url === '/'))
      : targets[0]!.routes;
    ctx.log(
      `first paint: ${routes.length} routes, cold loads on ${targets.map((t) => t.label).join(' and ')}`,
    );
    for (const [index, plan] of routes.entries()) {
      if (Date.now() > ctx.deadline) {
        ctx.skipped.push(`first paint: stopped after ${index} of ${routes.length} routes (time budget)`);
        break;
      }
      const id = `${plan.role} ${plan.url}`;
      for (const [t, target] of targets.entries()) {
        const sameRoute = target.routes.find((r) => r.key === plan.key && r.role === plan.role) ?? plan;
        paints[t]!.set(id, await coldLoad(browser, target, sameRoute));
      }
      const shown = paints.map((p) => `${p.get(id)!.fcpMs.toFixed(0)}/${p.get(id)!.lcpMs.toFixed(0)}`);
      ctx.log(`  ${id.padEnd(60)} FCP/LCP ms ${shown.join('  baseline ')}`);
    }
  } finally {
    await browser.close();
    for (const target of targets) await target.server.stop();
  }
  const ours = paints[0]!;
  const fcps = [...ours.values()].map((p) => p.fcpMs);
  const entry = ours.get('visitor /');
  const slowest = [...ours.entries()].sort((a, b) => b[1].fcpMs - a[1].fcpMs)[0];
  if (!entry || !slowest) return void ctx.skipped.push('first paint: no route measured');
  ctx.add({
    id: 'web.firstPaint.entry',
    what: 'web: entry page first contentful paint, cold load (visitor, unthrottled)',
    database: '-',
    value: entry.fcpMs,
    unit: 'ms',
    digits: 0,
    note: `LCP ${entry.lcpMs.toFixed(0)} ms${baselineDist ? `; baseline FCP ${paints[1]!.get('visitor /')?.fcpMs.toFixed(0)} ms` : ''}`,
  });
  // One cold load per route and build: a route counts as slower only beyond the noise of a shared machine.
  const slowerThanBaseline = (id: string, paint: Paint) =>
    paint.fcpMs > (paints[1]!.get(id)?.fcpMs ?? Number.POSITIVE_INFINITY) * 1.25 + 100;
  const worse = baselineDist ? [...ours.entries()].filter(([id, p]) => slowerThanBaseline(id, p)) : [];
  ctx.add({
    id: 'web.firstPaint.routes',
    what: `web: first contentful paint, cold load of ${ctx.quick ? 'every eighth' : 'every'} route (median of ${ours.size})`,
    database: '-',
    value: median(fcps),
    unit: 'ms',
    digits: 0,
    checks: baselineDist
      ? [{ label: 'no route slower than baseline (> 25 % + 100 ms)', pass: worse.length === 0 }]
      : undefined,
    note: `slowest ${slowest[0]} ${slowest[1].fcpMs.toFixed(0)} ms${
      baselineDist
        ? `; baseline median ${median([...paints[1]!.values()].map((p) => p.fcpMs)).toFixed(0)} ms; slower than baseline: ${worse.map(([id]) => id).join(', ') || 'none'}`
        : ''
    }`,
  });
}
