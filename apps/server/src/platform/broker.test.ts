import type { Writable } from 'node:stream';
import { buildTopic, Topic } from '@linli/contracts';
import Fastify from 'fastify';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appOnClock, appWithAccount, signUp, type TestApp } from '../../test/support/index.ts';
import { appClient, mqttUrl, ownerWithDevice, tryConnect, until } from '../../test/support/mqtt.ts';
import { startEmbeddedBroker } from './broker.ts';
import type { BrokerIdentity, BrokerPolicy } from './broker-policy.ts';
import type { FakeClock } from './clock.ts';
import { DROPPED_TOPIC, REFUSED_PUBLISH_LIMIT, REFUSED_PUBLISH_WINDOW_MS } from './refused-publishes.ts';

describe('embedded MQTT broker: app clients log in with their token', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await appWithAccount({}, { broker: true }));
  });
  afterAll(() => t.close());

  it('accepts a phone- client with a live token and refuses the rest', async () => {
    expect(await tryConnect(t, 'phone-abc123', 'linli', token)).toBe('connected');
    expect(await tryConnect(t, 'web-abc123', 'linli', `Bearer ${token}`)).toBe('connected');
    expect(await tryConnect(t, 'phone-abc124', 'linli', 'forged')).toBe('refused');
    expect(await tryConnect(t, 'phone-abc125', 'linli')).toBe('refused');
    expect(await tryConnect(t, 'somedevice', 'linli', token)).toBe('refused');
  });

  it('refuses a token once its session is logged out', async () => {
    const { token: other } = await signUp(t);
    expect(await tryConnect(t, 'phone-x1', 'linli', other)).toBe('connected');
    await t.call('POST', '/logout', { token: other });
    expect(await tryConnect(t, 'phone-x2', 'linli', other)).toBe('refused');
  });

  it('also speaks MQTT over WebSocket at /mqtt on the HTTP port', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = await mqtt.connectAsync(`${address.replace('http', 'ws')}/mqtt`, {
      clientId: 'web-ws1',
      username: 'linli',
      password: token,
      reconnectPeriod: 0,
    });
    expect(client.connected).toBe(true);
    await client.endAsync();
  });

  it('denies topics by default: a subscription nobody granted is refused', async () => {
    const client = await appClient(t, token);
    try {
      // The broker answers the SUBACK with failure code 128, which mqtt.js raises as an error.
      await expect(client.subscribeAsync('/1/DEVICE1/property/post')).rejects.toThrow(/Subscribe error/);
    } finally {
      await client.endAsync();
    }
  });
});

describe('embedded MQTT broker: one client’s messages keep their order', () => {
  it('forwards two publishes sent together in order, even when the first one’s check is slower', async () => {
    // The first check waits on a "database" that answers late; the second answers at once.
    const slowFirst: BrokerPolicy = {
      authenticate: async (clientId) =>
        ({ kind: 'app', user: { userId: 1, clientId } }) as unknown as BrokerIdentity,
      canPublish: async (_identity, _topic, payload) => {
        if (payload.toString() === 'on') await new Promise((resolve) => setTimeout(resolve, 50));
        return true;
      },
      canSubscribe: () => true,
    };
    const broker = await startEmbeddedBroker({
      host: '127.0.0.1',
      port: 0,
      policy: slowFirst,
      log: Fastify({ logger: false }).log,
    });
    const connect = (clientId: string) =>
      mqtt.connectAsync(`mqtt://127.0.0.1:${broker.port}`, { clientId, reconnectPeriod: 0 });
    const listener = await connect('phone-listener');
    const sender = await connect('phone-sender');
    try {
      const heard: string[] = [];
      listener.on('message', (_topic, payload) => heard.push(payload.toString()));
      await listener.subscribeAsync('lamp');
      // Corked: both packets leave in one write, so the broker reads them in one batch.
      const socket = sender.stream as unknown as Writable;
      socket.cork();
      sender.publish('lamp', 'on');
      sender.publish('lamp', 'off');
      socket.uncork();
      await vi.waitFor(() => expect(heard).toHaveLength(2), { timeout: 5000 });
      expect(heard).toEqual(['on', 'off']);
    } finally {
      await Promise.all([listener.endAsync(), sender.endAsync()]);
      await broker.close();
    }
  });
});

describe('embedded MQTT broker: a device connect is handled before its messages and its disconnect', () => {
  it('a message sent right after CONNACK, and a quick disconnect, wait for a slow connect handler', async () => {
    const device = {
      kind: 'device',
      deviceId: 7,
      productId: 1,
      serialNumber: 'SN7',
      clientId: 'SN7',
    } as const;
    const policy: BrokerPolicy = {
      authenticate: async () => device,
      canPublish: () => true,
      canSubscribe: () => true,
    };
    const events: string[] = [];
    const broker = await startEmbeddedBroker({
      host: '127.0.0.1',
      port: 0,
      policy,
      log: Fastify({ logger: false }).log,
      listener: {
        // The "database" behind noting the device online answers late.
        connected: async () => {
          await new Promise((resolve) => setTimeout(resolve, 150));
          events.push('connected');
        },
        disconnected: () => {
          events.push('disconnected');
        },
        published: (_identity, topic) => {
          events.push(`published ${topic}`);
        },
        subscribed: () => {},
      },
    });
    try {
      const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${broker.port}`, {
        clientId: 'SN7',
        reconnectPeriod: 0,
      });
      await client.publishAsync('/1/SN7/info/post', '{"rssi":-60}', { qos: 1 });
      await client.endAsync();
      await vi.waitFor(() => expect(events).toHaveLength(3), { timeout: 5000 });
      expect(events).toEqual(['connected', 'published /1/SN7/info/post', 'disconnected']);
    } finally {
      await broker.close();
    }
  });
});

describe('embedded MQTT broker: a publish to a topic the client may not use', () => {
  let t: TestApp;
  let clock: FakeClock;
  beforeAll(async () => {
    ({ t, clock } = await appOnClock(new Date('2026-11-22T08:00:00Z'), {}, { broker: true }));
  });
  afterAll(() => t.close());

  /** Counts the broker's refusals of one client, and whether one of them disconnected it. */
  const refusalsOf = (client: MqttClient) => {
    const seen = { count: 0, disconnected: false };
    t.broker!.onPublishRefused((clientId, _topic, disconnected) => {
      if (clientId !== client.options.clientId) return;
      seen.count += 1;
      seen.disconnected ||= disconnected;
    });
    return seen;
  };

  it('is dropped without a disconnect: acknowledged, never forwarded or retained, and the next report is stored', async () => {
    const d = await ownerWithDevice(t, 'smart-plug', '客厅插座');
    const topic = (suffix: Parameters<typeof buildTopic>[2]) =>
      buildTopic(d.productId, d.serialNumber, suffix);
    const device = await mqtt.connectAsync(mqttUrl(t), {
      clientId: d.connect.clientId,
      username: d.connect.username,
      password: d.connect.passwd,
      reconnectPeriod: 0,
    });
    const app = await appClient(t, d.token);
    try {
      // The device listens to everything it may hear (its whole subtree), the app to its reports.
      const deviceHeard: string[] = [];
      const appHeard: string[] = [];
      device.on('message', (to) => deviceHeard.push(to));
      app.on('message', (to) => appHeard.push(to));
      await device.subscribeAsync(`/${d.productId}/${d.serialNumber}/#`);
      await app.subscribeAsync(topic(Topic.propertyPost));
      const deviceRefused = refusalsOf(device);
      const appRefused = refusalsOf(app);

      // PRO's free-message topic from the device, QoS 1 and retained: acknowledged (the publish resolves
      // on PUBACK), then dropped.
      const odd = `/${d.productId}/${d.serialNumber}/message/post`;
      await device.publishAsync(odd, 'free text', { qos: 1, retain: true });
      await until(() => deviceRefused.count === 1);
      // The FastBee app's legacy command topic.
      const legacy = `/${d.productId}/${d.serialNumber}/function-online/get`;
      await app.publishAsync(legacy, '[{"id":"switch","value":"1"}]', { qos: 1 });
      await until(() => appRefused.count === 1);
      expect(deviceRefused.disconnected || appRefused.disconnected).toBe(false);

      // Both go on: the device's next report is stored and reaches the app and the device's own listener,
      // after the dropped ones would have, had they been forwarded.
      await device.publishAsync(topic(Topic.propertyPost), '[{"id":"power","value":"12.5"}]', { qos: 1 });
      await until(() => appHeard.includes(topic(Topic.propertyPost)));
      await until(() => deviceHeard.includes(topic(Topic.propertyPost)));
      // (The device's subtree also carries the server's pushes to apps: status, ws/service.)
      expect(deviceHeard.filter((to) => to === odd || to === legacy || to === DROPPED_TOPIC)).toEqual([]);
      expect(appHeard).toEqual([topic(Topic.propertyPost)]);
      const values = await t.container.iot.devices.state.storedValues(d.deviceId);
      expect(values.map((v) => [v.id, v.value])).toEqual([['power', '12.5']]);
      expect(device.connected && app.connected).toBe(true);

      // Nothing was retained, under its own topic or the one it was dropped to.
      const store = (
        t.broker!.aedes as unknown as {
          persistence: { createRetainedStream(pattern: string): AsyncIterable<{ topic: string }> };
        }
      ).persistence;
      const retained: string[] = [];
      for (const pattern of ['#', '$SYS/#'])
        for await (const packet of store.createRetainedStream(pattern)) retained.push(packet.topic);
      expect(retained.filter((r) => r === odd || r === DROPPED_TOPIC)).toEqual([]);
    } finally {
      await Promise.all([device.endAsync(), app.endAsync()]);
    }
  });

  it(`disconnects a client refused more than ${REFUSED_PUBLISH_LIMIT} times within ${REFUSED_PUBLISH_WINDOW_MS / 1000} s, not one refused as often over a longer time`, async () => {
    const { token } = await signUp(t);
    const client = await appClient(t, token);
    const refused = refusalsOf(client);
    const publishOdd = (n: number) => {
      for (let i = 0; i < n; i++) client.publish(`/1/NOBODY/odd/${i}`, 'x');
    };
    publishOdd(REFUSED_PUBLISH_LIMIT);
    await until(() => refused.count === REFUSED_PUBLISH_LIMIT);
    // A window later, as many again: never more than the limit within one window.
    clock.advance(REFUSED_PUBLISH_WINDOW_MS + 1000);
    publishOdd(REFUSED_PUBLISH_LIMIT);
    await until(() => refused.count === 2 * REFUSED_PUBLISH_LIMIT);
    expect(refused.disconnected).toBe(false);
    expect(client.connected).toBe(true);
    // One more inside this window is a flood: the client is cut off.
    publishOdd(1);
    await until(() => refused.disconnected);
    await until(() => !client.connected);
    client.end(true);
  });
});
