import { type ChildProcess, spawn } from 'node:child_process';
import { API_PREFIX } from '@linli/contracts';
import { SERVER_ROOT, serverArgs } from '../../src/runtime-flags.ts';

/**
 * Real server processes for the tests that need one (test/security/reliability/real-server.ts, the scale-out
 * nodes of test/scale-out/cluster.ts): `src/main.ts` with `npm start`'s flags, from the sources (tsx) since
 * server tests run before any build (e2e/support/server.ts starts the compiled one).
 */
export function spawnServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, serverArgs('sources'), {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      CAPTCHA_ENABLED: 'false',
      ARGON2_MEMORY_KIB: '1024',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { child, output: captureOutput(child) };
}

/** Everything a child process writes to stdout and stderr (its logs), kept to explain a failure. */
export function captureOutput(child: ChildProcess): () => string {
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return () => output;
}

/** Polls `check` until it holds; fails with what the process wrote if it exits first or `timeoutMs` passes. */
export async function untilReady(
  check: () => Promise<boolean>,
  what: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (child.exitCode !== null) throw new Error(`${what} exited:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`${what} did not start:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether the server at `url` answers its health check (false while it is not listening yet). */
export const isHealthy = async (url: string) => (await fetch(`${url}${API_PREFIX}/health`)).ok;

export interface ApiCallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
}

/** Calls a running server's API like the web app: JSON in, RuoYi envelope out. */
export async function callApi<T = Record<string, unknown>>(
  url: string,
  method: string,
  apiPath: string,
  options: ApiCallOptions = {},
): Promise<T & { code: number; msg: string; token?: string }> {
  const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
  const response = await fetch(`${url}${API_PREFIX}${apiPath}${query}`, {
    method,
    headers: {
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
      ...(options.token && { authorization: `Bearer ${options.token}` }),
    },
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
  });
  return (await response.json()) as never;
}
