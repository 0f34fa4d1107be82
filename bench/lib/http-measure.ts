/**
 * One measured phase of HTTP load: the load generator (its own process) loads a server process while this
 * process reads the server's CPU per thread (/proc, lib/proc-cpu.ts) and its main thread's run-queue wait.
 */
import fs from 'node:fs';
import type { BenchContext } from './context.ts';
import type { LoadGenerator } from './load-process.ts';
import { cpuBetween, threadCpu } from './proc-cpu.ts';
import { round } from './stats.ts';

export const CONNECTIONS = 50;

export interface HttpFigure {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Server CPU (user + system, every thread, from /proc) per request. */
  cpuUs: number;
  /** Where the server's CPU went: main thread and the busiest other threads. */
  threads: string;
  /** The load generator's own CPU per request (it shares the two cores with the server). */
  generatorCpuUs: number;
  /**
   * How crowded the cores were: the share of the server main thread's runnable time spent waiting for a CPU.
   * CPU per request grows with it (cold caches, fewer requests per event-loop turn): compare figures whose
   * waits are alike.
   */
  waitedPercent: number;
}

/** The main thread's time on a CPU and waiting in the run queue, ns (/proc/<pid>/task/<pid>/schedstat). */
function schedstat(pid: number): { runNs: number; waitNs: number } {
  try {
    const [run, wait] = fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return { runNs: run ?? 0, waitNs: wait ?? 0 };
  } catch {
    return { runNs: 0, waitNs: 0 };
  }
}

/** A server process and the request to load it with. */
export interface Target {
  pid: number;
  url: string;
  headers?: Record<string, string>;
}

/**
 * Measures `target` with the load generator: a warm-up, then the measured phase. References measured beside
 * each endpoint get the short phase (1 + 3 s), the endpoints the long one in a full run (2 + 10 s).
 */
export async function measure(
  ctx: BenchContext,
  generator: LoadGenerator,
  { pid, url, headers = {} }: Target,
  phase: 'short' | 'long' = 'long',
): Promise<HttpFigure> {
  const long = phase === 'long' && !ctx.quick;
  await generator.run({ url, connections: CONNECTIONS, seconds: long ? 2 : 1, headers });
  const before = threadCpu(pid);
  const schedBefore = schedstat(pid);
  const r = await generator.run({ url, connections: CONNECTIONS, seconds: long ? 10 : 3, headers });
  const after = threadCpu(pid);
  const schedAfter = schedstat(pid);
  const waitNs = schedAfter.waitNs - schedBefore.waitNs;
  const runnableNs = waitNs + schedAfter.runNs - schedBefore.runNs;
  const cpu = cpuBetween(before, after);
  const requests = Math.max(1, r.total);
  // Node 20 names every thread `node`: the main thread is the one whose id is the process id.
  const main = cpuBetween(
    before.filter((t) => t.tid === pid),
    after.filter((t) => t.tid === pid),
  ).totalMs;
  const others = new Map(after.map((t) => [t.tid, t.ms]));
  for (const t of before) others.set(t.tid, (others.get(t.tid) ?? t.ms) - t.ms);
  others.delete(pid);
  const busiest = [...others.values()].sort((a, b) => b - a).slice(0, 2);
  const share = (ms: number) => `${Math.round((ms / Math.max(1, cpu.totalMs)) * 100)} %`;
  return {
    perSecond: r.perSecond,
    p50: r.p50,
    p99: r.p99,
    errors: r.errors,
    cpuUs: (cpu.totalMs * 1000) / requests,
    threads: `main thread ${share(main)}${busiest
      .filter((ms) => ms > 0)
      .map((ms, i) => `, ${i === 0 ? 'busiest' : 'next'} other thread ${share(ms)}`)
      .join('')}`,
    generatorCpuUs: (r.generatorCpuMs * 1000) / requests,
    waitedPercent: Math.round((waitNs / Math.max(1, runnableNs)) * 100),
  };
}

/**
 * Waits (up to 20 s) until the server is idle — under 5 % of a core over half a second — so that the first
 * measurement does not share the cores with what seeding left behind (timers, checkpoints). Returns the ms
 * waited beyond the first half second.
 */
export async function settle(pid: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const before = threadCpu(pid);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const busyMs = cpuBetween(before, threadCpu(pid)).totalMs;
    if (busyMs <= 25 || Date.now() - started > 20_000) return Date.now() - started - 500;
  }
}

/** The reference measured before and after an endpoint, as one figure: the mean of the two phases. */
export function meanOf(a: HttpFigure, b: HttpFigure): HttpFigure {
  const mean = (x: number, y: number) => (x + y) / 2;
  return {
    perSecond: mean(a.perSecond, b.perSecond),
    p50: mean(a.p50, b.p50),
    p99: mean(a.p99, b.p99),
    errors: a.errors + b.errors,
    cpuUs: mean(a.cpuUs, b.cpuUs),
    threads: a.threads,
    generatorCpuUs: mean(a.generatorCpuUs, b.generatorCpuUs),
    waitedPercent: Math.round(mean(a.waitedPercent, b.waitedPercent)),
  };
}

export const describe = (name: string, f: HttpFigure) =>
  `${name}: ${round(f.perSecond)} req/s, p99 ${f.p99} ms, server CPU ${round(f.cpuUs)} µs/request (${f.threads}; waited for a CPU ${f.waitedPercent} %); load generator ${round(f.generatorCpuUs)} µs/request`;
