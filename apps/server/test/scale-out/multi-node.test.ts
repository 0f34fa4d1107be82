import { randomBytes } from 'node:crypto';
import {
  type AlertLog,
  buildTopic,
  ClusterTopic,
  type DeviceTimer,
  type MqttConnectData,
  type ThingsModelSet,
  Topic,
  userAlertTopic,
} from '@linli/contracts';
import { createSimDevice, type SimDevice } from '@linli/device-sim';
import { aRegistration } from '@linli/testkit';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../support/mqtt.ts';
import {
  createSchema,
  type Mosquitto,
  missingPrerequisite,
  type Node,
  type PgSchema,
  startMosquitto,
  startNode,
} from './cluster.ts';

/**
 * The scale-out proof: two real server processes on one PostgreSQL schema and Debian's mosquitto,
 * a simulated FastBee device at the broker, app clients on each node's own /mqtt. Everything is observed
 * from outside, as a deployment would be.
 */
const missing = missingPrerequisite();
if (missing) console.warn(`scale-out multi-node test skipped: ${missing}`);

const STATUS_ONLINE = 3;

describe.skipIf(missing !== undefined)('scale-out: two nodes, PostgreSQL, mosquitto', () => {
  let broker: Mosquitto;
  let schema: PgSchema;
  const nodes: Node[] = [];
  let a: Node;
  let b: Node;
  let token: string;
  let userId: number;
  let device: { deviceId: number; serialNumber: string; productId: number };
  let sim: SimDevice;
  const apps: MqttClient[] = [];

  beforeAll(async () => {
    broker = await startMosquitto();
    schema = await createSchema(process.env.DATABASE_URL!);
    const env = {
      DATABASE_URL: process.env.DATABASE_URL!,
      DATABASE_SCHEMA: schema.name,
      MQTT_URL: broker.url,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      MQTT_AUTH_SECRET: randomBytes(16).toString('base64url'),
    };
    // One after the other: the first creates the schema's tables and catalogue.
    a = await startNode('a', env);
    nodes.push(a);
    b = await startNode('b', env);
    nodes.push(b);

    // An account registered through node A, signed in through node B.
    const account = aRegistration();
    expect(await a.call('POST', '/iot/tool/register', { body: account })).toMatchObject({ code: 200 });
    const login = await b.call('POST', '/login', {
      body: { username: account.username, password: account.password },
    });
    token = login.token!;
    const [user] = await schema.query<{ id: number }>('select id from users where username = $1', [
      account.username,
    ]);
    userId = user!.id;

    const [product] = await schema.query<{ id: number }>("select id from products where code = 'smart-plug'");
    const created = await a.call<{ data: { deviceId: number; serialNumber: string } }>(
      'POST',
      '/iot/device',
      {
        token,
        body: { productId: product!.id, deviceName: '客厅插座' },
      },
    );
    device = { ...created.data, productId: product!.id };
    const connect = (
      await b.call<{ data: MqttConnectData }>('GET', '/iot/device/getMqttConnectData', {
        token,
        query: { deviceId: String(device.deviceId) },
      })
    ).data;
    const model = (
      await a.call<{ data: ThingsModelSet }>('GET', `/iot/model/cache/${product!.id}`, { token })
    ).data;

    // Apps on both nodes listen to the device's status before it connects: once each has heard it online,
    // each node knows it is (a node relays a status push only after noting it).
    const statusTopic = buildTopic(device.productId, device.serialNumber, Topic.statusPost);
    const heardOnline = new Set<string>();
    for (const node of nodes) {
      const app = await appClient(node, token);
      app.on('message', (topic, payload) => {
        if (topic === statusTopic && JSON.parse(payload.toString()).status === STATUS_ONLINE)
          heardOnline.add(node.name);
      });
      await app.subscribeAsync(statusTopic);
      apps.push(app);
    }
    // The device talks to the broker directly: no node in between.
    sim = await createSimDevice({
      url: broker.url,
      productId: device.productId,
      serialNumber: device.serialNumber,
      userId,
      credentials: { username: connect.username, password: connect.passwd },
      model,
    });
    await until(() => heardOnline.size === nodes.length, 20_000);
  }, 240_000);

  afterAll(async () => {
    for (const app of apps) app.end(true);
    await sim?.stop();
    for (const node of nodes) await node.stop();
    await schema?.drop();
    await broker?.stop();
  });

  it('a login on one node is a session on the other', async () => {
    for (const node of nodes) {
      const detail = await node.call<{ data: { deviceId: number; status: number } }>(
        'GET',
        `/iot/device/${device.deviceId}`,
        { token },
      );
      expect(detail).toMatchObject({ code: 200, data: { deviceId: device.deviceId, status: STATUS_ONLINE } });
    }
  });

  it('a command sent through either node reaches the device and comes back answered', async () => {
    for (const [node, value] of [
      [a, '1'],
      [b, '0'],
      [a, '0'],
      [b, '1'],
    ] as const) {
      const before = sim.received.length;
      const reply = await node.call<{ data: { result: string; values: Record<string, string> } }>(
        'POST',
        '/iot/runtime/service/invokeReply',
        {
          token,
          body: { deviceId: device.deviceId, identifier: 'switch', remoteCommand: { switch: value } },
        },
      );
      expect(reply, `through node ${node.name}`).toMatchObject({
        code: 200,
        data: { result: 'replied', values: { switch: value } },
      });
      expect(sim.received.slice(before).map((items) => items.map((i) => [i.id, i.value]))).toEqual([
        [['switch', value]],
      ]);
    }
  });

  it('a report handled by either node reaches app clients on both nodes', async () => {
    const serviceTopic = buildTopic(device.productId, device.serialNumber, Topic.wsService);
    // The broker deals the shared subscription out among the nodes: several reports land on each.
    const values = ['101.5', '102.5', '103.5', '104.5', '105.5', '106.5'];
    const heard = nodes.map(() => [] as string[]);
    for (const [index, app] of apps.entries()) {
      app.on('message', (topic, payload) => {
        if (topic !== serviceTopic) return;
        const power = JSON.parse(payload.toString()).find((i: { id: string }) => i.id === 'power');
        // Only this test's reports: the plug's own reading after the previous test's last switch can
        // still be on its way through a node.
        if (power && values.includes(power.value)) heard[index]!.push(power.value);
      });
      await app.subscribeAsync(serviceTopic);
    }
    for (const value of values) await sim.report([{ id: 'power', value }]);
    await until(() => heard.every((list) => list.length === values.length), 15_000);
    for (const list of heard) expect([...list].sort()).toEqual(values);
  });

  it('a scene made on node B fires whichever node takes the report, and its alerts reach both nodes', async () => {
    // The test listens to the nodes' announcements as node A does.
    const announced: number[] = [];
    const listener = await mqtt.connectAsync(broker.url, { reconnectPeriod: 0 });
    listener.on('message', (_topic, payload) => announced.push(JSON.parse(payload.toString()).sceneId));
    await listener.subscribeAsync(ClusterTopic.scene);
    const scene = await b.call<{ data: { sceneId: number } }>('POST', '/iot/scene', {
      token,
      body: {
        sceneName: '过载报警',
        triggers: [{ source: 1, deviceId: device.deviceId, type: 3, id: 'overload' }],
        actions: [{ source: 4, alertName: '插座过载', alertLevel: 2 }],
        executeMode: 2,
        silentPeriod: 0,
      },
    });
    expect(scene.code).toBe(200);
    await until(() => announced.includes(scene.data.sceneId));
    listener.end(true);
    const alerts = nodes.map(() => [] as AlertLog[]);
    for (const [index, app] of apps.entries()) {
      app.on('message', (topic, payload) => {
        if (topic === userAlertTopic(userId)) alerts[index]!.push(JSON.parse(payload.toString()));
      });
      await app.subscribeAsync(userAlertTopic(userId));
    }
    const events = ['1201', '1202', '1203', '1204'];
    for (const value of events) await sim.raiseEvent('overload', value);
    // Overload is also the plug's own warning (its thing model's alarm), raised beside the scene's alerts.
    const ofScene = (list: AlertLog[]) => list.filter((alert) => alert.origin === 'scene');
    await until(() => alerts.every((list) => ofScene(list).length === events.length), 15_000);
    for (const list of alerts) {
      expect(
        ofScene(list)
          .map((alert) => alert.detail[0]?.value)
          .sort(),
      ).toEqual(events);
      expect(new Set(ofScene(list).map((alert) => alert.sceneId))).toEqual(new Set([scene.data.sceneId]));
      expect(list.some((alert) => alert.origin === 'device' && alert.identifier === 'overload')).toBe(true);
    }
  });

  it('a silent period holds across nodes: a silenced scene fires once, whichever node takes each report', async () => {
    const scene = await a.call<{ data: { sceneId: number } }>('POST', '/iot/scene', {
      token,
      body: {
        sceneName: '功率过高',
        triggers: [
          { source: 1, deviceId: device.deviceId, type: 1, id: 'power', operator: '>', value: '3000' },
        ],
        actions: [{ source: 4, alertName: '功率过高', alertLevel: 1 }],
        executeMode: 2,
        silentPeriod: 30,
      },
    });
    expect(scene.code).toBe(200);
    const alerts = nodes.map(() => [] as AlertLog[]);
    for (const [index, app] of apps.entries()) {
      app.on('message', (topic, payload) => {
        if (topic === userAlertTopic(userId)) alerts[index]!.push(JSON.parse(payload.toString()));
      });
      await app.subscribeAsync(userAlertTopic(userId));
    }
    const ofScene = (list: AlertLog[]) => list.filter((alert) => alert.sceneId === scene.data.sceneId);
    // Four reports over the threshold, dealt out to both nodes.
    for (const value of ['3101', '3102', '3103', '3104']) await sim.report([{ id: 'power', value }]);
    await until(() => alerts.every((list) => ofScene(list).length >= 1), 15_000);
    // Then reports under the threshold, dealt out to both nodes. A node handles one device's messages in
    // order, each to the end (scenes, alerts): once both nodes have pushed one, both are past the others.
    const serviceTopic = buildTopic(device.productId, device.serialNumber, Topic.wsService);
    const pushed: string[] = [];
    apps[0]!.on('message', (topic, payload) => {
      if (topic === serviceTopic)
        pushed.push(...JSON.parse(payload.toString()).map((i: { value: string }) => i.value));
    });
    await apps[0]!.subscribeAsync(serviceTopic);
    const after = ['11.5', '12.5', '13.5', '14.5'];
    for (const value of after) await sim.report([{ id: 'power', value }]);
    await until(() => after.every((value) => pushed.includes(value)), 15_000);
    for (const list of alerts) expect(ofScene(list).map((alert) => alert.detail[0]?.value)).toHaveLength(1);
  });

  it('each due timer fires exactly once although both nodes poll the same table', async () => {
    const timerIds: number[] = [];
    for (const [index, node] of [a, b, a].entries()) {
      const created = await node.call<{ data: { jobId: number } }>('POST', '/iot/job', {
        token,
        body: {
          jobName: `定时 ${index}`,
          deviceId: device.deviceId,
          time: '09:30',
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          actions: [{ id: 'countdown', value: String(10 + index) }],
        },
      });
      timerIds.push(created.data.jobId);
    }
    const before = sim.received.length;
    // Make them due now, as if 09:30 had just come.
    const now = new Date().toISOString();
    await schema.query(
      "update scheduler_jobs set next_run_at = $1 where kind = 'timer' and ref_id = any($2::int[])",
      [now, timerIds],
    );
    const lastResults = async () =>
      Promise.all(
        timerIds.map(
          async (id) =>
            (await a.call<{ data: DeviceTimer }>('GET', `/iot/job/${id}`, { token })).data.lastResult,
        ),
      );
    await until(async () => (await lastResults()).every((result) => result === 'ok'), 20_000);
    // Every job has moved on to its next day: no node can claim this occurrence any more.
    const jobs = await schema.query<{ next_run_at: string }>(
      "select next_run_at from scheduler_jobs where kind = 'timer' and ref_id = any($1::int[])",
      [timerIds],
    );
    expect(jobs.every((job) => job.next_run_at > now)).toBe(true);
    const countdowns = sim.received
      .slice(before)
      .flat()
      .filter((item) => item.id === 'countdown')
      .map((item) => item.value);
    expect(countdowns.sort()).toEqual(['10', '11', '12']);
    // One logged command each, and each answered by the device's echo (heard by the node that sent it).
    const logged = await schema.query<{ status: string }>(
      "select status from device_commands where device_id = $1 and payload like '%countdown%'",
      [device.deviceId],
    );
    expect(logged.map((row) => row.status)).toEqual(['replied', 'replied', 'replied']);
  });
});

function appClient(node: Node, token: string): Promise<MqttClient> {
  return mqtt.connectAsync(`ws://127.0.0.1:${node.port}/mqtt`, {
    clientId: `phone-${randomBytes(8).toString('hex')}`,
    username: 'linli',
    password: token,
    reconnectPeriod: 0,
  });
}
