import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '@linli/testkit/ports';
import { SERVER_ROOT, serverArgs } from '../../../src/runtime-flags.ts';

export interface RealServer {
  url: string;
  mqttUrl: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr (its logs). */
  output(): string;
  /** SIGKILL: no shutdown hook, no flush, no goodbye (a power cut as far as the process can tell). */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The real `src/main.ts` in a child process, with `npm start`'s flags; from the sources (tsx), since server
 * tests run before any build (e2e/support/server.ts starts the compiled one).
 * A port taken between choosing it and listening on it (other tests run alongside) means one more try.
 */
export async function startRealServer(env: Record<string, string>): Promise<RealServer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(env);
    } catch (error) {
      if (attempt >= 3 || !String((error as Error).message).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startOnce(env: Record<string, string>): Promise<RealServer> {
  const port = await freePort();
  const mqttPort = await freePort();
  const child = spawn(process.execPath, serverArgs('sources'), {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      MQTT_PORT: String(mqttPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      CAPTCHA_ENABLED: 'false',
      ARGON2_MEMORY_KIB: '1024',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    mqttUrl: `mqtt://127.0.0.1:${mqttPort}`,
    child,
    output: () => output,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function api<T = Record<string, unknown>>(
  server: RealServer,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; query?: Record<string, string> } = {},
): Promise<T & { code: number; msg: string }> {
  const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
  const response = await fetch(`${server.url}/api${url}${query}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return (await response.json()) as T & { code: number; msg: string };
}
