import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BENCH_DIR, type BenchContext } from '../lib/context.ts';
import { missingBuild, startServerProcess } from '../lib/server-process.ts';

const ROOT = path.dirname(BENCH_DIR);
const TARGET_SCORE = 95;
const CHROMIUM_CANDIDATES = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; displayValue?: string }>;
}

/**
 * Lighthouse mobile performance (its default: Moto G class device, simulated slow 4G) of the entry page,
 * served by the real server exactly as `npm start` serves it (compiled server, built app, demo data). Uses
 * the npm `lighthouse` CLI with Debian's chromium.
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
  const server = await startServerProcess('compiled', { env: { WEB_DIST: webDist } });
  try {
    ctx.log(`lighthouse (mobile) on ${server.url}/`);
    const run = spawnSync(
      cli,
      [
        `${server.url}/`,
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
    if (run.status !== 0) {
      ctx.skipped.push(
        `lighthouse failed (exit ${run.status}): ${run.stderr.split('\n').slice(-3).join(' ')}`,
      );
      return;
    }
    const report = JSON.parse(run.stdout) as LighthouseReport;
    const score = Math.round((report.categories.performance.score ?? 0) * 100);
    const shown = (id: string) => report.audits[id]?.displayValue?.replace(/\s+/g, ' ') ?? '?';
    ctx.add({
      id: 'web.lighthouse',
      what: 'web: Lighthouse mobile performance score, entry page',
      database: '-',
      value: score,
      unit: '',
      digits: 0,
      checks: [{ label: `≥ ${TARGET_SCORE}`, pass: score >= TARGET_SCORE }],
      note: `FCP ${shown('first-contentful-paint')}, LCP ${shown('largest-contentful-paint')}, TBT ${shown('total-blocking-time')}, CLS ${shown('cumulative-layout-shift')}`,
    });
  } finally {
    await server.stop();
  }
}
