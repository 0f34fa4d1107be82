import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printRow, type Row } from './report.ts';

export const BENCH_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const serverScript = (name: string) => path.join(BENCH_DIR, 'servers', `${name}.ts`);

export interface BenchContext {
  quick: boolean;
  /** Write a CPU profile of each Linli server child to bench/results/profiles. */
  profile: boolean;
  rows: Row[];
  skipped: string[];
  add(row: Row): void;
  log(line: string): void;
  /** ms since epoch after which suites cut long phases short (the budget of bench/run.ts). */
  deadline: number;
}

export function createContext(options: { quick: boolean; profile: boolean; budgetMs: number }): BenchContext {
  const started = Date.now();
  const rows: Row[] = [];
  return {
    quick: options.quick,
    profile: options.profile,
    rows,
    skipped: [],
    deadline: started + options.budgetMs,
    add(row) {
      rows.push(row);
      printRow(row);
    },
    log(line) {
      const seconds = ((Date.now() - started) / 1000).toFixed(1).padStart(6);
      console.log(`[${seconds}s] ${line}`);
    },
  };
}

interface SqlStat {
  sql: string;
  prepares: number;
  runs: number;
  prepareMs: number;
  runMs: number;
}

/**
 * Runs `measure` with a CPU profile of the server child around it when `--profile` is on: just the
 * measured phase, not start-up or seeding. Profiles land in bench/results/profiles/{label}.cpuprofile.
 */
export async function profiled<T>(
  ctx: BenchContext,
  server: { call<R>(cmd: string, args?: unknown): Promise<R> },
  label: string,
  measure: () => Promise<T>,
): Promise<T> {
  if (!ctx.profile) return measure();
  const dir = path.join(BENCH_DIR, 'results', 'profiles');
  fs.mkdirSync(dir, { recursive: true });
  await server.call('profileStart');
  let result: T | undefined;
  try {
    result = await measure();
    return result;
  } finally {
    const sql = await server.call<SqlStat[]>('profileStop', { file: path.join(dir, `${label}.cpuprofile`) });
    const line = (q: SqlStat, sqlText: string) =>
      `  ${q.runs} runs, ${q.prepares} prepares, ${q.runMs} ms run, ${q.prepareMs} ms prepare: ${sqlText}`;
    const top = sql.slice(0, 12);
    // The file keeps whole statements; the console gets their start (a multi-row insert runs to pages).
    fs.writeFileSync(path.join(dir, `${label}.sql.txt`), `${top.map((q) => line(q, q.sql)).join('\n')}\n`);
    const shortened = top.map((q) => line(q, q.sql.length > 160 ? `${q.sql.slice(0, 160)}…` : q.sql));
    ctx.log(
      `SQLite statements of the main thread during ${label} (top 12 by time; the ingest thread's are not counted):\n${shortened.join('\n')}`,
    );
  }
}
