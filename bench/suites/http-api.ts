/**
 * The HTTP API under load: the list endpoints people wait on, each beside two references of the same run —
 * a bare Fastify JSON route (the framework alone) and, on SQLite, a bare route doing Linli's token check and
 * the device page as prepared statements (servers/bare-prepared.ts, the limit of the work itself).
 *
 * Three processes: this one orchestrates; the load generator (autocannon) runs in its own child
 * (lib/load-process.ts); the server runs in its own child. Server CPU per request is read from /proc, thread
 * by thread, around each measured phase (lib/http-measure.ts): it counts every thread of the server (SQLite's
 * ingest worker, libuv's pool, GC helpers) and moves less than req/s with the machine's load — but it does
 * move, hence the references measured beside each endpoint and the main thread's run-queue wait in the notes.
 */
import { API_PREFIX, ApiPath } from '@linli/contracts';
import { type ChildServer, startChild } from '../lib/child.ts';
import { type BenchContext, profiled, serverScript } from '../lib/context.ts';
import {
  CONNECTIONS,
  describe,
  type HttpFigure,
  meanOf,
  measure,
  settle,
  type Target,
} from '../lib/http-measure.ts';
import { startLinli } from '../lib/linli.ts';
import { startLoadGenerator } from '../lib/load-process.ts';
import { REFERENCE_PATH } from '../lib/reference.ts';
import type { Database } from '../lib/report.ts';
import { round } from '../lib/stats.ts';
import type { LinliInfo, Seeded } from '../servers/linli.ts';

const DEVICES = 1_000;
const APPLICATIONS = 1_000;
const ALERTS = 2_000;
/** A household mix; the first is the device whose running status is read. */
const PRODUCTS = ['th-sensor', 'smart-plug', 'door-sensor', 'smoke-detector', 'sos-pendant', 'health-watch'];
/** The goals of every list endpoint (page of 10, 1,000 devices, 50 connections). */
const TARGET = { cpuUs: 150, p99Ms: 20, ratio: 0.3 };

export type { HttpFigure };

async function startBareFastify(): Promise<{ server: ChildServer<{ httpPort: number }>; target: Target }> {
  const server = await startChild<{ httpPort: number }>(serverScript('bare-fastify'));
  return {
    server,
    target: { pid: server.pid, url: `http://127.0.0.1:${server.info.httpPort}${REFERENCE_PATH}` },
  };
}

/** The bare Fastify JSON route at the start of the run (the suites measure it again beside each endpoint). */
export async function measureBareFastify(ctx: BenchContext): Promise<HttpFigure> {
  const { server, target } = await startBareFastify();
  const generator = await startLoadGenerator();
  try {
    const figure = await measure(ctx, generator, target);
    ctx.log(describe('bare Fastify', figure));
    return figure;
  } finally {
    await generator.stop();
    await server.stop();
  }
}

/** The second reference on the Linli child's SQLite file, checked to answer the seeded member's page. */
async function startBarePrepared(
  sqlite: NonNullable<LinliInfo['sqlite']>,
  token: string,
): Promise<{ server: ChildServer<{ httpPort: number }>; target: Target }> {
  const server = await startChild<{ httpPort: number }>(serverScript('bare-prepared'), {
    env: { BENCH_SQLITE_FILE: sqlite.file, BENCH_TOKEN_SECRET: sqlite.tokenSecret },
  });
  const url = `http://127.0.0.1:${server.info.httpPort}${API_PREFIX}${ApiPath.deviceShortList}`;
  const answer = await envelope(url, token);
  if (answer.code !== 200 || answer.total !== DEVICES || answer.rows?.length !== 10) {
    await server.stop();
    throw new Error(`bare prepared answered ${answer.code} ${answer.msg}, total ${answer.total}`);
  }
  return { server, target: { pid: server.pid, url, headers: { authorization: `Bearer ${token}` } } };
}

async function envelope(url: string, token: string) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as { code: number; msg: string; total?: number; rows?: unknown[] };
}

interface Endpoint {
  key: string;
  path: string;
  url: string;
  token: string;
  what: string;
  /** The `total` the first page must report (the seed is complete and visible to the caller). */
  total?: number;
}

function endpoints(base: string, seeded: Seeded, staffToken: string): Endpoint[] {
  const n = (count: number) => count.toLocaleString('en-US');
  const load = `page of 10, ${CONNECTIONS} connections`;
  return [
    {
      key: 'shortList',
      path: ApiPath.deviceShortList,
      url: `${base}${ApiPath.deviceShortList}`,
      token: seeded.token,
      what: `GET ${ApiPath.deviceShortList}, a member with ${n(DEVICES)} devices, ${load}`,
      total: DEVICES,
    },
    {
      key: 'runningStatus',
      path: ApiPath.deviceRunningStatus,
      url: `${base}${ApiPath.deviceRunningStatus}?deviceId=${seeded.devices[0]!.id}`,
      token: seeded.token,
      what: `GET ${ApiPath.deviceRunningStatus}?deviceId=, the same member, ${CONNECTIONS} connections`,
    },
    {
      key: 'applications',
      path: ApiPath.socialServicesApplications,
      url: `${base}${ApiPath.socialServicesApplications}`,
      token: staffToken,
      what: `GET ${ApiPath.socialServicesApplications} as staff (the centre's inbox), ${n(APPLICATIONS)} applications, ${load}`,
      total: APPLICATIONS,
    },
    {
      key: 'alerts',
      path: ApiPath.alertLogList,
      url: `${base}${ApiPath.alertLogList}`,
      token: seeded.token,
      what: `GET ${ApiPath.alertLogList}, the member's ${n(ALERTS)} alerts over ${n(DEVICES)} devices, ${load}`,
      total: ALERTS,
    },
  ];
}

/**
 * Every endpoint on `database`, between measurements of its references: bare Fastify, on SQLite the bare
 * prepared statements, the endpoint, then the two references again in reverse order (each reference's
 * figure is the mean of its two phases). On a
 * shared machine the load changes from minute to minute: each ratio compares figures of the same minute. `atStart` is the bare Fastify figure
 * of the run's start, kept in the notes to show how much the machine drifted.
 */
export async function httpSuite(
  ctx: BenchContext,
  database: Exclude<Database, '-'>,
  atStart: HttpFigure,
  sqlite?: Record<string, HttpFigure>,
): Promise<Record<string, HttpFigure>> {
  const server = await startLinli(ctx, database);
  const generator = await startLoadGenerator();
  const fastify = await startBareFastify();
  let prepared: Awaited<ReturnType<typeof startBarePrepared>> | undefined;
  const figures: Record<string, HttpFigure> = {};
  try {
    const started = Date.now();
    const seeded = await server.call<Seeded>('seed', { count: DEVICES, productCodes: PRODUCTS }, 300_000);
    await server.call('report', {
      device: seeded.devices[0]!,
      items: [
        { id: 'temperature', value: '23.5' },
        { id: 'humidity', value: '51.0' },
      ],
    });
    const { staffToken } = await server.call<{ staffToken: string }>(
      'seedLists',
      {
        userId: seeded.userId,
        deviceIds: seeded.devices.map((d) => d.id),
        applications: APPLICATIONS,
        alerts: ALERTS,
      },
      300_000,
    );
    ctx.log(
      `Linli (${database}): ${DEVICES} devices, ${APPLICATIONS} applications, ${ALERTS} alerts seeded in ${round((Date.now() - started) / 1000, 1)} s`,
    );
    const settled = await settle(server.pid);
    if (settled >= 500)
      ctx.log(`Linli (${database}): busy after seeding, waited ${round(settled / 1000, 1)} s`);
    if (server.info.sqlite) prepared = await startBarePrepared(server.info.sqlite, seeded.token);
    // A reference child's first phases run colder code (JIT, a young generation still growing) than the
    // endpoints' long warm-up: warm each once before its first measurement.
    for (const reference of [fastify, prepared]) {
      if (reference) await generator.run({ ...reference.target, connections: CONNECTIONS, seconds: 3 });
    }
    const base = `http://127.0.0.1:${server.info.httpPort}${API_PREFIX}`;
    for (const e of endpoints(base, seeded, staffToken)) {
      const answer = await envelope(e.url, e.token);
      if (answer.code !== 200) throw new Error(`${e.path} answered ${answer.code} ${answer.msg}`);
      if (e.total !== undefined && (answer.total !== e.total || answer.rows?.length !== 10))
        throw new Error(`${e.path}: total ${answer.total}, ${answer.rows?.length} rows`);
      const fastifyBefore = await measure(ctx, generator, fastify.target, 'short');
      ctx.log(describe('  bare Fastify before', fastifyBefore));
      const preparedBefore = prepared && (await measure(ctx, generator, prepared.target, 'short'));
      if (preparedBefore) ctx.log(describe('  bare prepared statements before', preparedBefore));
      const figure = await profiled(ctx, server, `http-${e.key}-${database}`, () =>
        measure(ctx, generator, {
          pid: server.pid,
          url: e.url,
          headers: { authorization: `Bearer ${e.token}` },
        }),
      );
      figures[e.key] = figure;
      ctx.log(describe(`Linli ${database} ${e.path}`, figure));
      const preparedAfter = prepared && (await measure(ctx, generator, prepared.target, 'short'));
      if (preparedAfter) ctx.log(describe('  bare prepared statements after', preparedAfter));
      const fastifyAfter = await measure(ctx, generator, fastify.target, 'short');
      ctx.log(describe('  bare Fastify after', fastifyAfter));
      const fastifyNow = meanOf(fastifyBefore, fastifyAfter);
      const preparedNow = preparedBefore && preparedAfter && meanOf(preparedBefore, preparedAfter);
      addRows(
        ctx,
        database,
        e,
        figure,
        { fastify: fastifyNow, prepared: preparedNow, atStart },
        sqlite?.[e.key],
      );
    }
    return figures;
  } finally {
    await generator.stop();
    await prepared?.server.stop();
    await fastify.server.stop();
    await server.stop();
  }
}

function addRows(
  ctx: BenchContext,
  database: Exclude<Database, '-'>,
  e: Endpoint,
  figure: HttpFigure,
  references: { fastify: HttpFigure; prepared: HttpFigure | undefined; atStart: HttpFigure },
  before: HttpFigure | undefined,
): void {
  const { fastify, prepared, atStart } = references;
  const fastifyLabel = 'bare Fastify JSON route (mean of before and after)';
  const preparedLabel = 'bare route, token check + page as prepared statements (mean of before and after)';
  const sqliteNote = (text: string) => before && `SQLite in this run: ${text}`;
  // CPU ratios read like throughput ratios: the reference's CPU per request over Linli's (1 = as cheap).
  ctx.add({
    id: `http.${e.key}.cpu`,
    what: `${e.what}: server CPU per request (all threads, /proc)`,
    database,
    value: round(figure.cpuUs),
    unit: 'µs',
    reference: { label: fastifyLabel, value: round(fastify.cpuUs), unit: 'µs' },
    ratio: round(fastify.cpuUs / figure.cpuUs, 3),
    ...(prepared && {
      secondReference: {
        label: preparedLabel,
        value: round(prepared.cpuUs),
        unit: 'µs',
        ratio: round(prepared.cpuUs / figure.cpuUs, 3),
      },
    }),
    ...(database === 'sqlite' && {
      checks: [{ label: `≤ ${TARGET.cpuUs} µs/request`, pass: figure.cpuUs <= TARGET.cpuUs }],
    }),
    note: [
      figure.threads,
      `its main thread waited for a CPU ${figure.waitedPercent} % of its runnable time (bare Fastify ${fastify.waitedPercent} %)`,
      `load generator ${round(figure.generatorCpuUs)} µs/request in its own process`,
      `bare Fastify at the start of the run ${round(atStart.cpuUs)} µs`,
      database === 'postgres' && "PostgreSQL's own processes not counted",
      sqliteNote(`${round(before?.cpuUs ?? 0)} µs`),
    ]
      .filter(Boolean)
      .join('; '),
  });
  const ratio = figure.perSecond / fastify.perSecond;
  ctx.add({
    id: `http.${e.key}.rps`,
    what: `${e.what}: req/s`,
    database,
    value: round(figure.perSecond),
    unit: 'req/s',
    reference: { label: fastifyLabel, value: round(fastify.perSecond), unit: 'req/s' },
    ratio: round(ratio, 3),
    ...(prepared && {
      secondReference: {
        label: preparedLabel,
        value: round(prepared.perSecond),
        unit: 'req/s',
        ratio: round(figure.perSecond / prepared.perSecond, 3),
      },
    }),
    checks: [{ label: `≥ ${TARGET.ratio}× bare Fastify`, pass: ratio >= TARGET.ratio }],
    note: [
      sqliteNote(`${round(before?.perSecond ?? 0)} req/s`),
      figure.errors > 0 && `${figure.errors} errors/non-2xx`,
    ]
      .filter(Boolean)
      .join('; '),
  });
  ctx.add({
    id: `http.${e.key}.p99`,
    what: `${e.what}: p99 latency`,
    database,
    value: figure.p99,
    unit: 'ms',
    reference: { label: fastifyLabel, value: fastify.p99, unit: 'ms' },
    ...(prepared && { secondReference: { label: preparedLabel, value: prepared.p99, unit: 'ms' } }),
    checks: [{ label: `< ${TARGET.p99Ms} ms`, pass: figure.p99 < TARGET.p99Ms }],
    note: [`p50 ${figure.p50} ms`, sqliteNote(`${before?.p99} ms`)].filter(Boolean).join('; '),
  });
}
