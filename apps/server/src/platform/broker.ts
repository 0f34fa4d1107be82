import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import { type BrokerLimits, limitedConnections } from './broker-limits.ts';
import {
  type BrokerIdentity,
  type BrokerListener,
  type BrokerPolicy,
  isAppClientId,
} from './broker-policy.ts';
import { type Clock, systemClock } from './clock.ts';
import { DROPPED_TOPIC, type RefusalListener, RefusedPublishes, refusalGuard } from './refused-publishes.ts';
import { coalesceWrites } from './socket-writes.ts';

const BAD_USERNAME_OR_PASSWORD = 4;
const SERVER_UNAVAILABLE = 3;

/** The remote address of a TCP or WebSocket client ('' when the stream does not say). */
function addressOf(client: Client): string {
  const { conn, req } = client as Client & {
    conn?: { remoteAddress?: string };
    req?: { socket?: { remoteAddress?: string } };
  };
  return conn?.remoteAddress ?? req?.socket?.remoteAddress ?? '';
}

/** A socket that has not logged in within this long is closed. */
const CONNECT_TIMEOUT_MS = 10_000;

/** Without configuration (tests, tools): the defaults of MQTT_MAX_PACKET_KIB and MQTT_MAX_CONNECTIONS_PER_ADDRESS. */
export const DEFAULT_BROKER_LIMITS: BrokerLimits = {
  maxPacketBytes: 256 * 1024,
  maxConnectionsPerAddress: 1000,
};

interface Session {
  identity: BrokerIdentity;
  id: number;
  /**
   * The answers to this connection's publish checks, in arrival order. aedes checks every packet of one TCP
   * read at once, so an async check (a database lookup, storing a report) could finish out of order and
   * forward "on, off" as "off, on"; answering in order keeps MQTT's per-client ordering.
   */
  publishes: Promise<void>;
  /** Its publishes refused so far (refused-publishes.ts: dropped, and a flood disconnected). */
  refused: RefusedPublishes;
  /**
   * Settles when the listener has handled the connect. aedes announces a connection without waiting for its
   * handler, and a device publishes right after CONNACK (its `/info/post` first): handled at the same time,
   * the info's status push could read the device as still offline, and a quick disconnect could be noted
   * before the connect, leaving it online. Its messages and its disconnect wait for this.
   */
  connectHandled: Promise<void>;
  settleConnect: () => void;
}

export interface EmbeddedBroker {
  aedes: Aedes;
  /** TCP port actually bound (MQTT_PORT, or the one the OS chose for 0). */
  port: number;
  host: string;
  /** Publishes as the server (QoS 0, not retained). */
  publish(topic: string, payload: string): Promise<void>;
  /** Closes the live session of a client id, if any. */
  disconnect(clientId: string): void;
  /** Hears each refused publish (tests watch here: a dropped one leaves no other trace); answers "stop". */
  onPublishRefused(listener: RefusalListener): () => void;
  /**
   * Closes every live session whose identity matches and forgets its stored subscriptions, so a client
   * with a persistent session cannot get them back without passing the ACL again (a revoked share).
   */
  disconnectWhere(match: (identity: BrokerIdentity) => boolean): Promise<number>;
  /**
   * Closes every app connection subscribed to a topic under `prefix` (a deleted device's): what it was
   * allowed to read no longer exists, and the serial may come back with another owner.
   */
  disconnectAppsSubscribedUnder(prefix: string): Promise<number>;
  /** Takes a connection (TCP or the WebSocket at /mqtt) within the per-address and packet-size limits. */
  accept(stream: Duplex, address: string, request?: IncomingMessage): void;
  /** Forgets every retained message on a topic under `prefix` (a device deleted or its shares changed). */
  clearRetainedUnder(prefix: string): Promise<number>;
  /** The login sessions behind the live app connections (one entry per connection). */
  appSessionIds(): string[];
  isConnected(clientId: string): boolean;
  /**
   * Scale-out (external broker): whether a device is online anywhere in the cluster. Absent for the
   * embedded broker, where the gateway's own sessions answer.
   */
  deviceOnline?(deviceId: number): boolean;
  close(): Promise<void>;
}

function describe(identity: BrokerIdentity | undefined): string {
  if (!identity) return 'unauthenticated';
  return identity.kind === 'app' ? `user ${identity.user.userId}` : `device ${identity.serialNumber}`;
}

export async function startEmbeddedBroker(options: {
  host: string;
  port: number;
  policy: BrokerPolicy;
  listener?: BrokerListener;
  log: FastifyBaseLogger;
  /** Listen on TCP (default). Scale-out nodes keep a local broker for app WebSockets only. */
  tcp?: boolean;
  limits?: BrokerLimits;
  /** Time of the refused-publish window (the app's clock, so tests move it). */
  clock?: Clock;
}): Promise<EmbeddedBroker> {
  const { policy, log, listener } = options;
  const sessions = new WeakMap<Client, Session>();
  // A refused publish is dropped (refused-publishes.ts); a client flooding refusals is disconnected.
  const refusals = refusalGuard(options.clock ?? systemClock, log);
  let sequence = 0;
  // Listener failures are logged, never thrown into aedes: one bad message must not drop other clients.
  const safely = (what: string, run: () => Promise<void> | void): Promise<void> =>
    Promise.resolve()
      .then(run)
      .catch((error: unknown) => log.error({ err: error }, `MQTT ${what} handling failed`));

  // 'refused': the policy says no (refusalGuard). An error disconnects the client (aedes' answer to one).
  const checkPublish = async (
    identity: BrokerIdentity,
    packet: { topic: string; payload: string | Buffer },
  ): Promise<Error | null | 'refused'> => {
    let allowed = false;
    try {
      allowed = await policy.canPublish(identity, packet.topic, packet.payload as Buffer);
    } catch (error) {
      log.error({ err: error }, 'MQTT publish check failed');
    }
    if (!allowed) return 'refused';
    // A device's report is stored BEFORE aedes acknowledges it (it sends PUBACK right after this
    // check): a QoS 1 report the device saw acknowledged survives a crash. If storing fails, the
    // publish is refused, the device is disconnected and resends it when it reconnects.
    if (identity.kind === 'device' && listener) {
      try {
        await listener.published(identity, packet.topic, packet.payload as Buffer);
      } catch (error) {
        log.error({ err: error, topic: packet.topic }, 'MQTT device message not stored');
        return new Error('Not stored');
      }
    }
    return null;
  };

  const aedes = await Aedes.createBroker({
    // A socket that never logs in is closed after this long (aedes' default is 30 s).
    connectTimeout: CONNECT_TIMEOUT_MS,
    // An app connection never keeps a session (clean session forced): subscriptions stored with an old
    // login's rights would come back on a reconnect without being checked again.
    preConnect: (_client, packet, done) => {
      if (isAppClientId(packet.clientId)) packet.clean = true;
      done(null, true);
    },
    authenticate: (client, username, password, done) => {
      policy
        .authenticate(client.id, username, password?.toString('utf8'), addressOf(client))
        .then((identity) => {
          if (!identity) {
            log.warn({ clientId: client.id }, 'MQTT connection refused: bad credentials');
            const error = Object.assign(new Error('Bad username or password'), {
              returnCode: BAD_USERNAME_OR_PASSWORD,
            });
            return done(error as AuthenticateError, false);
          }
          sequence += 1;
          let settleConnect = () => {};
          const connectHandled = listener
            ? new Promise<void>((resolve) => {
                settleConnect = resolve;
              })
            : Promise.resolve();
          sessions.set(client, {
            identity,
            id: sequence,
            publishes: Promise.resolve(),
            refused: new RefusedPublishes(),
            connectHandled,
            settleConnect,
          });
          done(null, true);
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'MQTT authentication failed');
          done(
            Object.assign(new Error('Server unavailable'), {
              returnCode: SERVER_UNAVAILABLE,
            }) as AuthenticateError,
            false,
          );
        });
    },
    authorizePublish: (client, packet, done) => {
      const session = client ? sessions.get(client) : undefined;
      if (!session) return done(new Error('Not authorised'));
      const { identity } = session;
      // An app never leaves a retained message: one on a device's command topic would be replayed to the
      // device on every reconnect, long after the sender lost the right to command it.
      if (identity.kind === 'app') packet.retain = false;
      // Checks run at once (storing reports batches across them); their answers go back in arrival order.
      // A device's wait until its connect is handled (Session.connectHandled).
      const verdict =
        identity.kind === 'device'
          ? session.connectHandled.then(() => checkPublish(identity, packet))
          : checkPublish(identity, packet);
      session.publishes = session.publishes
        .then(() => verdict)
        .then((answer) =>
          done(
            answer === 'refused'
              ? refusals.refuse(client?.id ?? '', describe(identity), session, packet)
              : answer,
          ),
        )
        .catch((error: unknown) => log.error({ err: error }, 'MQTT publish check failed'));
    },
    authorizeSubscribe: (client, subscription, done) => {
      const identity = sessions.get(client)?.identity;
      if (!identity) return done(null, null);
      Promise.resolve(policy.canSubscribe(identity, subscription.topic))
        .catch((error: unknown) => {
          log.error({ err: error }, 'MQTT subscribe check failed');
          return false;
        })
        .then((allowed) => {
          if (!allowed)
            log.warn({ who: describe(identity), topic: subscription.topic }, 'MQTT subscription refused');
          // A refused subscription is answered with a failure code, not a dropped connection.
          done(null, allowed ? subscription : null);
        });
    },
    // A dropped publish (refusalGuard) is never delivered, whoever might listen.
    authorizeForward: (_client, packet) => (packet.topic === DROPPED_TOPIC ? null : packet),
  });

  // Live clients by id: the newest session of an id replaces an older one.
  const live = new Map<string, Client>();
  aedes.on('client', (client) => live.set(client.id, client));
  aedes.on('clientDisconnect', (client) => {
    if (live.get(client.id) === client) live.delete(client.id);
  });
  if (listener) {
    aedes.on('client', (client) => {
      const session = sessions.get(client);
      if (session)
        void safely('connect', () => listener.connected(session.identity, session.id)).then(
          session.settleConnect,
        );
    });
    aedes.on('clientDisconnect', (client) => {
      const session = sessions.get(client);
      if (session)
        void session.connectHandled.then(() =>
          safely('disconnect', () => listener.disconnected(session.identity, session.id)),
        );
    });
    aedes.on('subscribe', (subscriptions, client) => {
      const session = sessions.get(client);
      const topics = subscriptions.map((s) => s.topic);
      if (session) safely('subscribe', () => listener.subscribed(session.identity, topics));
    });
    aedes.on('publish', (packet, client) => {
      const session = client ? sessions.get(client) : undefined;
      // Device messages were handled while authorising them (above); app messages are handled here. A
      // dropped publish is heard by nobody.
      if (!session || session.identity.kind === 'device' || packet.topic === DROPPED_TOPIC) return;
      safely('message', () => listener.published(session.identity, packet.topic, packet.payload as Buffer));
    });
  }
  aedes.on('keepaliveTimeout', (client) => log.info({ clientId: client.id }, 'MQTT keep-alive expired'));
  aedes.on('clientError', (client, error) =>
    log.debug({ clientId: client.id, err: error }, 'MQTT client error'),
  );

  const accept = limitedConnections(aedes, options.limits ?? DEFAULT_BROKER_LIMITS);
  const server =
    options.tcp === false
      ? undefined
      : net.createServer((socket) =>
          accept(coalesceWrites(socket.setNoDelay(true)), socket.remoteAddress ?? ''),
        );
  if (server) {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => resolve());
    });
  }
  /** Closes the chosen live clients and forgets their stored subscriptions; answers how many. */
  const cut = async (chosen: (client: Client) => boolean): Promise<number> => {
    const clients = [...live.values()].filter(chosen);
    for (const client of clients) {
      client.close();
      // aedes' typings omit its persistence; cleanSubscriptions is part of its documented interface.
      const store = (aedes as unknown as { persistence: { cleanSubscriptions(c: Client): Promise<void> } })
        .persistence;
      await store.cleanSubscriptions(client);
    }
    return clients.length;
  };
  const address = server?.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    aedes,
    port,
    host: options.host,
    publish: (topic, payload) =>
      new Promise<void>((resolve, reject) => {
        aedes.publish(
          { cmd: 'publish', topic, payload: Buffer.from(payload), qos: 0, retain: false, dup: false },
          (error) => (error ? reject(error) : resolve()),
        );
      }),
    disconnect: (clientId) => {
      live.get(clientId)?.close();
    },
    onPublishRefused: (hear) => refusals.listen(hear),
    disconnectWhere: (match) =>
      cut((client) => {
        const identity = sessions.get(client)?.identity;
        return identity !== undefined && match(identity);
      }),
    disconnectAppsSubscribedUnder: (prefix) =>
      cut(
        (client) =>
          sessions.get(client)?.identity.kind === 'app' &&
          // aedes keeps a client's granted subscriptions by topic filter; its typings omit the field.
          Object.keys((client as Client & { subscriptions: Record<string, unknown> }).subscriptions).some(
            (topic) => topic.startsWith(prefix),
          ),
      ),
    appSessionIds: () =>
      [...live.values()].flatMap((client) => {
        const identity = sessions.get(client)?.identity;
        return identity?.kind === 'app' ? [identity.user.sessionId] : [];
      }),
    clearRetainedUnder: async (prefix) => {
      // aedes' typings omit its persistence; these calls are part of its documented interface.
      const store = (
        aedes as unknown as {
          persistence: {
            createRetainedStream(pattern: string): AsyncIterable<{ topic: string }>;
            storeRetained(packet: { topic: string; payload: Buffer }): Promise<void>;
          };
        }
      ).persistence;
      const topics: string[] = [];
      for await (const packet of store.createRetainedStream(`${prefix}#`)) topics.push(packet.topic);
      // An empty retained payload deletes the retained message (MQTT 3.1.1 §3.3.1.3).
      for (const topic of topics) await store.storeRetained({ topic, payload: Buffer.alloc(0) });
      return topics.length;
    },
    accept,
    isConnected: (clientId) => live.has(clientId),
    close: async () => {
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
      if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
