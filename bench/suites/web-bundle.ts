import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BENCH_DIR, type BenchContext } from '../lib/context.ts';

const BUDGET_KB = 170;
const ROOT = path.dirname(BENCH_DIR);
const INDEX = path.join(ROOT, 'apps', 'web', 'dist', 'index.html');

/**
 * Initial JS gzipped, as `npm run bundle:check -w @linli/web` reports it for the built app. The web
 * build is not redone by default (e2e and other work may be using apps/web/dist); `--build-web` does.
 */
export function webBundleSuite(ctx: BenchContext, build: boolean): void {
  if (build) {
    ctx.log('building the web app (npm run build -w @linli/web)');
    const built = spawnSync('npm', ['run', 'build', '-w', '@linli/web'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 300_000,
    });
    if (built.status !== 0) {
      ctx.skipped.push(`web bundle: the build failed (${built.stderr.split('\n').slice(-3).join(' ')})`);
      return;
    }
  }
  if (!fs.existsSync(INDEX)) {
    ctx.skipped.push('web bundle: apps/web/dist not built (npm run build, or npm run bench -- --build-web)');
    return;
  }
  const checked = spawnSync('npm', ['run', 'bundle:check', '-w', '@linli/web'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  const match = /initial JS: ([\d.]+) KB gzipped.*?(\d+) files/.exec(checked.stdout);
  if (!match) {
    ctx.skipped.push(`web bundle: no figure in bundle:check output (exit ${checked.status})`);
    return;
  }
  const kb = Number(match[1]);
  const builtAt = fs.statSync(INDEX).mtime.toISOString().replace('T', ' ').slice(0, 16);
  ctx.add({
    id: 'web.initialJs',
    what: 'web: initial JS, gzipped',
    database: '-',
    value: kb,
    unit: 'KB',
    digits: 1,
    checks: [{ label: `< ${BUDGET_KB} KB`, pass: kb < BUDGET_KB }],
    note: `${match[2]} files; dist built ${builtAt} UTC`,
  });
}
