import type { ChildProcess } from 'node:child_process';
import { freePort } from '@linli/testkit/ports';
import {
  type ApiCallOptions,
  callApi,
  isHealthy,
  spawnServer,
  untilReady,
} from '../../support/server-process.ts';

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
 * The real server in a child process (test/support/server-process.ts), its MQTT broker on a port of its own.
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
  const { child, output } = spawnServer({ PORT: String(port), MQTT_PORT: String(mqttPort), ...env });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await untilReady(() => isHealthy(url), 'server', child, output, 60_000);
  return {
    url,
    mqttUrl: `mqtt://127.0.0.1:${mqttPort}`,
    child,
    output,
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

export function api<T = Record<string, unknown>>(
  server: RealServer,
  method: string,
  url: string,
  options: ApiCallOptions = {},
): Promise<T & { code: number; msg: string }> {
  return callApi<T>(server.url, method, url, options);
}
