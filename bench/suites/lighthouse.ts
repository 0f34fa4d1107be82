import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_DIR, type BenchContext } from '../lib/context.ts';
import { reactFloorCopy } from '../lib/react-floor.ts';
import { missingBuild, startServerProcess } from '../lib/server-process.ts';

const ROOT = path.dirname(BENCH_DIR);
const TARGET_SCORE = 95;
const TARGET_CRITICAL_REQUESTS = 15;
const RUNS = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
export const CHROMIUM_CANDIDATES = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    {
      numericValue?: number;
      displayValue?: string;
      details?: { items?: Array<Record<string, unknown>> };
    }
  >;
}

/** One Lighthouse run, reduced to what the bench reports. */
export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Requests started before the largest contentful paint was observed: the entry page's critical path. */
  criticalRequests: number;
  requests: number;
  /** Main-thread script time Lighthouse attributes to scripts (bootup-time; simulated 4× slower CPU). */
  scriptingMs: number;
  /** The first paint as observed (unthrottled) in the run the metrics are simulated from. */
  observedFcpMs: number;
}

export function summarizeLighthouse(report: LighthouseReport): LighthouseRun {
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const metrics = report.audits.metrics?.details?.items?.[0] ?? {};
  const observedLcp = Number(metrics.observedLargestContentfulPaint ?? Number.NaN);
  const requests = report.audits['network-requests']?.details?.items ?? [];
  // network-requests times are observed milliseconds from navigation start, like observedLargestContentfulPaint.
  const critical = requests.filter((request) => Number(request.networkRequestTime) <= observedLcp);
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    criticalRequests: critical.length,
    requests: requests.length,
    scriptingMs: (report.audits['bootup-time']?.details?.items ?? []).reduce(
      (sum, item) => sum + Number(item.scripting ?? 0),
      0,
    ),
    observedFcpMs: Number(metrics.observedFirstContentfulPaint ?? Number.NaN),
  };
}

/**
 * The reference: the same built app with its scripts taken out of index.html (module scripts, any preloads,
 * the app stylesheet's preload), so the static shell is all that loads — the ceiling of the page itself on
 * this machine, served by the same server. The gap to it is what the app's code costs.
 */
function shellOnlyCopy(webDist: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'linli-shell-only-'));
  fs.cpSync(webDist, copy, { recursive: true });
  const index = path.join(copy, 'index.html');
  const html = fs
    .readFileSync(index, 'utf8')
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="(?:modulepreload|preload)"[^>]*>\s*/g, '');
  fs.writeFileSync(index, html);
  // The server prefers precompressed files: the edited page has none.
  for (const suffix of ['.gz', '.br']) fs.rmSync(`${index}${suffix}`, { force: true });
  return copy;
}

/** Runs Lighthouse (mobile defaults) once against url; the reason as a string when it fails. */
export function runLighthouse(url: string, chrome: string, cli: string): LighthouseRun | string {
  const run = spawnSync(
    cli,
    [
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, CHROME_PATH: chrome },
      timeout: 180_000,
      maxBuffer: 64 << 20,
    },
  );
  if (run.status !== 0) return `exit ${run.status}: ${run.stderr.split('\n').slice(-3).join(' ')}`;
  return summarizeLighthouse(JSON.parse(run.stdout) as LighthouseReport);
}

/**
 * Lighthouse mobile performance (its default: Moto G class device, simulated slow 4G) of the entry page,
 * served by the real server exactly as `npm start` serves it (compiled server, built app, demo data). Uses
 * the npm `lighthouse` CLI with Debian's chromium. Three runs; the median score is reported with the run's
 * FCP/LCP/TBT/CLS and the count of requests on the critical path (started before LCP). The 1-minute load
 * average is printed beside it: TBT on a busy machine is inflated. Two references run interleaved with it:
 * the static shell alone (the ceiling of the page) and React alone rendering the finished page
 * (lib/react-floor.ts: the floor of any React app showing it on this machine).
 */
export async function lighthouseSuite(ctx: BenchContext): Promise<void> {
  const chrome = CHROMIUM_CANDIDATES.find((candidate) => candidate && fs.existsSync(candidate));
  const cli = path.join(ROOT, 'node_modules', '.bin', 'lighthouse');
  const webDist = process.env.WEB_DIST ?? path.join(ROOT, 'apps', 'web', 'dist');
  if (!chrome) return void ctx.skipped.push('lighthouse: no chromium (apt-get install chromium)');
  if (!fs.existsSync(cli)) return void ctx.skipped.push('lighthouse: the npm package is not installed');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    return void ctx.skipped.push('lighthouse: apps/web/dist not built (npm run build)');
  }
  const unbuilt = missingBuild();
  if (unbuilt) return void ctx.skipped.push(`lighthouse: ${unbuilt}`);
  const shellOnly = shellOnlyCopy(webDist);
  const server = await startServerProcess('compiled', { env: { WEB_DIST: webDist } });
  const reference = await startServerProcess('compiled', { env: { WEB_DIST: shellOnly } });
  const floorCopy = await reactFloorCopy(webDist, server.url, chrome).catch((error: unknown) => {
    ctx.skipped.push(`lighthouse: the React-alone reference could not be built (${String(error)})`);
    return undefined;
  });
  const floor = floorCopy && (await startServerProcess('compiled', { env: { WEB_DIST: floorCopy.dist } }));
  const runs: LighthouseRun[] = [];
  const referenceRuns: LighthouseRun[] = [];
  const floorRuns: LighthouseRun[] = [];
  const loads: number[] = [];
  const describeRun = (run: LighthouseRun) =>
    `score ${run.score}, FCP ${run.fcpMs.toFixed(0)} ms (observed ${run.observedFcpMs.toFixed(0)} ms), LCP ${run.lcpMs.toFixed(0)} ms, TBT ${run.tbtMs.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}, script ${run.scriptingMs.toFixed(0)} ms, ${run.criticalRequests}/${run.requests} requests before LCP`;
  try {
    // Interleaved (app, references, app, …): all see the same machine.
    for (let i = 0; i < RUNS; i++) {
      for (const [target, into, label] of [
        [server, runs, 'the app'],
        [reference, referenceRuns, 'the static shell alone'],
        ...(floor ? ([[floor, floorRuns, 'React alone rendering the finished page']] as const) : []),
      ] as const) {
        ctx.log(`lighthouse (mobile) on ${label}, run ${i + 1} of ${RUNS}`);
        if (into === runs) loads.push(os.loadavg()[0]!);
        const run = runLighthouse(`${target.url}/`, chrome, cli);
        if (typeof run === 'string') {
          ctx.skipped.push(`lighthouse run ${i + 1} on ${label} failed (${run})`);
          continue;
        }
        ctx.log(`  ${describeRun(run)}`);
        into.push(run);
      }
    }
  } finally {
    await server.stop();
    await reference.stop();
    await floor?.stop();
    fs.rmSync(shellOnly, { recursive: true, force: true });
    floorCopy?.remove();
  }
  if (runs.length === 0) return;
  // The run with the median score, so its metrics belong together.
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const critical = median(runs.map((run) => run.criticalRequests));
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const middleOf = (of: LighthouseRun[]) =>
    [...of].sort((a, b) => a.score - b.score)[Math.floor((of.length - 1) / 2)];
  const referenceMiddle = middleOf(referenceRuns);
  const floorMiddle = middleOf(floorRuns);
  const metricsOf = (run: LighthouseRun) =>
    `FCP ${seconds(run.fcpMs)}, LCP ${seconds(run.lcpMs)}, TBT ${run.tbtMs.toFixed(0)} ms`;
  ctx.add({
    id: 'web.lighthouse',
    what: `web: Lighthouse mobile performance score, entry page (median of ${runs.length})`,
    database: '-',
    value: middle.score,
    unit: '',
    digits: 0,
    ...(referenceMiddle
      ? {
          reference: {
            label: `the same page with its scripts taken out (static shell alone; ${metricsOf(referenceMiddle)})`,
            value: referenceMiddle.score,
            unit: '',
          },
        }
      : {}),
    ...(floorMiddle
      ? {
          secondReference: {
            label: `React alone rendering the finished page (the floor of a React app here; ${metricsOf(floorMiddle)}; scores ${floorRuns.map((run) => run.score).join('/')})`,
            value: floorMiddle.score,
            unit: '',
          },
        }
      : {}),
    checks: [{ label: `≥ ${TARGET_SCORE}`, pass: middle.score >= TARGET_SCORE }],
    note: `FCP ${seconds(middle.fcpMs)} (observed ${middle.observedFcpMs.toFixed(0)} ms), LCP ${seconds(middle.lcpMs)}, TBT ${middle.tbtMs.toFixed(0)} ms, CLS ${middle.cls.toFixed(3)}, script time ${middle.scriptingMs.toFixed(0)} ms; scores ${runs.map((run) => run.score).join('/')}; observed first paints ${runs.map((run) => run.observedFcpMs.toFixed(0)).join('/')} ms; load ${loads.map((load) => load.toFixed(1)).join('/')}`,
  });
  ctx.add({
    id: 'web.criticalRequests',
    what: 'web: requests before the entry page’s largest paint (median)',
    database: '-',
    value: critical,
    unit: '',
    digits: 0,
    checks: [{ label: `≤ ${TARGET_CRITICAL_REQUESTS}`, pass: critical <= TARGET_CRITICAL_REQUESTS }],
    note: `of ${middle.requests} requests in the run with the median score`,
  });
}
