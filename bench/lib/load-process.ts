/**
 * The HTTP load generator in a process of its own: autocannon's client work (building requests, parsing
 * answers, its histograms) runs neither in the server under test nor in the bench process, which talks IPC
 * to the server child and reads /proc around each phase. A bench run then has three processes: the bench
 * (orchestrator), this load generator, the server. The same file is both sides: the parent forks it with
 * BENCH_LOAD_GENERATOR=1 and sends it one `load` call per phase.
 */
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { type ChildServer, serveParent, startChild } from './child.ts';
import { cpuBetween, threadCpu } from './proc-cpu.ts';

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

export interface LoadFigures {
  perSecond: number;
  /** Requests answered in the phase. */
  total: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Errors, timeouts and non-2xx answers. */
  errors: number;
}

export interface LoadGenerator {
  pid: number;
  /** Runs one phase of load; `generatorCpuMs` is what the load generator itself spent (from /proc). */
  run(options: LoadOptions): Promise<LoadFigures & { generatorCpuMs: number }>;
  stop(): Promise<void>;
}

async function load(options: LoadOptions): Promise<LoadFigures> {
  const r = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers ?? {},
  });
  return {
    perSecond: r.requests.average,
    total: r.requests.total,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

export async function startLoadGenerator(): Promise<LoadGenerator> {
  const child: ChildServer<{ loadGenerator: true }> = await startChild(fileURLToPath(import.meta.url), {
    env: { BENCH_LOAD_GENERATOR: '1' },
  });
  return {
    pid: child.pid,
    async run(options) {
      const before = threadCpu(child.pid);
      const figures = await child.call<LoadFigures>('load', options, (options.seconds + 60) * 1000);
      return { ...figures, generatorCpuMs: cpuBetween(before, threadCpu(child.pid)).totalMs };
    },
    stop: () => child.stop(),
  };
}

if (process.env.BENCH_LOAD_GENERATOR === '1' && process.send) {
  serveParent(
    { loadGenerator: true },
    {
      load: (options: LoadOptions) => load(options),
      close: () => {
        setImmediate(() => process.exit(0));
      },
    },
  );
}
