import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPILED_MAIN, SERVER_ROOT, serverArgs } from '@linli/server/runtime-flags';
import { freePort } from '@linli/testkit/ports';
import Database from 'better-sqlite3';

export interface RunningServer {
  url: string;
  /** The embedded broker's TCP address, as a device on the network is flashed with it. */
  mqttUrl: string;
  dataDir: string;
  /** The latest captcha answer (read from the server's own database, as a person reads the picture). */
  captchaAnswer(uuid?: string): string;
  /** The text of SMS messages sent to a phone through the development outbox. */
  outbox(phone: string): string[];
  /** What the server printed (warnings and errors: LOG_LEVEL is warn) since the last call. */
  takeOutput(): string;
  /** Stops the server and starts it again on the same data, address and MQTT port (phones reconnect). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the real server exactly as `npm start` does (the compiled server, built web app, SQLite, embedded
 * broker, demo data) on free ports and a fresh data directory. `npm run test:e2e` builds both first.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePorts(env);
    } catch (error) {
      // A port free when freePort probed it can be taken by another process (another journey's server,
      // a browser's connection) before this server listens: start again on other ports.
      if (attempt < 3 && String(error).includes('EADDRINUSE')) continue;
      throw error;
    }
  }
}

async function startOnFreePorts(env: Record<string, string>): Promise<RunningServer> {
  const main = path.join(SERVER_ROOT, COMPILED_MAIN);
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: run npm run build first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linli-e2e-'));
  const port = await freePort();
  const mqttPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const launch = async (): Promise<ChildProcess> => {
    const started = spawn(process.execPath, serverArgs('compiled'), {
      cwd: SERVER_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        MQTT_PORT: String(mqttPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    started.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      try {
        const response = await fetch(`${url}/api/health`);
        if (response.ok) return started;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const halt = async (running: ChildProcess) => {
    // Already gone (it crashed, or something killed it): waiting for an exit that happened would hang.
    if (running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  let child: ChildProcess;
  try {
    child = await launch();
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  let taken = 0;
  const db = () => new Database(path.join(dataDir, 'linli.db'), { readonly: true, fileMustExist: true });
  return {
    url,
    mqttUrl: `mqtt://127.0.0.1:${mqttPort}`,
    dataDir,
    captchaAnswer(uuid) {
      const conn = db();
      try {
        const row = (
          uuid
            ? conn.prepare('select answer from captchas where uuid = ?').get(uuid)
            : conn.prepare('select answer from captchas order by expires_at desc limit 1').get()
        ) as { answer: string } | undefined;
        if (!row) throw new Error('no captcha issued');
        return row.answer;
      } finally {
        conn.close();
      }
    },
    outbox(phone) {
      const conn = db();
      try {
        const rows = conn
          .prepare('select content from sms_outbox where phone = ? order by id')
          .all(phone) as Array<{ content: string }>;
        return rows.map((r) => r.content);
      } finally {
        conn.close();
      }
    },
    takeOutput() {
      const fresh = output.slice(taken);
      taken = output.length;
      return fresh;
    },
    async restart() {
      await halt(child);
      child = await launch();
    },
    async stop() {
      await halt(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
