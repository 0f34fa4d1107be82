import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPILED_MAIN, READY_BANNER, SERVER_ROOT, serverArgs } from '@linli/server/runtime-flags';
import { freePort } from '@linli/testkit/ports';

/**
 * The server as a program, the way people start it: `npm start`'s compiled build under plain node, or the
 * same code from its sources through tsx (serverArgs). Unlike the bench's server children (lib/child.ts),
 * nothing is measured from inside: it is the product, demo data and demo devices included.
 */
export interface ServerProcess {
  url: string;
  /** From spawning node to the ready banner main.ts prints once listening with its demo devices connected. */
  readyMs: number;
  /** Resident set size now, and its peak so far, in MB (read from /proc). */
  memory(): { rssMb: number; peakMb: number };
  stop(): Promise<void>;
}

/** Why the compiled server cannot be started, or undefined. */
export function missingBuild(): string | undefined {
  const main = path.join(SERVER_ROOT, COMPILED_MAIN);
  return fs.existsSync(main) ? undefined : `${main} not built (npm run build)`;
}

export async function startServerProcess(
  run: 'compiled' | 'sources',
  options: { dataDir?: string; env?: Record<string, string>; readyTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'linli-bench-server-'));
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, serverArgs(run), {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      MQTT_PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const readyMs = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server (${run}) printed no ready banner in time:\n${output}`));
    }, options.readyTimeoutMs ?? 90_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server (${run}) exited (${code}) while starting:\n${output}`));
    });
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      if (!output.includes(READY_BANNER)) return;
      clearTimeout(timer);
      resolve(performance.now() - started);
    });
  });
  const pid = child.pid!;
  const status = (field: string) => {
    const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0) / 1024;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    readyMs,
    memory: () => ({ rssMb: status('VmRSS'), peakMb: status('VmHWM') }),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
