import type { Writable } from 'node:stream';
import Fastify from 'fastify';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/support/index.ts';
import { type BrokerIdentity, type BrokerPolicy, startEmbeddedBroker } from './broker.ts';

/** Connects a real MQTT client; resolves 'connected' or the broker's refusal. */
function tryConnect(port: number, clientId: string, password?: string): Promise<'connected' | 'refused'> {
  return new Promise((resolve) => {
    const client = mqtt.connect(`mqtt://127.0.0.1:${port}`, {
      clientId,
      username: 'linli',
      ...(password !== undefined && { password }),
      reconnectPeriod: 0,
      connectTimeout: 5000,
    });
    client.once('connect', () => {
      client.end(true);
      resolve('connected');
    });
    client.once('error', () => {
      client.end(true);
      resolve('refused');
    });
  });
}

describe('embedded MQTT broker: app clients log in with their token', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({}, { broker: true });
    ({ token } = await signUp(t));
  });
  afterAll(() => t.close());

  it('accepts a phone- client with a live token and refuses the rest', async () => {
    const port = t.broker!.port;
    expect(await tryConnect(port, 'phone-abc123', token)).toBe('connected');
    expect(await tryConnect(port, 'web-abc123', `Bearer ${token}`)).toBe('connected');
    expect(await tryConnect(port, 'phone-abc124', 'forged')).toBe('refused');
    expect(await tryConnect(port, 'phone-abc125')).toBe('refused');
    expect(await tryConnect(port, 'somedevice', token)).toBe('refused');
  });

  it('refuses a token once its session is logged out', async () => {
    const { token: other } = await signUp(t);
    expect(await tryConnect(t.broker!.port, 'phone-x1', other)).toBe('connected');
    await t.call('POST', '/logout', { token: other });
    expect(await tryConnect(t.broker!.port, 'phone-x2', other)).toBe('refused');
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
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${t.broker!.port}`, {
      clientId: 'phone-sub',
      username: 'linli',
      password: token,
      reconnectPeriod: 0,
    });
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
