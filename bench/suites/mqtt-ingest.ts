import os from 'node:os';
import { buildTopic, MQTT_WS_PATH, Topic } from '@linli/contracts';
import { type ChildServer, startChild } from '../lib/child.ts';
import { type BenchContext, profiled, serverScript } from '../lib/context.ts';
import { startLinli } from '../lib/linli.ts';
import { latencyFigures, type PacedResult, type PumpResult, paced, pump, Sink } from '../lib/mqtt-load.ts';
import { connectMany, connectWire, type WireClient, type WireOptions } from '../lib/mqtt-wire.ts';
import { cpuBetween, describeCpu, threadCpu } from '../lib/proc-cpu.ts';
import type { Database } from '../lib/report.ts';
import { round, sleep } from '../lib/stats.ts';
import { startWsAppClient, type WsAppClient } from '../lib/ws-app-client.ts';
import type { Seeded } from '../servers/linli.ts';

const TARGET_RATE = 20_000;
const TARGET_RATIO = 0.3;
const TARGET_P99_MS = 50;
/** Device → app as the app sees it (mqtt.js over WebSocket, in a process of its own). */
const TARGET_APP_P99_MS = 20;
const LATENCY_RATE = 1_000;

/** The latency phase as an app client outside the server and the load generator saw it. */
export interface AppLatency extends Omit<PacedResult, 'sentAt'> {
  /** Server CPU (all threads, from /proc) per report sent during the paced phase, µs. */
  serverCpuUs: number;
  /** The server's busiest threads during the phase. */
  threads: string;
}

export interface IngestFigures {
  qos0: PumpResult;
  qos1: PumpResult | undefined;
  /** Latency seen by the in-process TCP subscriber (the load generator's own event loop). */
  latency: PacedResult;
  app?: AppLatency;
}

interface Sizes {
  devices: number;
  perDevice: number;
  window: number;
  latencySeconds: number;
  /** QoS 0 rounds; the median one is the figure. */
  rounds: number;
}

const sizes = (ctx: BenchContext): Sizes =>
  ctx.quick
    ? { devices: 50, perDevice: 100, window: 500, latencySeconds: 4, rounds: 1 }
    : { devices: 200, perDevice: 300, window: 2000, latencySeconds: 15, rounds: 3 };

interface DeviceIdentity {
  productId: number;
  serialNumber: string;
  clientId: string;
  username?: string;
  password?: string;
}

/** The round with the median rate, with every round's rate in `rounds`. */
function medianRound(rounds: PumpResult[]): PumpResult {
  const sorted = [...rounds].sort((a, b) => a.perSecond - b.perSecond);
  return { ...sorted[Math.floor(sorted.length / 2)]!, rounds: rounds.map((r) => r.perSecond) };
}

/** Connects the devices and subscribes each to its command topics, as @linli/device-sim does. */
async function connectDevices(port: number, devices: DeviceIdentity[]) {
  const options: WireOptions[] = devices.map((d) => ({
    host: '127.0.0.1',
    port,
    clientId: d.clientId,
    ...(d.username !== undefined && { username: d.username }),
    ...(d.password !== undefined && { password: d.password }),
    keepalive: 120,
  }));
  const { clients, failed } = await connectMany(options, 50);
  if (failed > 0) throw new Error(`${failed} devices could not connect`);
  const byId = new Map(devices.map((d) => [d.clientId, d]));
  await Promise.all(
    clients.map((c) => {
      const d = byId.get(c.clientId)!;
      return c.subscribe(
        [Topic.functionGet, Topic.propertyGet, Topic.monitorGet].map((s) =>
          buildTopic(d.productId, d.serialNumber, s),
        ),
      );
    }),
  );
  const topics = clients.map((c) => {
    const d = byId.get(c.clientId)!;
    return buildTopic(d.productId, d.serialNumber, Topic.propertyPost);
  });
  return { clients, topics };
}

async function subscriber(port: number, clientId: string, topics: string[], password?: string) {
  const sink = new Sink();
  const client = await connectWire({
    host: '127.0.0.1',
    port,
    clientId,
    ...(password !== undefined && { username: 'linli', password }),
    keepalive: 120,
  });
  client.onMessage = (_topic, payload) => sink.hit(payload);
  for (let i = 0; i < topics.length; i += 50) {
    const codes = await client.subscribe(topics.slice(i, i + 50));
    if (codes.some((c) => c === 0x80)) throw new Error('a /ws/service subscription was refused');
  }
  return { client, sink };
}

/**
 * The server's threads from /proc, the main thread (its id is the process's) named `main`: Node names its
 * worker threads `node` too (the SQLite ingest thread and its WAL copier).
 */
function serverThreads(pid: number) {
  return threadCpu(pid).map((t) => (t.tid === pid ? { ...t, name: 'main' } : t));
}

/** Server CPU time (user + system) in µs, read inside the child. */
async function serverCpu(server: ChildServer<unknown>): Promise<number> {
  const cpu = await server.call<{ user: number; system: number }>('cpu');
  return cpu.user + cpu.system;
}

async function drive(
  ctx: BenchContext,
  label: string,
  server: ChildServer<unknown>,
  publishers: { clients: WireClient[]; topics: string[] },
  sink: Sink,
  options: {
    qos1: boolean;
    profileLabel?: string;
    afterQos0?: () => Promise<void>;
    /** Connected for the latency phase only: it would be a second subscriber during the throughput rounds. */
    appClient?: () => Promise<WsAppClient>;
  },
): Promise<IngestFigures> {
  const s = sizes(ctx);
  const total = s.devices * s.perDevice;
  await pump(publishers, sink, { total: Math.min(5000, total / 5), window: s.window, qos: 0 });
  // The QoS 0 figure is the median of a few rounds: one round lasts 2-3 s, and on this shared machine a
  // neighbour's burst can take a third off a single round (bench/RESULTS.md, 2026-11-23).
  const rounds: PumpResult[] = [];
  for (let i = 0; i < s.rounds; i++) {
    const cpuBefore = await serverCpu(server);
    const run = () => pump(publishers, sink, { total, window: s.window, qos: 0 });
    const result =
      options.profileLabel && i === 0 ? await profiled(ctx, server, options.profileLabel, run) : await run();
    // CPU per report does not depend on what else runs on the machine; reports/s does.
    result.serverCpuUs = ((await serverCpu(server)) - cpuBefore) / result.received;
    rounds.push(result);
  }
  const qos0 = medianRound(rounds);
  ctx.log(
    `${label} QoS 0: ${round(qos0.perSecond)} reports/s, median of ${rounds.map((r) => round(r.perSecond)).join(', ')} (${qos0.received}/${qos0.sent} in ${round(qos0.seconds, 2)} s), server CPU ${round(qos0.serverCpuUs ?? Number.NaN)} µs/report`,
  );
  await options.afterQos0?.();
  let qos1: PumpResult | undefined;
  if (options.qos1) {
    qos1 = await pump(publishers, sink, { total, window: s.window, qos: 1 });
    ctx.log(`${label} QoS 1: ${round(qos1.perSecond)} reports/s (${qos1.received}/${qos1.sent})`);
  }
  const appClient = await options.appClient?.();
  await appClient?.record(LATENCY_RATE * s.latencySeconds);
  const cpuBefore = serverThreads(server.pid);
  const latency = await paced(publishers, sink, { rate: LATENCY_RATE, seconds: s.latencySeconds, qos: 0 });
  const cpu = cpuBetween(cpuBefore, serverThreads(server.pid));
  ctx.log(
    `${label} latency at ${LATENCY_RATE}/s, in-process TCP subscriber: p50 ${round(latency.p50, 2)} ms, p90 ${round(latency.p90, 2)} ms, p99 ${round(latency.p99, 2)} ms (${latency.received}/${latency.sent})`,
  );
  let app: AppLatency | undefined;
  if (appClient) {
    const drainUntil = Date.now() + 5000;
    while ((await appClient.received()) < latency.sent && Date.now() < drainUntil) await sleep(20);
    const figures = latencyFigures(latency.sentAt, await appClient.arrivals());
    await appClient.close();
    const measured: AppLatency = {
      ...figures,
      sent: latency.sent,
      serverCpuUs: (cpu.totalMs * 1000) / latency.sent,
      threads: describeCpu(cpu),
    };
    app = measured;
    ctx.log(
      `${label} latency at ${LATENCY_RATE}/s, app client (WebSocket, own process): p50 ${round(measured.p50, 2)} ms, p90 ${round(measured.p90, 2)} ms, p99 ${round(measured.p99, 2)} ms, max ${round(measured.max, 1)} ms (${measured.received}/${latency.sent}); server CPU ${round(measured.serverCpuUs, 1)} µs/report (${measured.threads}); load ${round(os.loadavg()[0]!, 2)}`,
    );
  }
  return { qos0, qos1, latency, ...(app && { app }) };
}

/** The reference: bare aedes, the same devices publishing the same reports, one subscriber on `#`. */
export async function measureBareAedes(ctx: BenchContext): Promise<IngestFigures> {
  const s = sizes(ctx);
  const broker = await startChild<{ mqttPort: number }>(serverScript('bare-aedes'));
  try {
    const devices = Array.from({ length: s.devices }, (_, i) => {
      const serialNumber = `REF${String(i).padStart(6, '0')}`;
      return { productId: 1, serialNumber, clientId: `S&${serialNumber}&1&1` };
    });
    const { client, sink } = await subscriber(broker.info.mqttPort, 'reference-subscriber', ['#']);
    const publishers = await connectDevices(broker.info.mqttPort, devices);
    const figures = await drive(ctx, 'bare aedes', broker, publishers, sink, { qos1: true });
    for (const c of publishers.clients) c.close();
    client.close();
    return figures;
  } finally {
    await broker.stop();
  }
}

/** Linli: devices with their own credentials, validated + stored + pushed to an app client on /ws/service. */
export async function measureLinliIngest(
  ctx: BenchContext,
  database: Exclude<Database, '-'>,
  withQos1: boolean,
): Promise<IngestFigures & { stored: { reports: number; pushed: number } }> {
  const s = sizes(ctx);
  const server = await startLinli(ctx, database);
  try {
    const seeded = await server.call<Seeded>('seed', { count: s.devices, productCodes: ['th-sensor'] });
    ctx.log(`Linli (${database}): ${seeded.devices.length} devices seeded`);
    const wsTopics = seeded.devices.map((d) => buildTopic(d.productId, d.serialNumber, Topic.wsService));
    const { client, sink } = await subscriber(
      server.info.mqttPort,
      `phone-bench${Date.now().toString(36)}`,
      wsTopics,
      seeded.token,
    );
    const publishers = await connectDevices(server.info.mqttPort, seeded.devices);
    const deviceIds = seeded.devices.map((d) => d.id);
    let stored = { reports: 0, pushed: 0 };
    const figures = await drive(ctx, `Linli ${database}`, server, publishers, sink, {
      qos1: withQos1,
      profileLabel: `ingest-qos0-${database}`,
      afterQos0: async () => {
        // Every push follows the database writes of its report; the database must agree with the pushes.
        const rows = await server.call<{ historyRows: number }>('stored', { deviceIds });
        stored = { reports: rows.historyRows / 2, pushed: sink.received };
      },
      appClient: () =>
        startWsAppClient({
          url: `ws://127.0.0.1:${server.info.httpPort}${MQTT_WS_PATH}`,
          token: seeded.token,
          topics: wsTopics,
        }),
    });
    ctx.log(
      `Linli (${database}): ${stored.reports} reports stored in history, ${stored.pushed} pushes received`,
    );
    for (const c of publishers.clients) c.close();
    client.close();
    return { ...figures, stored };
  } finally {
    await server.stop();
  }
}

export function ingestRows(
  ctx: BenchContext,
  database: Exclude<Database, '-'>,
  linli: IngestFigures & { stored: { reports: number; pushed: number } },
  reference: { label: string; figures: IngestFigures },
  /** The SQLite figures of this run, shown beside the PostgreSQL ones. */
  sqlite?: IngestFigures,
): void {
  const n = sizes(ctx).devices;
  const beside = (figure: number, unit: string) =>
    sqlite ? { note: `SQLite in this run: ${round(figure, unit === '/s' ? 0 : 2)} ${unit}` } : {};
  const rate = (label: string, mine: PumpResult, ref: PumpResult | undefined, sqliteRate?: PumpResult) => {
    const ratio = ref ? mine.perSecond / ref.perSecond : undefined;
    ctx.add({
      id: `mqtt.ingest.${label}`,
      what: `MQTT ingest ${label}, ${n} devices: reports/s validated, stored, pushed`,
      database,
      value: round(mine.perSecond),
      unit: '/s',
      ...(ref && { reference: { label: reference.label, value: round(ref.perSecond), unit: '/s' } }),
      ...(ratio !== undefined && { ratio: round(ratio, 3) }),
      checks: [
        { label: '≥ 20,000/s', pass: mine.perSecond >= TARGET_RATE },
        ...(ratio !== undefined ? [{ label: `≥ ${TARGET_RATIO}× aedes`, pass: ratio >= TARGET_RATIO }] : []),
      ],
      note: [
        mine.rounds &&
          mine.rounds.length > 1 &&
          `median of ${mine.rounds.length} rounds: ${mine.rounds.map((r) => round(r)).join(', ')}/s`,
        mine.serverCpuUs !== undefined &&
          `server CPU ${round(mine.serverCpuUs)} µs/report, aedes ${round(ref?.serverCpuUs ?? Number.NaN)} µs`,
        sqliteRate && `SQLite in this run: ${round(sqliteRate.perSecond)}/s`,
        mine.stalled && `stalled: ${mine.received} of ${mine.sent} pushed`,
      ]
        .filter(Boolean)
        .join('; '),
    });
  };
  rate('QoS 0', linli.qos0, reference.figures.qos0, sqlite?.qos0);
  if (linli.qos1) rate('QoS 1', linli.qos1, reference.figures.qos1, sqlite?.qos1);
  ctx.add({
    id: 'mqtt.ingest.stored',
    what: 'reports in the history table after the QoS 0 run vs pushes received',
    database,
    value: linli.stored.reports,
    unit: 'stored',
    reference: { label: 'pushes', value: linli.stored.pushed, unit: '' },
    ratio: round(linli.stored.reports / linli.stored.pushed, 3),
  });
  const lat = linli.latency;
  const ref = reference.figures.latency;
  ctx.add({
    id: 'mqtt.latency.p50',
    what: `device → app latency p50 at ${LATENCY_RATE.toLocaleString('en-US')} reports/s`,
    database,
    value: round(lat.p50, 2),
    unit: 'ms',
    digits: 2,
    reference: { label: reference.label, value: round(ref.p50, 2), unit: 'ms' },
    ...(sqlite && beside(sqlite.latency.p50, 'ms')),
  });
  ctx.add({
    id: 'mqtt.latency.p99',
    what: `device → app latency p99 at ${LATENCY_RATE.toLocaleString('en-US')} reports/s`,
    database,
    value: round(lat.p99, 2),
    unit: 'ms',
    digits: 2,
    reference: { label: reference.label, value: round(ref.p99, 2), unit: 'ms' },
    checks: [{ label: '< 50 ms', pass: lat.p99 < TARGET_P99_MS && lat.received === lat.sent }],
    note: `in-process TCP subscriber; p90 ${round(lat.p90, 2)} ms, max ${round(lat.max, 1)} ms, ${lat.received} of ${lat.sent} received${
      sqlite ? `; SQLite in this run: ${round(sqlite.latency.p99, 2)} ms` : ''
    }`,
  });
  const app = linli.app;
  if (app) {
    ctx.add({
      id: 'mqtt.latency.app.p99',
      what: `device → app latency p99 at ${LATENCY_RATE.toLocaleString('en-US')} reports/s, app client (mqtt.js over WebSocket /mqtt, own process)`,
      database,
      value: round(app.p99, 2),
      unit: 'ms',
      digits: 2,
      reference: { label: 'in-process TCP subscriber', value: round(lat.p99, 2), unit: 'ms' },
      checks: [{ label: '< 20 ms', pass: app.p99 < TARGET_APP_P99_MS && app.received === lat.sent }],
      note: `p50 ${round(app.p50, 2)}, p90 ${round(app.p90, 2)}, max ${round(app.max, 1)} ms; ${app.received} of ${lat.sent} received; server CPU ${round(app.serverCpuUs, 1)} µs/report (${app.threads})${
        sqlite?.app ? `; SQLite in this run: p99 ${round(sqlite.app.p99, 2)} ms` : ''
      }`,
    });
  }
}
