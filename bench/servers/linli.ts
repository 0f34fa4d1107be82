/**
 * The whole Linli server (HTTP API + embedded aedes broker + database) in a child process, built exactly as
 * the server tests build it (createTestApp: fresh SQLite file, or a fresh PostgreSQL schema when
 * TEST_DATABASE=postgres), listening on loopback. The parent seeds and measures through IPC.
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';
import { DEVICE_LOG_TYPE, Topic } from '@linli/contracts';
import { createTestApp } from '@linli/server/testing';
import { aRegistration } from '@linli/testkit';
import SQLite from 'better-sqlite3';
import { memoryNow, serveParent } from '../lib/child.ts';
import { seedAlerts, seedApplications } from './seed-lists.ts';
import { installSqlStats, installStatementCache, startSqlStats, stopSqlStats } from './sql-stats.ts';

if (process.env.BENCH_STMT_CACHE === '1') installStatementCache();
if (process.env.BENCH_PROFILE === '1') installSqlStats();

/**
 * Soak diagnostics (`diag`, with `npm run soak -- --diag`): every SQL text the server prepares (distinct, and
 * how often a statement is prepared — a statement-cache miss) and the database connections, by wrapping
 * better-sqlite3's prepare in this benchmark child only. BENCH_SQLITE_CACHE_KIB sets `PRAGMA cache_size` on each connection the
 * server opens (an experiment, not the product's setting).
 */
const prepared = { calls: 0, texts: new Map<string, number>(), connections: new Set<SQLite.Database>() };
if (process.env.BENCH_SOAK_DIAG === '1' || process.env.BENCH_SQLITE_CACHE_KIB) {
  const proto = SQLite.prototype as unknown as { prepare: (sql: string) => unknown };
  const prepare = proto.prepare;
  const cacheKib = Number(process.env.BENCH_SQLITE_CACHE_KIB) || 0;
  proto.prepare = function (this: SQLite.Database, sql: string) {
    if (!prepared.connections.has(this)) {
      prepared.connections.add(this);
      if (cacheKib) this.pragma(`cache_size = -${cacheKib}`);
    }
    prepared.calls += 1;
    prepared.texts.set(sql, (prepared.texts.get(sql) ?? 0) + 1);
    return prepare.call(this, sql);
  };
}

export interface LinliInfo {
  httpPort: number;
  mqttPort: number;
  database: 'sqlite' | 'postgres';
  /**
   * SQLite only: the database file and the login-token secret, for the "bare prepared statement" reference
   * (servers/bare-prepared.ts), which reads the same rows and checks the same tokens.
   */
  sqlite?: { file: string; tokenSecret: string };
}

export interface SeededDevice {
  id: number;
  productId: number;
  serialNumber: string;
  clientId: string;
  username: string;
  password: string;
}

export interface Seeded {
  token: string;
  userId: number;
  devices: SeededDevice[];
}

// The soak sets BENCH_LOG_LEVEL: the server then logs (pino JSON on stdout) and the parent counts errors.
const logLevel = process.env.BENCH_LOG_LEVEL;
// Every simulated device connects from 127.0.0.1, where in a centre's deployment each home has its own
// address: the broker's per-address cap (MQTT_MAX_CONNECTIONS_PER_ADDRESS, 1,000 by default) would refuse all
// but the first thousand of the connection suite's 10,000 devices.
const env = { MQTT_MAX_CONNECTIONS_PER_ADDRESS: '1000000', ...(logLevel ? { LOG_LEVEL: logLevel } : {}) };
const t = await createTestApp(env, {
  broker: true,
  // What runs in production: the test app checks every answer against its contract (a JSON round trip and a
  // zod parse per request), the product does not.
  checkResponses: false,
  ...(logLevel ? { logger: true } : {}),
});
await t.app.listen({ host: '127.0.0.1', port: 0 });
const address = t.app.server.address();
const httpPort = typeof address === 'object' && address ? address.port : 0;
const iot = t.container.iot;

/** One account and `count` devices of the given catalogue products (round robin), via the server's services. */
async function seed(args: { count: number; productCodes: string[] }): Promise<Seeded> {
  // Through the services, not POST /register + /login: the soak seeds 20 accounts, more than the
  // per-address limit on those routes lets one address sign up in a minute.
  const account = aRegistration();
  const created = await t.container.users.create({
    username: account.username,
    password: account.password,
    phonenumber: account.phonenumber ?? null,
  });
  const token = await t.container.sessions.issue(created.id, { ip: '127.0.0.1', userAgent: 'linli-bench' });
  const user = await t.container.sessions.authenticate(token);
  if (!user) throw new Error('bench user not authenticated');
  const actor = { userId: user.userId, roles: user.roles };
  const products: { id: number }[] = [];
  for (const code of args.productCodes) {
    const product = await iot.products.findByCode(code);
    if (!product) throw new Error(`no catalogue product ${code}`);
    products.push(product);
  }
  const devices: SeededDevice[] = [];
  const batch = 50;
  for (let start = 0; start < args.count; start += batch) {
    const made = await Promise.all(
      Array.from({ length: Math.min(batch, args.count - start) }, async (_, k) => {
        const i = start + k;
        const product = products[i % products.length]!;
        const { deviceId } = await iot.devices.devices.create(actor, {
          productId: product.id,
          deviceName: `压测设备 ${i + 1}`,
          serialNumber: `BENCH${user.userId}X${String(i).padStart(6, '0')}`,
        });
        const connect = await iot.devices.devices.mqttConnectData(actor, deviceId);
        return {
          id: deviceId,
          productId: product.id,
          serialNumber: connect.clientId.split('&')[1]!,
          clientId: connect.clientId,
          username: connect.username,
          password: connect.passwd,
        };
      }),
    );
    devices.push(...made);
  }
  return { token, userId: user.userId, devices };
}

/**
 * The rows of the list benchmarks (servers/seed-lists.ts): `applications` applications by the seeded member
 * `userId`, read on `/shfw/application/list` by a staff member whose token is returned (that list is the
 * social workers' inbox: staff only); `alerts` device alarms over `deviceIds`, read by their owner.
 */
async function seedLists(args: {
  userId: number;
  deviceIds: number[];
  applications: number;
  alerts: number;
}) {
  await seedApplications(t, args.userId, args.applications);
  await seedAlerts(t, args.deviceIds, args.alerts);
  const account = aRegistration();
  const staff = await t.container.users.create({
    username: account.username,
    password: account.password,
    phonenumber: account.phonenumber ?? null,
    roles: ['staff'],
  });
  return {
    staffToken: await t.container.sessions.issue(staff.id, { ip: '127.0.0.1', userAgent: 'linli-bench' }),
  };
}

/** A report through the ingest service, so runningStatus has values to show. */
async function report(args: { device: SeededDevice; items: { id: string; value: string }[] }) {
  const accepted = await iot.devices.state.report(args.device, Topic.propertyPost, args.items);
  return accepted.length;
}

/** Rows stored by ingest: property history rows and last values of the given devices. */
async function stored(args: { deviceIds: number[] }) {
  const db = t.db.kysely;
  const history = await db
    .selectFrom('device_logs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('log_type', '=', DEVICE_LOG_TYPE.property)
    .where('device_id', 'in', args.deviceIds)
    .executeTakeFirstOrThrow();
  const values = await db
    .selectFrom('device_values')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('device_id', 'in', args.deviceIds)
    .executeTakeFirstOrThrow();
  return { historyRows: Number(history.n), valueRows: Number(values.n) };
}

/**
 * Soak figures: rows the run has written so far, by kind (the whole database holds only bench data).
 * Property and event rows are counted incrementally (rows with an id above the last one counted): a full
 * count every sample would read the whole of device_logs into the main connection's page cache — up to its
 * 16 MB — and the sample would measure its own scan, which no client of the server does. Sound on SQLite,
 * where writers are serialized and ids become visible in order; `full` (the final sample) and PostgreSQL
 * (where a lower id can commit later) count everything.
 */
const logCounts = { lastId: 0, byType: new Map<number, number>() };
async function counts(args?: { full?: boolean }) {
  const db = t.db.kysely;
  const n = async (table: 'scene_runs' | 'alert_logs' | 'device_commands') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  if (args?.full || t.pgSchema) {
    logCounts.lastId = 0;
    logCounts.byType.clear();
  }
  const logs = await db
    .selectFrom('device_logs')
    .select(['log_type', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max('id').as('last')])
    .where('id', '>', logCounts.lastId)
    .groupBy('log_type')
    .execute();
  for (const r of logs) {
    const type = Number(r.log_type);
    logCounts.byType.set(type, (logCounts.byType.get(type) ?? 0) + Number(r.n));
    logCounts.lastId = Math.max(logCounts.lastId, Number(r.last));
  }
  const ofType = (type: number) => logCounts.byType.get(type) ?? 0;
  return {
    propertyRows: ofType(DEVICE_LOG_TYPE.property),
    eventRows: ofType(DEVICE_LOG_TYPE.event),
    sceneRuns: await n('scene_runs'),
    alerts: await n('alert_logs'),
    commands: await n('device_commands'),
  };
}

/** Event-loop delay since the last call (ms), then starts a fresh window. */
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
function loopDelay() {
  const ms = (ns: number) => Math.round((ns / 1e6) * 100) / 100;
  const figures = { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) };
  loop.reset();
  return figures;
}

/** A heap snapshot, to find what grows when the soak sees memory climb. */
function heapSnapshot(args: { file: string }) {
  return v8.writeHeapSnapshot(args.file);
}

/** A CPU profile of just the measured phase (`--profile`), written where the parent says. */
const inspector = new Session();
async function profileStart() {
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.setSamplingInterval', { interval: 200 });
  await inspector.post('Profiler.start');
  startSqlStats();
}
async function profileStop(args: { file: string }) {
  const { profile } = await inspector.post('Profiler.stop');
  inspector.disconnect();
  fs.writeFileSync(args.file, JSON.stringify(profile));
  return stopSqlStats();
}

/** Where the process's resident memory is (kB by kind of mapping, from /proc/self/smaps) and what SQLite holds. */
function diag() {
  const kinds: Record<string, number> = {};
  let name = '';
  for (const line of fs.readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (head) {
      const file = head[1] ?? '';
      name =
        file === ''
          ? 'anon'
          : file.startsWith('[')
            ? file
            : file.includes('.node')
              ? 'addons'
              : /\.(db|sqlite)|-shm|-wal/.test(file)
                ? 'sqlite-files'
                : 'other-files';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) kinds[name] = (kinds[name] ?? 0) + Number(rss[1]);
  }
  const texts = [...prepared.texts.entries()];
  const heap = v8.getHeapStatistics();
  return {
    rssKb: kinds,
    heapTotalMb: Math.round(heap.total_heap_size / 1e5) / 10,
    heapUsedMb: Math.round(heap.used_heap_size / 1e5) / 10,
    mallocedMb: Math.round(heap.malloced_memory / 1e5) / 10,
    externalMb: Math.round(process.memoryUsage().external / 1e5) / 10,
    // Physical size of each V8 space, MB: the young generation can grow (SERVER_NODE_FLAGS semi-spaces).
    spacesMb: Object.fromEntries(
      v8.getHeapSpaceStatistics().map((s) => [s.space_name, Math.round(s.physical_space_size / 1e5) / 10]),
    ),
    prepares: prepared.calls,
    distinctSql: texts.length,
    distinctSqlChars: texts.reduce((n, [sql]) => n + sql.length, 0),
    longSql: texts.filter(([sql]) => sql.length > 1000).length,
    connections: [...prepared.connections].map((c) => ({
      cacheSize: c.pragma('cache_size', { simple: true }),
      pageCount: c.pragma('page_count', { simple: true }),
    })),
  };
}

/** The distinct SQL texts, most prepared first (to see what makes new texts). */
function sqlTexts(args: { limit: number }) {
  return [...prepared.texts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, args.limit)
    .map(([sql, n]) => ({ n, len: sql.length, sql: sql.slice(0, 200) }));
}

async function close() {
  // With thousands of live sessions a graceful close replays every disconnect into the database: bounded.
  await Promise.race([t.close(), new Promise((r) => setTimeout(r, 20_000))]);
  setImmediate(() => process.exit(0));
}

const info: LinliInfo = {
  httpPort,
  mqttPort: t.broker!.port,
  database: t.pgSchema ? 'postgres' : 'sqlite',
  ...(t.db.sqlite && {
    sqlite: {
      file: t.db.sqlite.file,
      // createTestApp sets no JWT_SECRET: the server made its secret in its data directory (platform/secrets.ts).
      tokenSecret: fs.readFileSync(path.join(t.dataDir, 'jwt-secret'), 'utf8').trim(),
    },
  }),
};
serveParent(info, {
  seed,
  seedLists,
  report,
  stored,
  memory: (args: { gc: boolean }) => memoryNow(args.gc),
  cpu: () => process.cpuUsage(),
  counts,
  loopDelay,
  heapSnapshot,
  diag,
  sqlTexts,
  profileStart,
  profileStop,
  close,
});
