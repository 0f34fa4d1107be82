/**
 * The whole Linli server (HTTP API + embedded aedes broker + database) in a child process, built exactly as
 * the server tests build it (createTestApp: fresh SQLite file, or a fresh PostgreSQL schema when
 * TEST_DATABASE=postgres), listening on loopback. The parent seeds and measures through IPC.
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';
import { DEVICE_LOG_TYPE, Topic } from '@linli/contracts';
import { createTestApp } from '@linli/server/testing';
import { aRegistration } from '@linli/testkit';
import { memoryNow, serveParent } from '../lib/child.ts';
import { installSqlStats, installStatementCache, startSqlStats, stopSqlStats } from './sql-stats.ts';

if (process.env.BENCH_STMT_CACHE === '1') installStatementCache();
if (process.env.BENCH_PROFILE === '1') installSqlStats();

export interface LinliInfo {
  httpPort: number;
  mqttPort: number;
  database: 'sqlite' | 'postgres';
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
const t = await createTestApp(logLevel ? { LOG_LEVEL: logLevel } : {}, {
  broker: true,
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

/** Soak figures: rows the run has written so far, by kind (the whole database holds only bench data). */
async function counts() {
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
  const logs = await db
    .selectFrom('device_logs')
    .select(['log_type', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('log_type')
    .execute();
  const ofType = (type: number) => Number(logs.find((r) => Number(r.log_type) === type)?.n ?? 0);
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

async function close() {
  // With thousands of live sessions a graceful close replays every disconnect into the database: bounded.
  await Promise.race([t.close(), new Promise((r) => setTimeout(r, 20_000))]);
  setImmediate(() => process.exit(0));
}

const info: LinliInfo = {
  httpPort,
  mqttPort: t.broker!.port,
  database: t.pgSchema ? 'postgres' : 'sqlite',
};
serveParent(info, {
  seed,
  report,
  stored,
  memory: (args: { gc: boolean }) => memoryNow(args.gc),
  cpu: () => process.cpuUsage(),
  counts,
  loopDelay,
  heapSnapshot,
  profileStart,
  profileStop,
  close,
});
