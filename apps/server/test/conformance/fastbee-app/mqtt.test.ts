import type { AddressInfo } from 'node:net';
import type { SimDevice } from '@linli/device-sim';
import mqtt from 'fastbee-app-mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FastbeeAppClient } from '../../support/fastbee-app.ts';
import type { TestApp } from '../../support/index.ts';
import { connectSim, ownerWithDevice, until } from '../../support/mqtt.ts';
import { createListeningApp } from '../../support/ota.ts';
import { signIn } from '../../support/social-services.ts';

/**
 * The FastBee app's MQTT client (common/mqttTool.js) against a listening Linli: mqtt.js 3.0.0, the very
 * library the app bundles, over WebSocket on `/mqtt` with the app's options, subscribing what
 * pages/tabBar/home/index.vue and pagesA/home/device/index.vue subscribe, and a real device client (the
 * simulator) on the device side. Every handler of the app JSON.parses every payload it gets.
 */

type AppMqtt = ReturnType<typeof mqtt.connect>;
interface Heard {
  topic: string;
  text: string;
}

let t: TestApp;
let url: string;
const open: { end(force?: boolean): unknown }[] = [];
const sims: SimDevice[] = [];
beforeAll(async () => {
  t = await createListeningApp();
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mqtt`;
});
afterAll(async () => {
  for (const client of open) client.end(true);
  for (const sim of sims) await sim.stop();
  await t.close();
});

/** common/mqttTool.js#connect, with its options exactly (`cleanSession` is not an mqtt.js option). */
async function connectLikeTheApp(token: string): Promise<{ client: AppMqtt; heard: Heard[] }> {
  const client = mqtt.connect(url, {
    clientId: `phone-${Math.random().toString(16).substr(2)}`,
    username: 'fastbee',
    password: token,
    cleanSession: true,
    keepalive: 30,
    connectTimeout: 60000,
  } as Parameters<typeof mqtt.connect>[1]);
  open.push(client);
  const heard: Heard[] = [];
  client.on('message', (topic: string, message: Buffer) => heard.push({ topic, text: message.toString() }));
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('error', reject);
  });
  return { client, heard };
}

/**
 * mqttTool.js#subscribe: an array of topics with {qos: 0}; the granted QoS of each topic sent (128 =
 * refused). mqtt.js 3.0.0 leaves out a topic the client already has.
 */
function subscribe(client: AppMqtt, topics: string[]): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    client.subscribe(topics, { qos: 0 }, (error: Error | null, granted: { topic: string; qos: number }[]) =>
      error ? reject(error) : resolve(Object.fromEntries(granted.map((g) => [g.topic, g.qos]))),
    );
  });
}

/** pagesA/home/device/index.vue#mqttSubscribe and the home's status topic of the same device. */
const pageTopics = (productId: number, serialNumber: string) => {
  const prefix = `/${productId}/${serialNumber}`;
  return [
    `${prefix}/status/post`,
    `${prefix}/monitor/post`,
    `${prefix}/service/reply`,
    `${prefix}/ws/service`,
  ];
};

const parsed = (heard: Heard[], suffix: string) =>
  heard.filter((h) => h.topic.endsWith(suffix)).map((h) => JSON.parse(h.text));

describe('common/mqttTool.js with mqtt.js 3.0.0 over ws://…/mqtt', () => {
  it('the home and device page hear status and values live, every payload JSON', async () => {
    const owner = await ownerWithDevice(t);
    const { client, heard } = await connectLikeTheApp(owner.token);
    const topics = pageTopics(owner.productId, owner.serialNumber);
    // pages/tabBar/home/index.vue#mqttSubscribe: the status topic of each listed device.
    expect(await subscribe(client, [topics[0]!])).toEqual({ [topics[0]!]: 0 });
    // The device page's four; Linli never publishes on `/service/reply` (its topic tree has no such topic),
    // so that one is refused, which mqttTool.js counts as subscribed all the same (it checks granted.length).
    expect(await subscribe(client, topics)).toEqual({ [topics[1]!]: 0, [topics[2]!]: 128, [topics[3]!]: 0 });

    const sim = await connectSim(t, owner);
    sims.push(sim);
    // Online, then its /info/post (rssi -60): the home's card sets status, isShadow and rssi from these.
    const online = await until(() =>
      parsed(heard, '/status/post').find((m) => m.status === 3 && m.rssi === -60),
    );
    expect(online).toEqual({ status: 3, isShadow: 0, rssi: -60 });
    expect(typeof online.rssi).toBe('number');

    // A property report: status/base.vue sets `.shadow = value` for each {id, value} of /ws/service.
    await sim.report([{ id: 'power', value: '12.5' }]);
    const values = await until(() =>
      parsed(heard, '/ws/service').find((items) => items.some((i: { id: string }) => i.id === 'power')),
    );
    expect(Array.isArray(values)).toBe(true);
    expect(values).toContainEqual(expect.objectContaining({ id: 'power', value: '12.5' }));

    // A control tapped in the app goes over HTTP; the device applies it and the page hears the new value.
    const app = new FastbeeAppClient(t);
    app.token = owner.token;
    const invoked = await app.post('/iot/runtime/service/invoke', {
      serialNumber: owner.serialNumber,
      productId: owner.productId,
      remoteCommand: { switch: '1' },
      identifier: 'switch',
      modelName: '开关',
      isShadow: false,
      type: 2,
    });
    expect(invoked.code, invoked.msg).toBe(200);
    await until(() =>
      parsed(heard, '/ws/service').some((items) =>
        items.some((i: { id: string; value: string }) => i.id === 'switch' && i.value === '1'),
      ),
    );
    expect(sim.received.flat()).toContainEqual(expect.objectContaining({ id: 'switch', value: '1' }));

    // The device goes: offline status, still JSON.
    await sim.stop();
    sims.splice(sims.indexOf(sim), 1);
    await until(() => parsed(heard, '/status/post').some((m) => m.status === 4));
    for (const message of heard) expect(() => JSON.parse(message.text), message.topic).not.toThrow();
    expect(client.connected).toBe(true);
  });

  it('a publish on a legacy topic is dropped and the app stays connected', async () => {
    const owner = await ownerWithDevice(t);
    const sim = await connectSim(t, owner);
    sims.push(sim);
    const { client, heard } = await connectLikeTheApp(owner.token);
    await subscribe(client, pageTopics(owner.productId, owner.serialNumber));
    const legacy = `/${owner.productId}/${owner.serialNumber}/function-online/get`;
    let refusal: { disconnected: boolean } | undefined;
    const stop = t.broker!.onPublishRefused((clientId, topic, disconnected) => {
      if (clientId === client.options.clientId && topic === legacy) refusal = { disconnected };
    });
    try {
      client.publish(legacy, '[{"id":"switch","value":"1"}]', { qos: 0 });
      expect(await until(() => refusal)).toEqual({ disconnected: false });
    } finally {
      stop();
    }
    expect(sim.received.flat()).not.toContainEqual(expect.objectContaining({ id: 'switch' }));
    // Still connected and still hearing the device.
    await sim.report([{ id: 'voltage', value: '221' }]);
    await until(() =>
      parsed(heard, '/ws/service').some((items) => items.some((i: { id: string }) => i.id === 'voltage')),
    );
    expect(client.connected).toBe(true);
  });

  it("a stranger's token cannot subscribe another user's device topics and hears nothing", async () => {
    const owner = await ownerWithDevice(t);
    const stranger = await signIn(t);
    const { client, heard } = await connectLikeTheApp(stranger.token);
    const refused = await subscribe(client, pageTopics(owner.productId, owner.serialNumber));
    expect(Object.values(refused)).toEqual([128, 128, 128, 128]);
    const sim = await connectSim(t, owner);
    sims.push(sim);
    await sim.report([{ id: 'power', value: '3' }]);
    // The owner's own app hears the same report, so it has been pushed by the time the stranger is asked.
    const { client: ownerApp, heard: ownerHeard } = await connectLikeTheApp(owner.token);
    await subscribe(ownerApp, pageTopics(owner.productId, owner.serialNumber));
    await sim.report([{ id: 'power', value: '4' }]);
    await until(() => parsed(ownerHeard, '/ws/service').length > 0);
    expect(heard).toEqual([]);
  });

  it('a wrong token is refused at connect', async () => {
    const client = mqtt.connect(url, {
      clientId: `phone-${Math.random().toString(16).substr(2)}`,
      username: 'fastbee',
      password: 'token',
      reconnectPeriod: 0,
    });
    open.push(client);
    const outcome = await new Promise<string>((resolve) => {
      client.once('connect', () => resolve('connected'));
      client.once('error', () => resolve('refused'));
      client.once('close', () => resolve('refused'));
    });
    expect(outcome).toBe('refused');
  });
});
