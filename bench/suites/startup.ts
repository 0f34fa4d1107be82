import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_DIR, type BenchContext } from '../lib/context.ts';
import type { Row } from '../lib/report.ts';
import { type ServerProcess, startServerProcess } from '../lib/server-process.ts';
import { percentiles, round, sleep } from '../lib/stats.ts';

const ROOT = path.dirname(BENCH_DIR);
/** How long a started server is left alone before its idle RSS is read: demo devices report, timers arm. */
const SETTLE_MS = 3000;
type Run = 'compiled' | 'sources';
const median = (values: number[]) => percentiles(values, [50])[0]!;

interface Start {
  readyMs: number;
  rssMb: number;
  peakMb: number;
}

/**
 * The server as `npm start` runs it (the build of scripts/build.mjs under plain node) beside the same code
 * from its sources through tsx, the way it ran before: time from spawning node to the ready banner (listening,
 * demo data checked, demo devices connected), and RSS once it has settled. The server is built first, so the
 * two runs are of the same code. Each way starts once unmeasured on its data directory (that start seeds the
 * demo data and fills tsx's transpile cache and the OS file cache, as any later start finds them), then the
 * measured starts alternate between the two, so a busy moment of the machine falls on both.
 */
export async function startupSuite(ctx: BenchContext): Promise<void> {
  ctx.log('building the server (npm run build -w @linli/server)');
  const buildStarted = Date.now();
  const built = spawnSync('npm', ['run', 'build', '-w', '@linli/server'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (built.status !== 0) {
    ctx.skipped.push(`start-up: the server build failed (${built.stderr.split('\n').slice(-3).join(' ')})`);
    return;
  }
  const buildMs = Date.now() - buildStarted;
  const rounds = ctx.quick ? 1 : 3;
  const dirs = {
    compiled: fs.mkdtempSync(path.join(os.tmpdir(), 'linli-bench-start-')),
    sources: fs.mkdtempSync(path.join(os.tmpdir(), 'linli-bench-start-')),
  };
  const starts: Record<Run, Start[]> = { compiled: [], sources: [] };
  try {
    for (const run of ['compiled', 'sources'] as const) {
      const first = await measureStart(run, dirs[run]);
      ctx.log(`${run}: first start (seeds the demo data; not counted) ${round(first.readyMs)} ms`);
    }
    for (let i = 0; i < rounds; i += 1) {
      for (const run of ['compiled', 'sources'] as const) {
        const start = await measureStart(run, dirs[run]);
        starts[run].push(start);
        ctx.log(
          `${run}: ready in ${round(start.readyMs)} ms, RSS ${round(start.rssMb, 1)} MB (peak ${round(start.peakMb, 1)})`,
        );
      }
    }
  } finally {
    for (const dir of Object.values(dirs)) fs.rmSync(dir, { recursive: true, force: true });
  }

  const medians = (key: keyof Start) => {
    const of = (run: Run) => median(starts[run].map((s) => s[key]));
    return { compiled: of('compiled'), sources: of('sources') };
  };
  const ready = medians('readyMs');
  const rss = medians('rssMb');
  const peak = medians('peakMb');
  // Each figure beside the same figure under tsx, as a ratio (compiled / tsx).
  const compare = (
    figures: Record<Run, number>,
    row: Pick<Row, 'id' | 'what' | 'unit' | 'digits' | 'note'>,
  ) =>
    ctx.add({
      ...row,
      database: 'sqlite',
      value: round(figures.compiled, row.digits),
      reference: { label: 'same code under tsx', value: round(figures.sources, row.digits), unit: row.unit },
      ratio: round(figures.compiled / figures.sources, 2),
    });
  compare(ready, {
    id: 'server.startup.ready',
    what: 'server start → ready banner, npm start (compiled, plain node)',
    unit: 'ms',
    note: `median of ${rounds}; each way started once before on its data; build ${round(buildMs / 1000, 1)} s`,
  });
  compare(rss, {
    id: 'server.startup.idleRss',
    what: `server RSS ${SETTLE_MS / 1000} s after the ready banner, npm start (compiled)`,
    unit: 'MB',
    digits: 1,
    note: `peak while starting ${round(peak.compiled)} MB vs ${round(peak.sources)} MB under tsx`,
  });
}

async function measureStart(run: Run, dataDir: string): Promise<Start> {
  const server: ServerProcess = await startServerProcess(run, { dataDir });
  try {
    await sleep(SETTLE_MS);
    return { readyMs: server.readyMs, ...server.memory() };
  } finally {
    await server.stop();
  }
}
