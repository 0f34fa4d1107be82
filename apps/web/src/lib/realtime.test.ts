import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { brokerUrl, createRealtime, MQTT_CONNECT_TIMEOUT_MS, MQTT_KEEPALIVE_S } from './realtime.ts';

/** A stand-in for mqtt.js's client: records calls, lets the test emit the broker's events. */
class FakeClient extends EventEmitter {
  connected = false;
  subscribe = vi.fn();
  unsubscribe = vi.fn();
  end = vi.fn();
  publish = vi.fn((_topic: string, _payload: string, _opts: unknown, cb: (e?: Error) => void) => cb());
  goOnline() {
    this.connected = true;
    this.emit('connect');
  }
}

function setup(token: string | undefined) {
  const clients: FakeClient[] = [];
  const connect = vi.fn((_url: string, _options: Record<string, unknown>) => {
    const client = new FakeClient();
    clients.push(client);
    return client;
  });
  const realtime = createRealtime({
    load: async () => ({ connect }) as never,
    url: () => 'ws://app.test/mqtt',
    token: () => token,
    random: () => 0.5,
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { realtime, connect, clients, settle };
}

describe('realtime (the MQTT client)', () => {
  it('connects lazily with a phone- client id and the options of docs/product.md "Messaging"', async () => {
    const { realtime, connect, settle } = setup('jwt-token');
    expect(connect).not.toHaveBeenCalled();
    realtime.subscribe(['/1/D1/status/post'], () => {});
    await settle();
    expect(connect).toHaveBeenCalledTimes(1);
    const [url, options] = connect.mock.calls[0] ?? [];
    expect(url).toBe('ws://app.test/mqtt');
    expect(options).toMatchObject({
      username: 'linli',
      password: 'jwt-token',
      clean: true,
      keepalive: MQTT_KEEPALIVE_S,
      connectTimeout: MQTT_CONNECT_TIMEOUT_MS,
    });
    expect(MQTT_KEEPALIVE_S).toBe(30);
    expect(MQTT_CONNECT_TIMEOUT_MS).toBe(60_000);
    expect(String(options?.clientId)).toMatch(/^phone-[0-9a-f]{16}$/);
  });

  it('does not connect without a login token', async () => {
    const { realtime, connect, settle } = setup(undefined);
    realtime.subscribe(['/1/D1/status/post'], () => {});
    await settle();
    expect(connect).not.toHaveBeenCalled();
    expect(realtime.getState()).toBe('idle');
  });

  it('subscribes at QoS 0 on connect and again after every reconnect', async () => {
    const { realtime, clients, settle } = setup('jwt-token');
    realtime.subscribe(['/1/D1/status/post', '/1/D1/ws/service'], () => {});
    await settle();
    const client = clients[0] as FakeClient;
    client.goOnline();
    expect(client.subscribe).toHaveBeenLastCalledWith(['/1/D1/status/post', '/1/D1/ws/service'], { qos: 0 });
    // A topic added while connected is subscribed at once.
    realtime.subscribe(['/2/D2/status/post'], () => {});
    expect(client.subscribe).toHaveBeenLastCalledWith(['/2/D2/status/post'], { qos: 0 });
    // The connection drops and comes back: everything wanted is subscribed again.
    client.connected = false;
    client.emit('close');
    client.emit('reconnect');
    client.goOnline();
    expect(client.subscribe).toHaveBeenLastCalledWith(
      ['/1/D1/status/post', '/1/D1/ws/service', '/2/D2/status/post'],
      { qos: 0 },
    );
  });

  it('reports connect, reconnect, error and close states', async () => {
    const { realtime, clients, settle } = setup('jwt-token');
    const seen: string[] = [];
    realtime.onState((s) => seen.push(s));
    realtime.subscribe(['/1/D1/status/post'], () => {});
    await settle();
    const client = clients[0] as FakeClient;
    client.goOnline();
    client.emit('error', new Error('refused'));
    client.emit('reconnect');
    client.goOnline();
    client.emit('offline');
    expect(seen).toEqual(['connecting', 'connected', 'error', 'reconnecting', 'connected', 'closed']);
    realtime.stop();
    expect(client.end).toHaveBeenCalled();
  });

  it('delivers messages to the listeners of their topic and counts subscriptions', async () => {
    const { realtime, clients, settle } = setup('jwt-token');
    const a = vi.fn();
    const b = vi.fn();
    const offA = realtime.subscribe(['/1/D1/ws/service'], a);
    const offB = realtime.subscribe(['/1/D1/ws/service'], b);
    await settle();
    const client = clients[0] as FakeClient;
    client.goOnline();
    client.emit('message', '/1/D1/ws/service', new TextEncoder().encode('[{"id":"t","value":"1"}]'));
    expect(a).toHaveBeenCalledWith('/1/D1/ws/service', '[{"id":"t","value":"1"}]');
    expect(b).toHaveBeenCalledTimes(1);
    offA();
    await settle();
    expect(client.unsubscribe).not.toHaveBeenCalled();
    offB();
    expect(realtime.topics()).toEqual([]);
    await settle();
    expect(client.unsubscribe).toHaveBeenCalledWith(['/1/D1/ws/service']);
  });

  it('a topic left and wanted again at once (an effect re-running) stays subscribed at the broker', async () => {
    const { realtime, clients, settle } = setup('jwt-token');
    const off = realtime.subscribe(['/user/1/alert'], vi.fn());
    await settle();
    const client = clients[0] as FakeClient;
    client.goOnline();
    client.subscribe.mockClear();
    off();
    const listener = vi.fn();
    realtime.subscribe(['/user/1/alert'], listener);
    await settle();
    // Neither an UNSUBSCRIBE nor a SUBSCRIBE went out: the broker could apply those in either order.
    expect(client.unsubscribe).not.toHaveBeenCalled();
    expect(client.subscribe).not.toHaveBeenCalled();
    client.emit('message', '/user/1/alert', new TextEncoder().encode('{}'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('publishes at QoS 0 only while connected', async () => {
    const { realtime, clients, settle } = setup('jwt-token');
    realtime.subscribe(['/1/D1/status/post'], () => {});
    await settle();
    expect(await realtime.publish('/1/D1/function/get', '[]')).toBe(false);
    const client = clients[0] as FakeClient;
    client.goOnline();
    expect(await realtime.publish('/1/D1/function/get', '[{"id":"switch","value":"1"}]')).toBe(true);
    expect(client.publish).toHaveBeenCalledWith(
      '/1/D1/function/get',
      '[{"id":"switch","value":"1"}]',
      { qos: 0 },
      expect.any(Function),
    );
  });

  it('derives the WebSocket URL from the page', () => {
    expect(brokerUrl({ protocol: 'http:', host: '127.0.0.1:8080' })).toBe('ws://127.0.0.1:8080/mqtt');
    expect(brokerUrl({ protocol: 'https:', host: 'linli.example' })).toBe('wss://linli.example/mqtt');
  });
});
