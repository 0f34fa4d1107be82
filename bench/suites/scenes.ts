import { performance } from 'node:perf_hooks';
import { API_PREFIX, buildTopic, Topic } from '@linli/contracts';
import type { BenchContext } from '../lib/context.ts';
import { startLinli } from '../lib/linli.ts';
import { connectWire, type WireClient } from '../lib/mqtt-wire.ts';
import { percentiles, round, sleep } from '../lib/stats.ts';
import type { Seeded, SeededDevice } from '../servers/linli.ts';

/**
 * Scene engine under load: with 1,000 enabled scenes, the time from an ingested report to the first action
 * published. Worst case for the engine's per-device index: all 1,000 scenes watch the temperature of the
 * same sensor, so every report is checked against every scene; scene k fires on `temperature = 20 + k/10`
 * and sets the plug's `countdown` to k + 1, so exactly one scene fires per report and the action names the
 * report that caused it. The plug (the bench MQTT client, subscribed to its `function/get`) echoes each
 * command on `function/post` as a device does, since serial actions wait for the echo.
 *
 * Reference, same run and same server: the ingest-only latency (report → `/ws/service` push to an app) of
 * the same reports at the same rate before any scene exists.
 */
const SCENES = 1_000;
const RATE = 50;
const TARGET_P99_MS = 10;
/** A stride coprime with 1,000: consecutive reports fire scenes spread over the whole index. */
const STRIDE = 389;

interface Phase {
  sent: number;
  action: Lat | undefined;
  push: Lat;
  /** Per report: action time minus push time, i.e. the engine's share (evaluation, run log, command). */
  engine: Lat | undefined;
}

interface Lat {
  received: number;
  p50: number;
  p99: number;
  max: number;
}

const sceneOf = (seq: number) => (seq * STRIDE) % SCENES;
const temperatureOf = (k: number) => (20 + k / 10).toFixed(1);
const REMARK = /"remark":"L(\d+)"/;

function summarize(samples: Float64Array): Lat {
  const got = samples.filter((v) => !Number.isNaN(v));
  const [p50, p99, max] = percentiles(got, [50, 99, 100]);
  return { received: got.length, p50: p50!, p99: p99!, max: max! };
}

async function createScenes(httpPort: number, token: string, sensor: SeededDevice, plug: SeededDevice) {
  let next = 0;
  const post = async () => {
    for (;;) {
      const k = next++;
      if (k >= SCENES) return;
      const response = await fetch(`http://127.0.0.1:${httpPort}${API_PREFIX}/iot/scene`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          sceneName: `压测场景 ${k + 1}`,
          enable: 1,
          cond: 1,
          executeMode: 1,
          executeDelay: 0,
          silentPeriod: 0,
          triggers: [
            {
              source: 1,
              deviceId: sensor.id,
              type: 1,
              id: 'temperature',
              operator: '=',
              value: temperatureOf(k),
            },
          ],
          actions: [{ source: 1, deviceId: plug.id, type: 2, id: 'countdown', value: String(k + 1) }],
        }),
      });
      const answer = (await response.json()) as { code: number; msg: string };
      if (answer.code !== 200) throw new Error(`scene ${k} refused: ${answer.msg}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, post));
}

/**
 * Open loop at RATE reports/s from the sensor. Each report's send time is kept by sequence number; the app
 * subscriber finds it by the report's remark, the plug by the scene its command came from.
 */
async function phase(
  sensor: { client: WireClient; topic: string },
  listeners: { onPush: (seq: number) => void; onAction?: (k: number) => void },
  seconds: number,
  expectActions: boolean,
): Promise<Phase> {
  const total = Math.round(RATE * seconds);
  const sentAt = new Float64Array(total);
  const push = new Float64Array(total).fill(Number.NaN);
  const action = new Float64Array(total).fill(Number.NaN);
  const seqOfScene = new Int32Array(SCENES).fill(-1);
  let pushes = 0;
  let actions = 0;
  listeners.onPush = (seq) => {
    if (seq < total && Number.isNaN(push[seq]!)) {
      push[seq] = performance.now() - sentAt[seq]!;
      pushes += 1;
    }
  };
  listeners.onAction = (k) => {
    const seq = seqOfScene[k] ?? -1;
    if (seq >= 0 && Number.isNaN(action[seq]!)) {
      action[seq] = performance.now() - sentAt[seq]!;
      actions += 1;
    }
  };
  let sent = 0;
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) * RATE) / 1000));
      while (sent < due) {
        const k = sceneOf(sent);
        seqOfScene[k] = sent;
        sentAt[sent] = performance.now();
        sensor.client.publish(
          sensor.topic,
          `[{"id":"temperature","value":"${temperatureOf(k)}","remark":"L${sent}"}]`,
        );
        sent += 1;
      }
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  const drainUntil = performance.now() + 5_000;
  while ((pushes < total || (expectActions && actions < total)) && performance.now() < drainUntil) {
    await sleep(20);
  }
  const engine = action.map((a, i) => a - push[i]!);
  return {
    sent,
    push: summarize(push),
    action: expectActions ? summarize(action) : undefined,
    engine: expectActions ? summarize(engine) : undefined,
  };
}

export async function scenesSuite(ctx: BenchContext): Promise<void> {
  const seconds = ctx.quick ? 4 : 10;
  const server = await startLinli(ctx, 'sqlite');
  try {
    const seeded = await server.call<Seeded>('seed', { count: 2, productCodes: ['smart-plug', 'th-sensor'] });
    const [plugDevice, sensorDevice] = seeded.devices as [SeededDevice, SeededDevice];
    const port = server.info.mqttPort;
    const listeners: { onPush: (seq: number) => void; onAction?: (k: number) => void } = {
      onPush: () => {},
    };

    // The plug: subscribed to its commands, echoes each one as a device does.
    const plug = await connectWire({
      host: '127.0.0.1',
      port,
      clientId: plugDevice.clientId,
      username: plugDevice.username,
      password: plugDevice.password,
      keepalive: 120,
    });
    const echoTopic = buildTopic(plugDevice.productId, plugDevice.serialNumber, Topic.functionPost);
    let commands = 0;
    plug.onMessage = (_topic, payload) => {
      commands += 1;
      const items = JSON.parse(payload.toString('utf8')) as { id: string; value: string }[];
      const countdown = items.find((i) => i.id === 'countdown');
      if (countdown) listeners.onAction?.(Number(countdown.value) - 1);
      plug.publish(echoTopic, payload);
    };
    await plug.subscribe([buildTopic(plugDevice.productId, plugDevice.serialNumber, Topic.functionGet)]);

    // The sensor, and an app subscribed to its pushes (the ingest-only reference).
    const sensorClient = await connectWire({
      host: '127.0.0.1',
      port,
      clientId: sensorDevice.clientId,
      username: sensorDevice.username,
      password: sensorDevice.password,
      keepalive: 120,
    });
    const sensor = {
      client: sensorClient,
      topic: buildTopic(sensorDevice.productId, sensorDevice.serialNumber, Topic.propertyPost),
    };
    const app = await connectWire({
      host: '127.0.0.1',
      port,
      clientId: `phone-bench${Date.now().toString(36)}`,
      username: 'linli',
      password: seeded.token,
      keepalive: 120,
    });
    app.onMessage = (_topic, payload) => {
      const match = REMARK.exec(payload.toString('latin1'));
      if (match) listeners.onPush(Number(match[1]));
    };
    const codes = await app.subscribe([
      buildTopic(sensorDevice.productId, sensorDevice.serialNumber, Topic.wsService),
    ]);
    if (codes.some((c) => c === 0x80)) throw new Error('the /ws/service subscription was refused');
    await sleep(300); // the gateway marks the devices online

    await phase(sensor, listeners, 2, false); // warm-up
    const reference = await phase(sensor, listeners, seconds, false);
    ctx.log(
      `ingest only (no scenes) at ${RATE}/s: p50 ${round(reference.push.p50, 2)} ms, p99 ${round(reference.push.p99, 2)} ms (${reference.push.received}/${reference.sent})`,
    );

    const createdAt = performance.now();
    await createScenes(server.info.httpPort, seeded.token, sensorDevice, plugDevice);
    const createSeconds = (performance.now() - createdAt) / 1000;
    ctx.log(`${SCENES} enabled scenes created through POST /iot/scene in ${round(createSeconds, 1)} s`);

    await phase(sensor, listeners, 1, true); // warm-up
    await sleep(500);
    const commandsBefore = commands;
    const measured = await phase(sensor, listeners, seconds, true);
    const act = measured.action!;
    ctx.log(
      `report → first action with ${SCENES} scenes at ${RATE}/s: p50 ${round(act.p50, 2)} ms, p99 ${round(act.p99, 2)} ms, max ${round(act.max, 1)} ms (${act.received}/${measured.sent}); push p99 ${round(measured.push.p99, 2)} ms; engine share p99 ${round(measured.engine!.p99, 2)} ms; ${commands - commandsBefore} commands`,
    );
    for (const c of [plug, sensorClient, app]) c.close();

    const complete = act.received === measured.sent;
    ctx.add({
      id: 'scenes.action.p50',
      what: `report → first scene action p50, ${SCENES.toLocaleString('en-US')} enabled scenes on one sensor, ${RATE} reports/s`,
      database: 'sqlite',
      value: round(act.p50, 2),
      unit: 'ms',
      digits: 2,
      reference: { label: 'ingest only, no scenes', value: round(reference.push.p50, 2), unit: 'ms' },
      ratio: round(act.p50 / reference.push.p50, 2),
    });
    ctx.add({
      id: 'scenes.action.p99',
      what: `report → first scene action p99, ${SCENES.toLocaleString('en-US')} enabled scenes on one sensor, ${RATE} reports/s`,
      database: 'sqlite',
      value: round(act.p99, 2),
      unit: 'ms',
      digits: 2,
      reference: { label: 'ingest only, no scenes', value: round(reference.push.p99, 2), unit: 'ms' },
      ratio: round(act.p99 / reference.push.p99, 2),
      checks: [{ label: `< ${TARGET_P99_MS} ms`, pass: act.p99 < TARGET_P99_MS && complete }],
      note: [
        `max ${round(act.max, 1)} ms, ${act.received} of ${measured.sent} actions received`,
        `push with scenes p50 ${round(measured.push.p50, 2)} / p99 ${round(measured.push.p99, 2)} ms`,
        `engine share (action − push) p50 ${round(measured.engine!.p50, 2)} / p99 ${round(measured.engine!.p99, 2)} ms`,
        `${SCENES} scenes created in ${round(createSeconds, 1)} s`,
      ].join('; '),
    });
  } finally {
    await server.stop();
  }
}
