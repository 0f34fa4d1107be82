import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import v8 from 'node:v8';
import { SERVER_NODE_FLAGS } from '@linli/server/runtime-flags';

/**
 * Servers under test run in a child process of their own: their RSS and CPU (/proc, lib/proc-cpu.ts) are
 * measured alone, and no load generator shares their event loop (the HTTP one is a child of its own too,
 * lib/load-process.ts). On this 2-core machine they all share the cores (Linli's SQLite ingest thread is a second busy thread). Children run with the server's
 * runtime flags (SERVER_NODE_FLAGS), the references too: what is compared is what runs.
 */
export interface ChildServer<Info> {
  pid: number;
  info: Info;
  call<T>(cmd: string, args?: unknown, timeoutMs?: number): Promise<T>;
  /** Resident set size of the child in MB, read from /proc (no cooperation needed). */
  rssMb(): number;
  stop(): Promise<void>;
}

interface Reply {
  id: number;
  result?: unknown;
  error?: string;
}

const TSX = import.meta.resolve('tsx');

export async function startChild<Info>(
  script: string,
  options: {
    env?: Record<string, string>;
    execArgv?: string[];
    readyTimeoutMs?: number;
    /** Receives the child's stdout/stderr line by line instead of inheriting them (the soak counts errors). */
    onOutput?: (stream: 'stdout' | 'stderr', line: string) => void;
  } = {},
): Promise<ChildServer<Info>> {
  const { onOutput } = options;
  const child: ChildProcess = fork(script, [], {
    execArgv: [...SERVER_NODE_FLAGS, '--import', TSX, '--expose-gc', ...(options.execArgv ?? [])],
    env: { ...process.env, ...options.env },
    stdio: ['ignore', onOutput ? 'pipe' : 'inherit', onOutput ? 'pipe' : 'inherit', 'ipc'],
  });
  if (onOutput) {
    for (const name of ['stdout', 'stderr'] as const) {
      const stream = child[name];
      if (!stream) continue;
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) if (line.trim()) onOutput(name, line);
      });
    }
  }
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let sequence = 0;
  let exited = false;
  const exitedPromise = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      for (const p of pending.values()) p.reject(new Error(`${script} exited`));
      pending.clear();
      resolve();
    }),
  );

  const info = await new Promise<Info>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} not ready in time`));
    }, options.readyTimeoutMs ?? 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code}) before ready`));
    });
    child.on('message', (message: { ready?: Info } & Reply) => {
      if (message.ready !== undefined) {
        clearTimeout(timer);
        resolve(message.ready);
        return;
      }
      const waiter = pending.get(message.id);
      if (!waiter) return;
      pending.delete(message.id);
      if (message.error !== undefined) waiter.reject(new Error(message.error));
      else waiter.resolve(message.result);
    });
  });

  const pid = child.pid!;
  const server: ChildServer<Info> = {
    pid,
    info,
    call<T>(cmd: string, args?: unknown, timeoutMs = 120_000) {
      if (exited) return Promise.reject(new Error(`${script} has exited`));
      sequence += 1;
      const id = sequence;
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`${cmd} timed out`));
        }, timeoutMs);
        pending.set(id, {
          resolve: (v) => {
            clearTimeout(timer);
            resolve(v as T);
          },
          reject: (e) => {
            clearTimeout(timer);
            reject(e);
          },
        });
        child.send({ id, cmd, args });
      });
    },
    rssMb() {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb / 1024;
    },
    async stop() {
      if (exited) return;
      await server.call('close', undefined, 30_000).catch(() => undefined);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exitedPromise;
      clearTimeout(timer);
    },
  };
  return server;
}

/** The child side: answers the parent's calls and exits with it (nothing outlives the benchmark). */
export function serveParent(
  ready: unknown,
  handlers: Record<string, (args: never) => Promise<unknown> | unknown>,
): void {
  process.on('disconnect', () => process.exit(0));
  // A last resort: no benchmark server lives longer than 15 minutes (the soak sets a longer life).
  const lifeMinutes = Number(process.env.BENCH_CHILD_MAX_MINUTES) || 15;
  setTimeout(() => process.exit(3), lifeMinutes * 60_000).unref();
  process.on('message', (message: { id: number; cmd: string; args: never }) => {
    const handler = handlers[message.cmd];
    Promise.resolve()
      .then(() => {
        if (!handler) throw new Error(`unknown command ${message.cmd}`);
        return handler(message.args);
      })
      .then(
        (result) => process.send?.({ id: message.id, result }),
        (error: unknown) =>
          process.send?.({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
      );
  });
  process.send?.({ ready });
}

/** Memory of this process, after a full GC when the child runs with --expose-gc. */
export function memoryNow(collect: boolean) {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (collect && gc) {
    gc();
    gc();
  }
  const m = process.memoryUsage();
  const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
  // V8 sizes the young generation itself, between its minimum and 2 × --max-semi-space-size (SERVER_NODE_FLAGS),
  // growing it under allocation load and shrinking it when allocation slows: resident memory that moves
  // without anything being kept.
  const young = v8
    .getHeapSpaceStatistics()
    .filter((s) => s.space_name === 'new_space' || s.space_name === 'new_large_object_space')
    .reduce((sum, s) => sum + s.physical_space_size, 0);
  return {
    rssMb: mb(m.rss),
    heapUsedMb: mb(m.heapUsed),
    externalMb: mb(m.external),
    youngGenerationMb: mb(young),
  };
}
