import {
  buildTopic,
  CLUSTER_TOPIC_PREFIX,
  ClusterTopic,
  clusterSceneMessage,
  DEVICE_STATUS,
  decodeThingPayload,
  NODE_CLIENT_PREFIX,
  parseTopic,
  SHARED_UP_TOPICS,
  STATUS_FILTER,
  sharedFilter,
  Topic,
} from '@linli/contracts';
import type { Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import { type EmbeddedBroker, startEmbeddedBroker } from '../../platform/broker.ts';
import type { BrokerListener, BrokerPolicy } from '../../platform/broker-policy.ts';
import { connectExternalBroker } from '../../platform/external-broker.ts';
import type { Devices } from '../devices/index.ts';
import type { MqttGateway } from './gateway.ts';
import { type DeviceIdentity, deviceIdentities } from './identities.ts';

/** Scenes as the cluster sees them: a change here is announced, a change elsewhere re-read. */
export interface ClusterScenes {
  onChange(listener: (sceneId: number) => void): void;
  reindex(sceneId: number): Promise<void>;
}

export interface ScaleOutBroker extends EmbeddedBroker {
  deviceOnline(deviceId: number): boolean;
  /** A device session came or went at the broker (EMQX client events, see emqx-auth.routes.ts). */
  clientEvent(clientId: string, connected: boolean): Promise<void>;
  /** Resolves once both broker connections are up. */
  ready: Promise<void>;
}

/** Device sessions at the external broker have no number of their own here: one per device. */
const SESSION = 0;
/** How long a node keeps listening for a device's echo after sending it a command. */
export const ECHO_HOLD_MS = 2 * 60_000;

/**
 * A node in scale-out mode (docs/architecture.md "What runs", docs/deploy.md). Devices talk to the external
 * broker; this node takes its share of their reports through shared subscriptions and hands them to THE
 * gateway (same ingest path, same presence handling as the embedded broker). App clients keep connecting to
 * the node's own `/mqtt` WebSocket, a local broker for apps only, under the same policy; what they publish is
 * relayed to the external broker, and what they subscribe to is held there (plain, No Local) and relayed
 * back. Presence is cluster-wide through the status pushes every node already sends: each node hears the
 * others' `/status/post` and keeps who is online.
 */
export async function startScaleOut(deps: {
  url: string;
  nodeId: string;
  shareGroup: string;
  host: string;
  policy: BrokerPolicy;
  gateway: MqttGateway;
  devices: Devices;
  scenes?: ClusterScenes;
  log: FastifyBaseLogger;
}): Promise<ScaleOutBroker> {
  const { gateway, devices, log } = deps;
  const identities = deviceIdentities(devices);
  const online = new Map<number, boolean>();
  for (const id of await devices.devices.onlineIds()) online.set(id, true);
  const deviceOnline = (deviceId: number) => online.get(deviceId) === true;

  // One device's messages are handled in the order they came, whichever way they came.
  const queues = new Map<string, Promise<void>>();
  const inOrder = (key: string, run: () => Promise<void>) => {
    const next = (queues.get(key) ?? Promise.resolve())
      .then(run)
      .catch((error: unknown) => log.error({ err: error, key }, 'scale-out MQTT handling failed'));
    queues.set(key, next);
    void next.finally(() => {
      if (queues.get(key) === next) queues.delete(key);
    });
    return next;
  };

  const comeOnline = async (identity: DeviceIdentity) => {
    if (!deviceOnline(identity.deviceId)) await gateway.connected(identity, SESSION);
  };

  /** A report taken from the shared subscription: the device is evidently connected. */
  const handleShared = async (topic: string, payload: Buffer) => {
    const identity = await identities.ofTopic(topic);
    if (!identity) {
      log.warn({ topic }, 'scale-out: report of an unknown or disabled device dropped');
      return;
    }
    await comeOnline(identity);
    // FastBee devices announce themselves on every connect, after subscribing
    // (docs/fastbee.md "What a device does"): what waited for them (shadow commands, upgrades) goes out as
    // when the embedded broker sees the SUBSCRIBE.
    if (parseTopic(topic)?.suffix === Topic.infoPost)
      await gateway.subscribed(identity, [
        buildTopic(identity.productId, identity.serialNumber, Topic.functionGet),
      ]);
    await gateway.published(identity, topic, payload);
  };

  const notePresence = async (topic: string, payload: Buffer | string) => {
    const parsed = parseTopic(topic);
    const device = parsed && (await devices.devices.findBySerial(parsed.serialNumber));
    if (!device || device.productId !== parsed.productId) return;
    try {
      const message = JSON.parse(payload.toString()) as { status?: unknown };
      online.set(device.id, message.status === DEVICE_STATUS.online);
    } catch {
      // Not a status message: nothing learned.
    }
  };

  const echoes = new Map<string, NodeJS.Timeout>();
  const handleEcho = async (topic: string, payload: Buffer) => {
    const parsed = parseTopic(topic);
    const items = decodeThingPayload(payload);
    const device = parsed && items && (await devices.devices.findBySerial(parsed.serialNumber));
    // A command this node sent waits for this echo, whichever node stores the report.
    if (device && items) devices.commands.onDeviceReport(device.id, items);
  };

  const handlePlain = (topic: string, payload: Buffer) => {
    if (topic.startsWith(CLUSTER_TOPIC_PREFIX)) {
      if (topic !== ClusterTopic.scene || !deps.scenes) return;
      const message = clusterSceneMessage.safeParse(parseJsonSafe(payload));
      if (message.success) void inOrder(topic, () => deps.scenes!.reindex(message.data.sceneId));
      return;
    }
    const forward = () =>
      new Promise<void>((resolve) =>
        local.aedes.publish({ cmd: 'publish', topic, payload, qos: 0, retain: false, dup: false }, () =>
          resolve(),
        ),
      );
    const parsed = parseTopic(topic);
    if (!parsed) {
      void forward();
      return;
    }
    // In order per device, and an app hears a status push only once this node knows it too.
    void inOrder(`${parsed.productId}/${parsed.serialNumber}`, async () => {
      if (parsed.suffix === Topic.statusPost) await notePresence(topic, payload);
      if (echoes.has(topic)) await handleEcho(topic, payload);
      await forward();
    });
  };

  // The local broker: app clients only (devices belong to the external broker), same policy.
  const appPolicy: BrokerPolicy = {
    authenticate: async (clientId, username, password, address) => {
      const identity = await deps.policy.authenticate(clientId, username, password, address);
      return identity?.kind === 'app' ? identity : null;
    },
    canPublish: (identity, topic, payload) => deps.policy.canPublish(identity, topic, payload),
    canSubscribe: (identity, topic) => deps.policy.canSubscribe(identity, topic),
  };
  const relay: BrokerListener = {
    connected: (identity, session) => gateway.connected(identity, session),
    disconnected: (identity, session) => gateway.disconnected(identity, session),
    subscribed: (identity, topics) => gateway.subscribed(identity, topics),
    // A command an app published here, already allowed by the policy: out to the device, then logged.
    published: async (identity, topic, payload) => {
      await connection.publish(topic, payload);
      await gateway.published(identity, topic, payload);
    },
  };
  const local = await startEmbeddedBroker({
    host: deps.host,
    port: 0,
    tcp: false,
    policy: appPolicy,
    listener: relay,
    log,
  });
  const connection = connectExternalBroker({
    url: deps.url,
    nodeId: deps.nodeId,
    clientPrefix: NODE_CLIENT_PREFIX,
    shared: SHARED_UP_TOPICS.map((suffix) => sharedFilter(deps.shareGroup, suffix)),
    permanent: [STATUS_FILTER, `${CLUSTER_TOPIC_PREFIX}#`],
    onShared: (topic, payload) => {
      const parsed = parseTopic(topic);
      void inOrder(parsed ? `${parsed.productId}/${parsed.serialNumber}` : topic, () =>
        handleShared(topic, payload),
      );
    },
    onPlain: handlePlain,
    log,
  });

  holdWhatAppsHear(local, connection, log);

  if (deps.scenes)
    deps.scenes.onChange((sceneId) => {
      connection
        .publish(ClusterTopic.scene, JSON.stringify({ sceneId }))
        .catch((error: unknown) => log.error({ err: error }, 'scale-out: scene change not announced'));
    });

  /** Listens for a device's echo for a while after a command (reset by each further command). */
  const holdEchoes = async (productId: number, serialNumber: string) => {
    for (const suffix of [Topic.functionPost, Topic.propertyPost] as const) {
      const topic = buildTopic(productId, serialNumber, suffix);
      const timer = echoes.get(topic);
      if (timer) clearTimeout(timer);
      else await connection.hold(topic);
      const expiry = setTimeout(() => {
        echoes.delete(topic);
        void connection.release(topic).catch(() => {});
      }, ECHO_HOLD_MS);
      expiry.unref();
      echoes.set(topic, expiry);
    }
  };

  return {
    aedes: local.aedes,
    host: connection.host,
    port: connection.port,
    ready: connection.ready,
    deviceOnline,
    async publish(topic, payload) {
      const parsed = parseTopic(topic);
      if (parsed?.suffix === Topic.statusPost) await notePresence(topic, payload);
      if (parsed?.suffix === Topic.functionGet || parsed?.suffix === Topic.propertyGet)
        await holdEchoes(parsed.productId, parsed.serialNumber);
      // No Local: the external broker does not send this back, so local app clients get it from here.
      await Promise.all([local.publish(topic, payload), connection.publish(topic, payload)]);
    },
    disconnect(clientId) {
      // A device's session lives at the external broker; its authorization is refused from now on.
      local.disconnect(clientId);
    },
    onPublishRefused: (hear) => local.onPublishRefused(hear),
    disconnectWhere: (match) => local.disconnectWhere(match),
    appSessionIds: () => local.appSessionIds(),
    accept: (stream, address, request) => local.accept(stream, address, request),
    clearRetainedUnder: (prefix) => local.clearRetainedUnder(prefix),
    disconnectAppsSubscribedUnder: (prefix) => local.disconnectAppsSubscribedUnder(prefix),
    isConnected: (clientId) => local.isConnected(clientId),
    clientEvent(clientId, connected) {
      return inOrder(`client:${clientId}`, async () => {
        const identity = await identities.ofClient(clientId);
        if (!identity) return;
        if (connected) await comeOnline(identity);
        else if (deviceOnline(identity.deviceId)) await gateway.disconnected(identity, SESSION);
      });
    },
    async close() {
      for (const timer of echoes.values()) clearTimeout(timer);
      echoes.clear();
      await connection.close();
      await local.close();
      await Promise.allSettled([...queues.values()]);
    },
  };
}

/**
 * Holds at the external broker exactly the topics local app clients listen to (counted per client), so
 * a node receives only what its own apps need. Status pushes are held for every device anyway.
 */
function holdWhatAppsHear(
  local: EmbeddedBroker,
  connection: { hold(topic: string): Promise<void>; release(topic: string): Promise<void> },
  log: FastifyBaseLogger,
) {
  const byClient = new Map<Client, Set<string>>();
  const covered = (topic: string) => parseTopic(topic)?.suffix === Topic.statusPost;
  const failed = (error: unknown) => log.error({ err: error }, 'scale-out: relay subscription failed');
  local.aedes.on('subscribe', (subscriptions, client) => {
    const topics = byClient.get(client) ?? new Set<string>();
    byClient.set(client, topics);
    for (const { topic } of subscriptions) {
      if (topics.has(topic) || covered(topic)) continue;
      topics.add(topic);
      connection.hold(topic).catch(failed);
    }
  });
  local.aedes.on('unsubscribe', (unsubscriptions, client) => {
    const topics = byClient.get(client);
    for (const topic of unsubscriptions) {
      if (!topics?.delete(topic)) continue;
      connection.release(topic).catch(failed);
    }
  });
  local.aedes.on('clientDisconnect', (client) => {
    for (const topic of byClient.get(client) ?? []) connection.release(topic).catch(failed);
    byClient.delete(client);
  });
}

function parseJsonSafe(payload: Buffer): unknown {
  try {
    return JSON.parse(payload.toString('utf8'));
  } catch {
    return undefined;
  }
}
