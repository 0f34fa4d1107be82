import { API_PREFIX, ApiPath } from '@linli/contracts';
import autocannon, { type Result } from 'autocannon';
import { type ChildServer, startChild } from '../lib/child.ts';
import { type BenchContext, profiled, serverScript } from '../lib/context.ts';
import { startLinli } from '../lib/linli.ts';
import { REFERENCE_PATH } from '../lib/reference.ts';
import type { Database } from '../lib/report.ts';
import { round } from '../lib/stats.ts';
import type { Seeded } from '../servers/linli.ts';

const DEVICES = 1_000;
const CONNECTIONS = 50;
/** A household mix; the first is the device whose running status is read. */
const PRODUCTS = ['th-sensor', 'smart-plug', 'door-sensor', 'smoke-detector', 'sos-pendant', 'health-watch'];

export interface HttpFigure {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Server CPU (user + system) per request. */
  cpuUs: number;
}

async function load(
  ctx: BenchContext,
  server: ChildServer<unknown>,
  url: string,
  headers: Record<string, string> = {},
): Promise<HttpFigure> {
  const seconds = ctx.quick ? 3 : 10;
  await autocannon({ url, connections: CONNECTIONS, duration: ctx.quick ? 1 : 2, headers }); // warm-up
  const cpu = async () => {
    const c = await server.call<{ user: number; system: number }>('cpu');
    return c.user + c.system;
  };
  const before = await cpu();
  const r: Result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    perSecond: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    // CPU per request does not depend on what else runs on the machine; req/s does.
    cpuUs: ((await cpu()) - before) / Math.max(1, r.requests.total),
  };
}

/** The bare Fastify JSON route, measured once per run. */
export async function measureBareFastify(ctx: BenchContext): Promise<HttpFigure> {
  const server = await startChild<{ httpPort: number }>(serverScript('bare-fastify'));
  try {
    const figure = await load(ctx, server, `http://127.0.0.1:${server.info.httpPort}${REFERENCE_PATH}`);
    ctx.log(
      `bare Fastify: ${round(figure.perSecond)} req/s, p99 ${figure.p99} ms, server CPU ${round(figure.cpuUs)} µs/request`,
    );
    return figure;
  } finally {
    await server.stop();
  }
}

async function envelope(url: string, token: string) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as { code: number; msg: string; total?: number; rows?: unknown[] };
}

export async function httpSuite(
  ctx: BenchContext,
  database: Exclude<Database, '-'>,
  reference: HttpFigure,
  sqlite?: Record<string, HttpFigure>,
): Promise<Record<string, HttpFigure>> {
  const server = await startLinli(ctx, database);
  const figures: Record<string, HttpFigure> = {};
  try {
    const started = Date.now();
    const seeded = await server.call<Seeded>('seed', { count: DEVICES, productCodes: PRODUCTS }, 300_000);
    const target = seeded.devices[0]!;
    await server.call('report', {
      device: target,
      items: [
        { id: 'temperature', value: '23.5' },
        { id: 'humidity', value: '51.0' },
      ],
    });
    ctx.log(`Linli (${database}): ${DEVICES} devices seeded in ${round((Date.now() - started) / 1000, 1)} s`);
    const base = `http://127.0.0.1:${server.info.httpPort}${API_PREFIX}`;
    const headers = { authorization: `Bearer ${seeded.token}` };
    const endpoints = [
      {
        key: 'shortList',
        path: ApiPath.deviceShortList,
        url: `${base}${ApiPath.deviceShortList}`,
        what: `GET ${ApiPath.deviceShortList}, ${DEVICES.toLocaleString('en-US')} devices (page of 10), ${CONNECTIONS} connections`,
        ratio: 0.5,
        p99: 20,
      },
      {
        key: 'runningStatus',
        path: ApiPath.deviceRunningStatus,
        url: `${base}${ApiPath.deviceRunningStatus}?deviceId=${target.id}`,
        what: `GET ${ApiPath.deviceRunningStatus}?deviceId=, ${CONNECTIONS} connections`,
        ratio: 0.4,
        p99: undefined,
      },
    ];
    for (const e of endpoints) {
      const answer = await envelope(e.url, seeded.token);
      if (answer.code !== 200) throw new Error(`${e.path} answered ${answer.code} ${answer.msg}`);
      if (e.key === 'shortList' && answer.total !== DEVICES)
        throw new Error(`shortList total ${answer.total}`);
      const figure = await profiled(ctx, server, `http-${e.key}-${database}`, () =>
        load(ctx, server, e.url, headers),
      );
      figures[e.key] = figure;
      ctx.log(
        `Linli ${database} ${e.path}: ${round(figure.perSecond)} req/s, p99 ${figure.p99} ms, server CPU ${round(figure.cpuUs)} µs/request`,
      );
      const ratio = figure.perSecond / reference.perSecond;
      const before = sqlite?.[e.key];
      ctx.add({
        id: `http.${e.key}.rps`,
        what: `${e.what}: req/s`,
        database,
        value: round(figure.perSecond),
        unit: 'req/s',
        reference: { label: 'bare Fastify JSON route', value: round(reference.perSecond), unit: 'req/s' },
        ratio: round(ratio, 3),
        checks: [{ label: `≥ ${e.ratio}× bare Fastify`, pass: ratio >= e.ratio }],
        note: [
          `server CPU ${round(figure.cpuUs)} µs/request, bare Fastify ${round(reference.cpuUs)} µs`,
          before && `SQLite in this run: ${round(before.perSecond)} req/s`,
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
        reference: { label: 'bare Fastify JSON route', value: reference.p99, unit: 'ms' },
        ...(e.p99 !== undefined && { checks: [{ label: `< ${e.p99} ms`, pass: figure.p99 < e.p99 }] }),
        ...(before && { note: `SQLite in this run: ${before.p99} ms` }),
      });
    }
    return figures;
  } finally {
    await server.stop();
  }
}
