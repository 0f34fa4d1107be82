import type { FastifyBaseLogger } from 'fastify';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';

/**
 * A node's two connections to an external MQTT broker (scale-out, docs/deploy.md), MQTT 5:
 * - `in`: shared subscriptions only (`$share/{group}/...`): the broker hands each device report to one
 *   node of the group.
 * - `out`: publishes, and plain subscriptions with No Local, so this node never hears its own messages
 *   back (it delivers those to its local app clients itself) and every node hears everyone else's.
 * Two connections, because a shared and a plain subscription matching one message would otherwise both
 * deliver it to the same client, and No Local is not allowed on shared subscriptions (MQTT 5 §3.8.3.1).
 * Both reconnect forever and subscribe again on every connect (clean start).
 */
export interface ExternalConnection {
  /** Queues a QoS 1 message (see below). */
  publish(topic: string, payload: string | Buffer): Promise<void>;
  /** Counted plain subscriptions: the broker is asked once per topic, and let go when nobody needs it. */
  hold(topic: string): Promise<void>;
  release(topic: string): Promise<void>;
  /** Resolves once both connections are up and subscribed (for logs and tests; nothing waits on it). */
  ready: Promise<void>;
  host: string;
  port: number;
  close(): Promise<void>;
}

export interface ExternalConnectionOptions {
  url: string;
  nodeId: string;
  clientPrefix: string;
  /** Full shared filters (`$share/group/...`). */
  shared: readonly string[];
  /** Plain filters held for the node's whole life (status pushes, cluster messages). */
  permanent: readonly string[];
  onShared(topic: string, payload: Buffer): void;
  onPlain(topic: string, payload: Buffer): void;
  log: FastifyBaseLogger;
}

const RECONNECT_MS = 1000;

export function connectExternalBroker(options: ExternalConnectionOptions): ExternalConnection {
  const { log } = options;
  const url = new URL(options.url);
  const base: IClientOptions = {
    protocolVersion: 5,
    clean: true,
    reconnectPeriod: RECONNECT_MS,
    connectTimeout: 10_000,
    keepalive: 30,
    ...(url.username && { username: decodeURIComponent(url.username) }),
    ...(url.password && { password: decodeURIComponent(url.password) }),
  };
  const brokerUrl = `${url.protocol}//${url.host}`;
  const incoming = mqtt.connect(brokerUrl, {
    ...base,
    clientId: `${options.clientPrefix}${options.nodeId}-in`,
  });
  const outgoing = mqtt.connect(brokerUrl, {
    ...base,
    clientId: `${options.clientPrefix}${options.nodeId}-out`,
  });
  const held = new Map<string, number>();

  const up = (client: MqttClient, name: string, subscribe: () => Promise<void>) =>
    new Promise<void>((resolve) => {
      client.on('connect', () => {
        log.info({ broker: brokerUrl, connection: name }, 'external MQTT broker connected');
        subscribe()
          .then(resolve)
          .catch((error: unknown) => log.error({ err: error }, `external MQTT ${name} subscribe failed`));
      });
      client.on('error', (error) => log.warn({ err: error, connection: name }, 'external MQTT error'));
      client.on('offline', () => log.warn({ connection: name }, 'external MQTT broker unreachable'));
    });

  const plainFilters = () => [...options.permanent, ...held.keys()];
  const ready = Promise.all([
    up(incoming, 'in', async () => {
      if (options.shared.length > 0) await incoming.subscribeAsync([...options.shared], { qos: 1 });
    }),
    up(outgoing, 'out', async () => {
      const filters = plainFilters();
      if (filters.length > 0) await outgoing.subscribeAsync(filters, { qos: 1, nl: true });
    }),
  ]).then(() => undefined);

  incoming.on('message', (topic, payload) => options.onShared(topic, payload));
  outgoing.on('message', (topic, payload) => options.onPlain(topic, payload));

  return {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'mqtts:' ? 8883 : 1883)),
    ready,
    // Resolves once queued, not on the broker's PUBACK: while the broker is unreachable mqtt.js keeps the
    // message and sends it on reconnect, and no request handler waits for the outage to end.
    publish: async (topic, payload) => {
      outgoing.publish(topic, payload, { qos: 1 }, (error) => {
        if (error) log.warn({ err: error, topic }, 'external MQTT publish failed');
      });
    },
    hold: async (topic) => {
      const count = held.get(topic) ?? 0;
      held.set(topic, count + 1);
      // While disconnected the topic is subscribed with the rest on the next connect.
      if (count === 0 && outgoing.connected) await outgoing.subscribeAsync(topic, { qos: 1, nl: true });
    },
    release: async (topic) => {
      const count = held.get(topic) ?? 0;
      if (count > 1) {
        held.set(topic, count - 1);
        return;
      }
      held.delete(topic);
      if (count === 1 && outgoing.connected) await outgoing.unsubscribeAsync(topic);
    },
    close: async () => {
      // Waits for unacknowledged messages only if the broker is there to acknowledge them.
      await Promise.all([incoming, outgoing].map((client) => client.endAsync(!client.connected)));
    },
  };
}
