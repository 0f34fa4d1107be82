import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@linli/testkit/ports';
import pg from 'pg';
import { randomToken } from '../../src/platform/secrets.ts';
import {
  type ApiCallOptions,
  callApi,
  captureOutput,
  isHealthy,
  spawnServer,
  untilReady,
} from '../support/server-process.ts';

/**
 * Test support for the scale-out proof: Debian's mosquitto on a free loopback port, a fresh
 * PostgreSQL schema, and real server processes started as `npm start` starts one (its flags, from the sources
 * through tsx since server tests run before any build), in scale-out mode.
 */
export const MOSQUITTO = '/usr/sbin/mosquitto';

/** Why the proof cannot run here, or undefined. CI installs both (.ci/run), so it never skips there. */
export function missingPrerequisite(): string | undefined {
  if (!process.env.DATABASE_URL?.startsWith('postgres')) return 'DATABASE_URL (PostgreSQL) is not set';
  if (!fs.existsSync(MOSQUITTO)) return `${MOSQUITTO} is missing (Debian package mosquitto)`;
  return undefined;
}

// Generous: under a full parallel test run, tsx compiling the server takes a while on two cores.
const STARTUP_TIMEOUT_MS = 90_000;

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export interface Mosquitto {
  url: string;
  stop(): Promise<void>;
}

/** Our own mosquitto (no system service): loopback only, anonymous, no persistence. */
export async function startMosquitto(): Promise<Mosquitto> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linli-mosquitto-'));
  const port = await freePort();
  const conf = path.join(dir, 'mosquitto.conf');
  fs.writeFileSync(conf, `listener ${port} 127.0.0.1\nallow_anonymous true\npersistence false\n`);
  const child = spawn(MOSQUITTO, ['-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = captureOutput(child);
  await untilReady(
    () =>
      new Promise((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.end();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      }),
    'mosquitto',
    child,
    output,
    STARTUP_TIMEOUT_MS,
  );
  return {
    url: `mqtt://127.0.0.1:${port}`,
    async stop() {
      await stopProcess(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PgSchema {
  name: string;
  query<T extends pg.QueryResultRow>(sql: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** A fresh schema in the test database, and a client that works inside it. */
export async function createSchema(databaseUrl: string): Promise<PgSchema> {
  const name = `mn_${randomToken(9)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '_')}`;
  const client = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${name}` });
  await client.connect();
  await client.query(`CREATE SCHEMA ${name}`);
  return {
    name,
    query: async (sql, values) => (await client.query(sql, values)).rows,
    async drop() {
      await client.query(`DROP SCHEMA ${name} CASCADE`);
      await client.end();
    },
  };
}

export interface Node {
  name: string;
  url: string;
  port: number;
  output(): string;
  /** Calls the API like the web app: JSON in, RuoYi envelope out. */
  call<T = Record<string, unknown>>(
    method: string,
    apiPath: string,
    options?: ApiCallOptions,
  ): Promise<T & { code: number; msg: string; token?: string }>;
  stop(): Promise<void>;
}

/** One server process: `node --import tsx src/main.ts`, as `npm start` runs it, in scale-out mode. */
export async function startNode(name: string, env: Record<string, string>): Promise<Node> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `linli-node-${name}-`));
  const port = await freePort();
  const { child, output } = spawnServer({ PORT: String(port), DATA_DIR: dataDir, NODE_ID: name, ...env });
  const url = `http://127.0.0.1:${port}`;
  await untilReady(() => isHealthy(url), `node ${name}`, child, output, STARTUP_TIMEOUT_MS);
  return {
    name,
    url,
    port,
    output,
    call: (method, apiPath, options) => callApi(url, method, apiPath, options),
    async stop() {
      await stopProcess(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
