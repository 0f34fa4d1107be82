import { performance } from 'node:perf_hooks';
import { buildTopic, Topic, userAlertTopic } from '@linli/contracts';
import type { BenchContext } from '../lib/context.ts';
import { startLinli } from '../lib/linli.ts';
import { connectMany, connectWire, type WireClient } from '../lib/mqtt-wire.ts';
import { percentiles, round, sleep } from '../lib/stats.ts';
import type { Seeded } from '../servers/linli.ts';

/**
 * The safety chain under load: an SOS press (a pendant's `sos` event, a critical alarm with no scene) → the
 * alert pushed on `/user/{id}/alert` to the owner's subscribed app, while 1,000 temperature reports a second
 * from other devices keep the ingest busy. Each pendant presses once (a second press within five minutes
 * folds into its first alert), so the suite seeds one pendant per press.
 *
 * Reference, same run, same press: the ingest-only path — the same SOS report pushed to the app on the
 * pendant's `/ws/service` topic. The alert's extra cost is the alarm check, the alert row, its push and the
 * SMS record (the development outbox), so the ratio says what raising an alert adds to ingest.
 */
const BACKGROUND_RATE = 1_000;
const TARGET_P99_MS = 50;
const SENSORS = 100;

interface Lat {
  received: number;
  p50: number;
  p99: number;
  max: number;
}

function summarize(samples: number[]): Lat {
  const [p50, p99, max] = percentiles(Float64Array.from(samples), [50, 99, 100]);
  return { received: samples.length, p50: p50!, p99: p99!, max: max! };
}

/** Temperature reports from the sensors, round robin, at `rate` a second until `stop` is called. */
function background(sensors: { client: WireClient; topic: string }[], rate: number) {
  let sent = 0;
  const started = performance.now();
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) * rate) / 1000);
    while (sent < due) {
      const s = sensors[sent % sensors.length]!;
      s.client.publish(s.topic, `[{"id":"temperature","value":"${(21 + (sent % 30) / 10).toFixed(1)}"}]`);
      sent += 1;
    }
  }, 1);
  return {
    stop: () => {
      clearInterval(timer);
      return { sent, seconds: (performance.now() - started) / 1000 };
    },
  };
}

export async function alarmsSuite(ctx: BenchContext): Promise<void> {
  const presses = ctx.quick ? 40 : 150;
  const server = await startLinli(ctx, 'sqlite');
  const clients: WireClient[] = [];
  try {
    const family = await server.call<Seeded>('seed', { count: presses, productCodes: ['sos-pendant'] });
    const others = await server.call<Seeded>('seed', { count: SENSORS, productCodes: ['th-sensor'] });
    const port = server.info.mqttPort;
    const connect = async (devices: Seeded['devices']) => {
      const { clients: connected, failed } = await connectMany(
        devices.map((d) => ({
          host: '127.0.0.1',
          port,
          clientId: d.clientId,
          username: d.username,
          password: d.password,
          keepalive: 120,
        })),
        50,
      );
      if (failed > 0) throw new Error(`${failed} devices could not connect`);
      clients.push(...connected);
      const byId = new Map(connected.map((c) => [c.clientId, c]));
      return devices.map((d) => ({ device: d, client: byId.get(d.clientId)! }));
    };
    const pendants = await connect(family.devices);
    const sensors = (await connect(others.devices)).map(({ device, client }) => ({
      client,
      topic: buildTopic(device.productId, device.serialNumber, Topic.propertyPost),
    }));

    // The family's phone: its alert topic, and each pendant's live data (the ingest reference).
    const sentAt = new Map<string, number>();
    const alertMs: number[] = [];
    const pushMs: number[] = [];
    const app = await connectWire({
      host: '127.0.0.1',
      port,
      clientId: `phone-bench${Date.now().toString(36)}`,
      username: 'linli',
      password: family.token,
      keepalive: 120,
    });
    clients.push(app);
    const serialOf = /"serialNumber":"([^"]+)"/;
    app.onMessage = (topic, payload) => {
      const now = performance.now();
      if (topic === userAlertTopic(family.userId)) {
        const serial = serialOf.exec(payload.toString('utf8'))?.[1];
        const at = serial && sentAt.get(serial);
        if (at) alertMs.push(now - at);
        return;
      }
      const serial = topic.split('/')[2]!;
      const at = sentAt.get(serial);
      if (at && payload.includes('"sos"')) pushMs.push(now - at);
    };
    const topics = [
      userAlertTopic(family.userId),
      ...family.devices.map((d) => buildTopic(d.productId, d.serialNumber, Topic.wsService)),
    ];
    for (let i = 0; i < topics.length; i += 50) {
      const codes = await app.subscribe(topics.slice(i, i + 50));
      if (codes.some((c) => c === 0x80)) throw new Error('an app subscription was refused');
    }
    await sleep(500); // the gateway marks the devices online

    const load = background(sensors, BACKGROUND_RATE);
    await sleep(1_000); // the load settles
    // Presses spread over the run: five a second, each from a pendant that has not pressed yet.
    for (const { device, client } of pendants) {
      sentAt.set(device.serialNumber, performance.now());
      client.publish(
        buildTopic(device.productId, device.serialNumber, Topic.eventPost),
        '[{"id":"sos","value":"1"}]',
      );
      await sleep(200);
    }
    const drainUntil = performance.now() + 5_000;
    while (alertMs.length < presses && performance.now() < drainUntil) await sleep(20);
    const backgroundSent = load.stop();

    const alert = summarize(alertMs);
    const push = summarize(pushMs);
    const loadRate = backgroundSent.sent / backgroundSent.seconds;
    ctx.log(
      `SOS → alert pushed to the app at ${round(loadRate)} background reports/s: p50 ${round(alert.p50, 2)} ms, p99 ${round(alert.p99, 2)} ms, max ${round(alert.max, 1)} ms (${alert.received}/${presses}); the same press on /ws/service p99 ${round(push.p99, 2)} ms`,
    );
    const complete = alert.received === presses;
    ctx.add({
      id: 'alarms.sos.p99',
      what: `SOS press → critical alert pushed to the family's app, p99, beside ${BACKGROUND_RATE.toLocaleString('en-US')} reports/s`,
      database: 'sqlite',
      value: round(alert.p99, 2),
      unit: 'ms',
      digits: 2,
      reference: { label: 'same press, ingest push (/ws/service)', value: round(push.p99, 2), unit: 'ms' },
      ratio: round(alert.p99 / push.p99, 2),
      checks: [{ label: `< ${TARGET_P99_MS} ms`, pass: alert.p99 < TARGET_P99_MS && complete }],
      note: [
        `p50 ${round(alert.p50, 2)} ms (ingest push p50 ${round(push.p50, 2)} ms), max ${round(alert.max, 1)} ms`,
        `${alert.received} of ${presses} alerts received`,
        `background ${round(loadRate)} reports/s from ${SENSORS} sensors`,
      ].join('; '),
    });
  } finally {
    for (const c of clients) c.close();
    await server.stop();
  }
}
