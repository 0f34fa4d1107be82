import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  API_PREFIX,
  EXPERIENCE_PASSWORD,
  EXPERIENCE_USERNAME,
  LANGUAGE_HEADER,
  type Language,
  type RegisterBody,
} from '@linli/contracts';
import { aRegistration } from '@linli/testkit';
import pg from 'pg';
import { type BuildOptions, buildApp, type LinliApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/config.ts';
import { FakeClock } from '../../src/platform/clock.ts';
import { randomToken } from '../../src/platform/secrets.ts';

/**
 * Which database the server tests run on: scripts/test-server.mjs runs the suite once with
 * TEST_DATABASE=sqlite and once with TEST_DATABASE=postgres (when DATABASE_URL is set).
 */
export const testDatabase = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

export interface TestApp extends LinliApp {
  dataDir: string;
  /** The PostgreSQL schema of this app (postgres runs only). */
  pgSchema: string | undefined;
  call<T = Record<string, unknown>>(
    method: string,
    url: string,
    options?: CallOptions,
  ): Promise<ApiAnswer<T>>;
  /** `keepData` leaves the data directory / schema for a second app (a restart test). */
  close(options?: { keepData?: boolean }): Promise<void>;
}

/** The data of an app closed with `keepData`, to build the "restarted" app on. */
export interface KeptData {
  dataDir: string;
  pgSchema: string | undefined;
}

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string>;
  token?: string;
  language?: Language;
  headers?: Record<string, string>;
  payload?: Buffer | string;
}

export interface ApiAnswer<T> {
  status: number;
  body: T & { code: number; msg: string; errorCode?: string; field?: string; token?: string };
}

/** A real server on a real database (fresh SQLite file or fresh PostgreSQL schema), without listening. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'config'> = {},
  reuse?: KeptData,
): Promise<TestApp> {
  const dataDir = reuse?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'linli-test-'));
  let pgSchema: string | undefined = reuse?.pgSchema;
  const databaseUrl = testDatabase === 'postgres' ? process.env.DATABASE_URL : undefined;
  if (testDatabase === 'postgres' && !reuse) {
    if (!databaseUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
    pgSchema = `t_${randomToken(9)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '_')}`;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`CREATE SCHEMA ${pgSchema}`);
    await client.end();
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    CAPTCHA_ENABLED: 'false',
    LOG_LEVEL: 'silent',
    ARGON2_MEMORY_KIB: '1024',
    MQTT_PORT: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const linli = await buildApp({
    config,
    logger: false,
    checkResponses: true,
    ...(pgSchema ? { pgSchema } : {}),
    ...options,
  });

  const call: TestApp['call'] = async (method, url, callOptions = {}) => {
    const headers: Record<string, string> = { ...callOptions.headers };
    if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
    if (callOptions.language) headers[LANGUAGE_HEADER] = callOptions.language;
    const response = await linli.app.inject({
      method: method as 'GET',
      url: `${API_PREFIX}${url}`,
      query: callOptions.query,
      headers,
      ...(callOptions.payload !== undefined
        ? { payload: callOptions.payload }
        : callOptions.body !== undefined
          ? { payload: callOptions.body as object }
          : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };

  return {
    ...linli,
    dataDir,
    pgSchema,
    call,
    async close(closeOptions = {}) {
      await linli.app.close();
      if (!closeOptions.keepData) await dropData(dataDir, pgSchema, databaseUrl);
      // A test whose answers broke their contracts fails here even if it never looked at them.
      if (linli.contractViolations.length > 0) {
        throw new Error(`answers outside their contracts:\n${linli.contractViolations.join('\n')}`);
      }
    },
  };
}

async function dropData(dataDir: string, pgSchema?: string, databaseUrl?: string): Promise<void> {
  if (pgSchema && databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA ${pgSchema} CASCADE`);
    await client.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Builds a multipart/form-data body with one file part. */
export function multipart(
  field: string,
  filename: string,
  content: Buffer,
  contentType = 'application/octet-stream',
) {
  const boundary = `----linli${randomToken(8)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Registers a fresh account (or the one given) and logs it in: the opening of most tests. */
export async function signUp(
  t: TestApp,
  overrides: Partial<RegisterBody> = {},
): Promise<{ account: RegisterBody; token: string }> {
  const account = aRegistration(overrides);
  const registered = await t.call('POST', '/iot/tool/register', { body: account });
  if (registered.body.code !== 200) throw new Error(`sign-up refused: ${registered.body.msg}`);
  return { account, token: await logIn(t, account.username, account.password) };
}

/** POST /login with a password (captcha off); answers the token. */
export async function logIn(t: TestApp, username: string, password: string): Promise<string> {
  const login = await t.call('POST', '/login', { body: { username, password } });
  if (typeof login.body.token !== 'string') throw new Error(`login refused: ${login.body.msg}`);
  return login.body.token;
}

/** The demo's experience account logged in (seedDemo has run). */
export const logInAsExperience = (t: TestApp) => logIn(t, EXPERIENCE_USERNAME, EXPERIENCE_PASSWORD);

/** A fresh app and one account signed up and logged in on it: the set-up of the account tests. */
export async function appWithAccount(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'config'> = {},
): Promise<{ t: TestApp; account: RegisterBody; token: string }> {
  const t = await createTestApp(env, options);
  return { t, ...(await signUp(t)) };
}

/** A fresh app whose time stands at `start` until the test moves it on (timers, scenes, history rollup). */
export async function appOnClock(
  start: Date,
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'config' | 'clock'> = {},
): Promise<{ t: TestApp; clock: FakeClock }> {
  const clock = new FakeClock(start);
  return { t: await createTestApp(env, { ...options, clock }), clock };
}

/** POST /login as if from `ip` (the limits are kept per address). Answers the body. */
export function loginFrom(
  t: TestApp,
  body: Record<string, unknown>,
  ip: string,
): Promise<{ code: number; errorCode?: string; token?: string }> {
  return t.app
    .inject({ method: 'POST', url: '/api/login', payload: body, remoteAddress: ip })
    .then((r) => r.json());
}
