/**
 * `npm run bench` — every benchmark, each figure beside a reference measured in the same run
 * (docs/architecture.md "Tests and benchmarks"). Results are appended to bench/RESULTS.md and written to
 * bench/results/latest.json. Misses are reported, never turned into a failing exit code.
 *
 * A full run takes about 12–15 minutes. Options: --quick (small sizes, ~3 minutes), --only=web,startup,http,ingest,connections,scenes,alarms,pg,
 * --profile (CPU profiles and SQL statement counts of the Linli server children), --build-web (rebuild apps/web
 * before measuring it), --stmt-cache (experiment: the Linli children reuse prepared SQLite statements).
 * PostgreSQL figures are measured when DATABASE_URL is set (each server child gets a fresh schema).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_DIR, type BenchContext, createContext } from './lib/context.ts';
import { summarizeProfiles } from './lib/profile-summary.ts';
import { markdownTable, writeResults } from './lib/report.ts';
import { round } from './lib/stats.ts';
import { alarmsSuite } from './suites/alarms.ts';
import { firstPaintSuite } from './suites/first-paint.ts';
import { type HttpFigure, httpSuite, measureBareFastify } from './suites/http-api.ts';
import { lighthouseSuite } from './suites/lighthouse.ts';
import { connectionsSuite } from './suites/mqtt-connections.ts';
import {
  type IngestFigures,
  ingestRows,
  measureBareAedes,
  measureLinliIngest,
} from './suites/mqtt-ingest.ts';
import { scenesSuite } from './suites/scenes.ts';
import { startupSuite } from './suites/startup.ts';
import { webBundleSuite } from './suites/web-bundle.ts';

const SUITES = ['web', 'startup', 'http', 'ingest', 'connections', 'scenes', 'alarms', 'pg'] as const;
type Suite = (typeof SUITES)[number];

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const profile = args.includes('--profile');
const buildWeb = args.includes('--build-web');
// Experiment, not a measurement of the product: Linli children reuse prepared statements (see RESULTS.md).
const stmtCache = args.includes('--stmt-cache');
if (stmtCache) process.env.BENCH_STMT_CACHE = '1';
const onlyArg = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const only = new Set<Suite>(onlyArg ? (onlyArg.split(',') as Suite[]) : SUITES);
for (const s of only) if (!SUITES.includes(s)) throw new Error(`unknown suite ${s} (${SUITES.join(', ')})`);

// The web suite alone takes ~4.5 minutes in a full run (three Lighthouse runs, a cold load of every route).
const BUDGET_MS = quick ? 5 * 60_000 : 16 * 60_000;
const started = new Date();
const loadAtStart = os.loadavg()[0]!;
const ctx: BenchContext = createContext({ quick, profile, budgetMs: BUDGET_MS });
const mode = `${quick ? 'quick' : 'full'}${onlyArg ? ` (only ${onlyArg})` : ''}${
  stmtCache ? ' EXPERIMENT --stmt-cache (server patched in the bench child)' : ''
}`;
const profilesDir = path.join(BENCH_DIR, 'results', 'profiles');
if (profile) {
  fs.rmSync(profilesDir, { recursive: true, force: true });
  process.env.BENCH_PROFILE = '1'; // server children count their SQL statements too
}

function finish(): void {
  const seconds = (Date.now() - started.getTime()) / 1000;
  const written = writeResults({
    benchDir: BENCH_DIR,
    mode,
    started,
    seconds,
    rows: ctx.rows,
    skipped: ctx.skipped,
    load: [loadAtStart, os.loadavg()[0]!],
  });
  console.log(`\n${markdownTable(ctx.rows)}\n`);
  for (const s of ctx.skipped) console.log(`skipped: ${s}`);
  console.log(`\n${mode} run: ${round(seconds)} s. Appended to ${written.markdown}; JSON in ${written.json}`);
  if (profile) summarizeProfiles(profilesDir);
}

// Everything stops by itself: past the budget (+1 minute of grace) the run writes what it has and exits.
const watchdog = setTimeout(() => {
  ctx.skipped.push('the run passed its time budget and was cut short');
  finish();
  process.exit(1);
}, BUDGET_MS + 60_000);
watchdog.unref();

async function step<T>(name: string, run: () => Promise<T> | T): Promise<T | undefined> {
  if (Date.now() > ctx.deadline) {
    ctx.skipped.push(`${name}: no time left in the budget`);
    return undefined;
  }
  ctx.log(`== ${name}`);
  try {
    return await run();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    ctx.log(`${name} failed: ${message}`);
    ctx.skipped.push(`${name}: ${message}`);
    return undefined;
  }
}

console.log(`Linli benchmarks, ${mode}; loopback only; servers run in child processes.`);
const pg = process.env.DATABASE_URL;

if (only.has('web')) await step('web bundle', () => webBundleSuite(ctx, buildWeb));
if (only.has('web')) await step('lighthouse', () => lighthouseSuite(ctx));
if (only.has('web')) await step('first paint of every route', () => firstPaintSuite(ctx));
if (only.has('startup')) await step('server start-up: compiled vs tsx', () => startupSuite(ctx));

let fastify: HttpFigure | undefined;
let httpSqlite: Record<string, HttpFigure> | undefined;
if (only.has('http') || only.has('pg')) {
  fastify = await step('HTTP reference: bare Fastify', () => measureBareFastify(ctx));
}
if (only.has('http') && fastify) {
  const reference = fastify;
  httpSqlite = await step('HTTP API on SQLite', () => httpSuite(ctx, 'sqlite', reference));
}

let aedes: IngestFigures | undefined;
let ingestSqlite: IngestFigures | undefined;
if (only.has('ingest') || only.has('pg')) {
  aedes = await step('MQTT reference: bare aedes forwarding', () => measureBareAedes(ctx));
}
if (only.has('ingest') && aedes) {
  const reference = { label: 'bare aedes', figures: aedes };
  ingestSqlite = await step('MQTT ingest on SQLite', async () => {
    const linli = await measureLinliIngest(ctx, 'sqlite', true);
    ingestRows(ctx, 'sqlite', linli, reference);
    return linli;
  });
}

if (only.has('connections')) await step('MQTT connections and memory', () => connectionsSuite(ctx));

if (only.has('scenes')) await step('scene engine: report → first action', () => scenesSuite(ctx));

if (only.has('alarms')) await step('safety chain: SOS → alert pushed', () => alarmsSuite(ctx));

if (only.has('pg')) {
  if (!pg) {
    ctx.skipped.push('PostgreSQL: DATABASE_URL not set');
  } else {
    if (aedes) {
      const reference = { label: 'bare aedes', figures: aedes };
      await step('MQTT ingest on PostgreSQL', async () => {
        const linli = await measureLinliIngest(ctx, 'postgres', false);
        ingestRows(ctx, 'postgres', linli, reference, ingestSqlite);
      });
    }
    if (fastify) {
      const reference = fastify;
      await step('HTTP API on PostgreSQL', () => httpSuite(ctx, 'postgres', reference, httpSqlite));
    }
  }
}

finish();
process.exit(0);
