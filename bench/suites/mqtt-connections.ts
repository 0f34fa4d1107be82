import { buildTopic, Topic } from '@linli/contracts';
import { type ChildServer, startChild } from '../lib/child.ts';
import { type BenchContext, profiled, serverScript } from '../lib/context.ts';
import { startLinli } from '../lib/linli.ts';
import { connectMany, type WireClient } from '../lib/mqtt-wire.ts';
import { round, sleep } from '../lib/stats.ts';
import type { Seeded } from '../servers/linli.ts';

const TARGET_DEVICES = 10_000;
const TARGET_MB = 1024;
/** A household mix of catalogue products. */
const PRODUCTS = ['th-sensor', 'smart-plug', 'door-sensor', 'smoke-detector', 'sos-pendant', 'health-watch'];

interface Memory {
  rssMb: number;
  heapUsedMb: number;
}

interface Connected {
  before: Memory;
  after: Memory;
  connected: number;
  failed: number;
  seconds: number;
  timedOut: boolean;
}

/** Connects devices (each subscribing to its command topics), pings to keep them alive, measures RSS. */
async function connectAndMeasure(
  ctx: BenchContext,
  server: ChildServer<{ mqttPort: number }>,
  devices: {
    productId: number;
    serialNumber: string;
    clientId: string;
    username?: string;
    password?: string;
  }[],
  budgetMs: number,
): Promise<Connected> {
  const measure = async (): Promise<Memory> => {
    const inside = await server.call<{ heapUsedMb: number }>('memory', { gc: true });
    return { rssMb: round(server.rssMb(), 1), heapUsedMb: inside.heapUsedMb };
  };
  const before = await measure();
  const started = Date.now();
  const deadline = Math.min(started + budgetMs, ctx.deadline - 60_000);
  const { clients, failed, timedOut } = await connectMany(
    devices.map((d) => ({
      host: '127.0.0.1',
      port: server.info.mqttPort,
      clientId: d.clientId,
      ...(d.username !== undefined && { username: d.username }),
      ...(d.password !== undefined && { password: d.password }),
      keepalive: 60,
    })),
    100,
    deadline,
  );
  const byId = new Map(devices.map((d) => [d.clientId, d]));
  const subscribe = (c: WireClient) => {
    const d = byId.get(c.clientId)!;
    return c.subscribe(
      [Topic.functionGet, Topic.propertyGet, Topic.monitorGet].map((s) =>
        buildTopic(d.productId, d.serialNumber, s),
      ),
    );
  };
  for (let i = 0; i < clients.length; i += 500) await Promise.all(clients.slice(i, i + 500).map(subscribe));
  const seconds = (Date.now() - started) / 1000;
  // Keep-alive: a PINGREQ from every device twice per keep-alive period while we wait.
  const pinger = setInterval(() => {
    for (const c of clients) c.ping();
  }, 30_000);
  try {
    await sleep(ctx.quick ? 1000 : 3000); // the server finishes its online bookkeeping
    const after = await measure();
    return { before, after, connected: clients.length, failed, seconds, timedOut };
  } finally {
    clearInterval(pinger);
    for (const c of clients) c.close();
  }
}

export async function connectionsSuite(ctx: BenchContext): Promise<void> {
  const count = ctx.quick ? 1_000 : TARGET_DEVICES;
  const server = await startLinli(ctx, 'sqlite');
  let linli: Connected;
  try {
    const seedStarted = Date.now();
    const seeded = await server.call<Seeded>('seed', { count, productCodes: PRODUCTS }, 300_000);
    ctx.log(`Linli: ${count} devices seeded in ${round((Date.now() - seedStarted) / 1000, 1)} s`);
    linli = await profiled(ctx, server, 'connections', () =>
      connectAndMeasure(ctx, server, seeded.devices, ctx.quick ? 60_000 : 180_000),
    );
    ctx.log(
      `Linli: ${linli.connected} devices connected in ${round(linli.seconds, 1)} s (${linli.failed} failed), RSS ${linli.before.rssMb} -> ${linli.after.rssMb} MB`,
    );
  } finally {
    await server.stop();
  }

  const broker = await startChild<{ mqttPort: number }>(serverScript('bare-aedes'));
  let bare: Connected;
  try {
    const devices = Array.from({ length: linli.connected }, (_, i) => {
      const serialNumber = `REF${String(i).padStart(6, '0')}`;
      return { productId: 1, serialNumber, clientId: `S&${serialNumber}&1&1` };
    });
    bare = await connectAndMeasure(ctx, broker, devices, 120_000);
    ctx.log(`bare aedes: ${bare.connected} connected, RSS ${bare.before.rssMb} -> ${bare.after.rssMb} MB`);
  } finally {
    await broker.stop();
  }

  const perDeviceKb = ((linli.after.rssMb - linli.before.rssMb) * 1024) / Math.max(1, linli.connected);
  const barePerDeviceKb = ((bare.after.rssMb - bare.before.rssMb) * 1024) / Math.max(1, bare.connected);
  const reached = linli.connected >= TARGET_DEVICES;
  ctx.add({
    id: 'mqtt.connections.rss',
    what: `server RSS with ${linli.connected.toLocaleString('en-US')} connected devices`,
    database: 'sqlite',
    value: linli.after.rssMb,
    unit: 'MB',
    reference: { label: 'bare aedes, same devices', value: bare.after.rssMb, unit: 'MB' },
    ratio: round(linli.after.rssMb / bare.after.rssMb, 2),
    ...(reached && { checks: [{ label: '< 1 GB at 10,000', pass: linli.after.rssMb < TARGET_MB }] }),
    note: `${linli.before.rssMb} MB before connecting; connected in ${round(linli.seconds, 1)} s${
      linli.failed > 0 ? `, ${linli.failed} failed` : ''
    }`,
  });
  ctx.add({
    id: 'mqtt.connections.perDevice',
    what: 'RSS per connected device',
    database: 'sqlite',
    value: round(perDeviceKb, 1),
    unit: 'KB',
    digits: 1,
    reference: { label: 'bare aedes', value: round(barePerDeviceKb, 1), unit: 'KB' },
    ratio: round(perDeviceKb / barePerDeviceKb, 2),
  });
  if (!reached) {
    const projected = linli.before.rssMb + (perDeviceKb * TARGET_DEVICES) / 1024;
    ctx.add({
      id: 'mqtt.connections.projected',
      what: 'server RSS at 10,000 devices, EXTRAPOLATED',
      database: 'sqlite',
      value: round(projected),
      unit: 'MB',
      checks: [{ label: '< 1 GB at 10,000 (extrapolated)', pass: projected < TARGET_MB }],
      note: `linear from ${linli.connected} devices`,
    });
  }
}
