import type { IClientOptions, MqttClient } from 'mqtt';
import { useSyncExternalStore } from 'react';
import { getToken, subscribeLifeData } from './storage.ts';

/**
 * THE MQTT client of the web app (docs/architecture.md "Layout", docs/product.md "Messaging",
 * docs/fastbee.md "App MQTT client"): mqtt.js loaded on first use (never in the first load), MQTT over
 * WebSocket at the same origin's `/mqtt`, a random `phone-` client id, the login token as password, clean
 * session, keep-alive 30 s, connect timeout 60 s, QoS 0 subscriptions to concrete topics only (the broker
 * refuses wildcards). Subscriptions are counted, so two screens may listen to the same topic; after every
 * (re)connect all current topics are subscribed again.
 */

/** docs/product.md "Messaging": keep-alive 30 s, connect timeout 60 s. */
export const MQTT_KEEPALIVE_S = 30;
export const MQTT_CONNECT_TIMEOUT_MS = 60_000;
/** Wait between reconnect attempts (mqtt.js retries for as long as someone listens). */
export const MQTT_RECONNECT_PERIOD_MS = 3_000;
export const MQTT_WS_PATH = '/mqtt';
export const APP_CLIENT_ID_PREFIX = 'phone-';
/** MQTT 3.1.1 needs a user name whenever a password is sent; the broker reads only the token. */
export const MQTT_USERNAME = 'linli';

/**
 * The messaging client states of docs/product.md "Messaging" (connect, reconnect, error, close) plus 'idle'
 * before the first use.
 */
export type RealtimeState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'error' | 'closed';

export type MessageListener = (topic: string, payload: string) => void;
export type StateListener = (state: RealtimeState) => void;

type MqttModule = Pick<typeof import('mqtt'), 'connect'>;

export interface RealtimeOptions {
  /** How mqtt.js is loaded (tests pass a fake). */
  load?: () => Promise<MqttModule>;
  /** The broker URL (default: ws(s)://same-origin/mqtt). */
  url?: () => string;
  token?: () => string | undefined;
  random?: () => number;
}

/**
 * mqtt.js's browser ESM build has only a default export (its CommonJS exports object); Node's build has
 * named exports. Either way `connect` is found.
 */
async function loadMqtt(): Promise<MqttModule> {
  const mod = (await import('mqtt')) as Partial<MqttModule> & { default?: MqttModule };
  if (typeof mod.connect === 'function') return mod as MqttModule;
  if (mod.default && typeof mod.default.connect === 'function') return mod.default;
  throw new Error('mqtt.js has no connect()');
}

export function phoneClientId(random: () => number = Math.random): string {
  let hex = '';
  while (hex.length < 16)
    hex += Math.floor(random() * 0x10000)
      .toString(16)
      .padStart(4, '0');
  return `${APP_CLIENT_ID_PREFIX}${hex}`;
}

export function brokerUrl(location: Pick<Location, 'protocol' | 'host'> = globalThis.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${MQTT_WS_PATH}`;
}

export function connectOptions(clientId: string, token: string): IClientOptions {
  return {
    clientId,
    username: MQTT_USERNAME,
    password: token,
    clean: true,
    keepalive: MQTT_KEEPALIVE_S,
    connectTimeout: MQTT_CONNECT_TIMEOUT_MS,
    reconnectPeriod: MQTT_RECONNECT_PERIOD_MS,
    protocolVersion: 4,
    // We resubscribe ourselves on every 'connect', so the topics are always the current ones.
    resubscribe: false,
    // The default 'auto' starts keep-alive timers in a blob: worker, which the app's CSP (worker-src 'self')
    // refuses; plain timers are enough for a foreground page.
    timerVariant: 'native',
  };
}

export interface Realtime {
  /** Listens to concrete topics; connects on first use. Returns the unsubscribe. */
  subscribe(topics: readonly string[], listener: MessageListener): () => void;
  /** Publishes at QoS 0; resolves false when not connected or the write failed. */
  publish(topic: string, payload: string): Promise<boolean>;
  getState(): RealtimeState;
  onState(listener: StateListener): () => void;
  /** Ends the connection (logout); the next subscribe connects again. */
  stop(): void;
  /** Topics currently wanted (for tests and diagnostics). */
  topics(): string[];
}

export function createRealtime(options: RealtimeOptions = {}): Realtime {
  const load = options.load ?? loadMqtt;
  const url = options.url ?? (() => brokerUrl());
  const token = options.token ?? getToken;
  const random = options.random ?? Math.random;

  const counts = new Map<string, number>();
  /** Topics nobody wants any more, unsubscribed at the end of the current task unless wanted again. */
  const leaving = new Set<string>();
  const listeners = new Map<string, Set<MessageListener>>();
  const stateListeners = new Set<StateListener>();
  let state: RealtimeState = 'idle';
  let client: MqttClient | undefined;
  let clientToken: string | undefined;
  let starting: Promise<void> | undefined;
  let generation = 0;

  const setState = (next: RealtimeState) => {
    if (next === state) return;
    state = next;
    for (const listener of stateListeners) listener(next);
  };

  const wanted = () => [...counts.keys()];

  const flushLeaving = () => {
    const removed = [...leaving].filter((topic) => !counts.has(topic));
    leaving.clear();
    if (client?.connected && removed.length > 0) client.unsubscribe(removed);
  };

  const resubscribe = (c: MqttClient) => {
    const topics = wanted();
    if (topics.length > 0) c.subscribe(topics, { qos: 0 });
  };

  const end = () => {
    generation += 1;
    starting = undefined;
    const old = client;
    client = undefined;
    clientToken = undefined;
    old?.removeAllListeners();
    old?.end(true);
  };

  const start = (): Promise<void> => {
    const password = token();
    if (!password) return Promise.resolve();
    if (client && clientToken === password) return Promise.resolve();
    if (starting) return starting;
    if (client) end();
    const mine = generation;
    setState('connecting');
    starting = load()
      .then((mqtt) => {
        if (mine !== generation) return;
        const c = mqtt.connect(url(), connectOptions(phoneClientId(random), password));
        client = c;
        clientToken = password;
        c.on('connect', () => {
          setState('connected');
          resubscribe(c);
        });
        c.on('reconnect', () => setState('reconnecting'));
        c.on('error', () => setState('error'));
        c.on('close', () => {
          if (state !== 'error' && state !== 'reconnecting') setState('closed');
        });
        c.on('offline', () => setState('closed'));
        c.on('message', (topic, payload) => {
          const set = listeners.get(topic);
          if (!set || set.size === 0) return;
          const text = typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
          for (const listener of [...set]) listener(topic, text);
        });
      })
      .catch(() => {
        if (mine === generation) setState('error');
      })
      .finally(() => {
        if (mine === generation) starting = undefined;
      });
    return starting;
  };

  // A new login (or logout) ends the old connection: the broker knows a client by its token.
  if (typeof window !== 'undefined' && !options.token) {
    subscribeLifeData(() => {
      if (!client && !starting) return;
      if (token() === clientToken) return;
      end();
      setState('closed');
      if (token() && counts.size > 0) void start();
    });
  }

  return {
    subscribe(topics, listener) {
      const added: string[] = [];
      for (const topic of topics) {
        const n = counts.get(topic) ?? 0;
        counts.set(topic, n + 1);
        // Left a moment ago and wanted again (a screen's effect re-ran): the broker still has it.
        if (n === 0 && !leaving.delete(topic)) added.push(topic);
        const set = listeners.get(topic) ?? new Set<MessageListener>();
        set.add(listener);
        listeners.set(topic, set);
      }
      if (client?.connected && added.length > 0) client.subscribe(added, { qos: 0 });
      else void start();
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        for (const topic of topics) {
          listeners.get(topic)?.delete(listener);
          const n = (counts.get(topic) ?? 1) - 1;
          if (n <= 0) {
            counts.delete(topic);
            listeners.delete(topic);
            leaving.add(topic);
          } else counts.set(topic, n);
        }
        // Not at once: an UNSUBSCRIBE followed by a SUBSCRIBE of the same topic (an effect that re-runs) may
        // be applied by the broker in the other order, and the topic would be lost for good.
        setTimeout(flushLeaving, 0);
      };
    },
    publish(topic, payload) {
      const c = client;
      if (!c?.connected) return Promise.resolve(false);
      return new Promise((resolve) => {
        c.publish(topic, payload, { qos: 0 }, (error) => resolve(!error));
      });
    },
    getState: () => state,
    onState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    stop() {
      end();
      setState('closed');
    },
    topics: wanted,
  };
}

/** The app's one connection. */
export const realtime: Realtime = createRealtime();

/** The connection state as React state. */
export function useRealtimeState(client: Realtime = realtime): RealtimeState {
  return useSyncExternalStore(client.onState, client.getState, client.getState);
}
