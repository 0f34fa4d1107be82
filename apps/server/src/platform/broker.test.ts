import type { Writable } from 'node:stream';
import Fastify from 'fastify';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appWithAccount, signUp, type TestApp } from '../../test/support/index.ts';
import { appClient, tryConnect } from '../../test/support/mqtt.ts';
import { type BrokerIdentity, type BrokerPolicy, startEmbeddedBroker } from './broker.ts';

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
