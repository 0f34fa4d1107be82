import net from 'node:net';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from './request-context.ts';

/**
 * Who may connect and which topics each client may use. Deny by default: until a domain module
 * grants a topic, nobody publishes or subscribes to it.
 */
export interface BrokerPolicy {
  authenticate(
    clientId: string,
    username: string | undefined,
    password: string | undefined,
  ): Promise<BrokerIdentity | null>;
  canPublish(identity: BrokerIdentity, topic: string): boolean;
  canSubscribe(identity: BrokerIdentity, topic: string): boolean;
}

export type BrokerIdentity = { kind: 'app'; user: AuthUser };

const APP_CLIENT_PREFIXES = ['phone-', 'web-'];
const BAD_USERNAME_OR_PASSWORD = 4;

/** App clients (the phone app, the web console) log in with their login token as the password. */
export function appClientPolicy(
  authenticateToken: (token: string) => Promise<AuthUser | null>,
): BrokerPolicy {
  return {
    async authenticate(clientId, _username, password) {
      if (!APP_CLIENT_PREFIXES.some((prefix) => clientId.startsWith(prefix)) || !password) return null;
      const user = await authenticateToken(password.replace(/^Bearer\s+/i, ''));
      return user ? { kind: 'app', user } : null;
    },
    canPublish: () => false,
    canSubscribe: () => false,
  };
}

const identities = new WeakMap<Client, BrokerIdentity>();

export interface EmbeddedBroker {
  aedes: Aedes;
  /** TCP port actually bound (MQTT_PORT, or the one the OS chose for 0). */
  port: number;
  close(): Promise<void>;
}

export async function startEmbeddedBroker(options: {
  host: string;
  port: number;
  policy: BrokerPolicy;
  log: FastifyBaseLogger;
}): Promise<EmbeddedBroker> {
  const { policy, log } = options;
  const aedes = await Aedes.createBroker({
    authenticate: (client, username, password, done) => {
      policy
        .authenticate(client.id, username, password?.toString('utf8'))
        .then((identity) => {
          if (!identity) {
            const error = Object.assign(new Error('Bad username or password'), {
              returnCode: BAD_USERNAME_OR_PASSWORD,
            });
            return done(error as AuthenticateError, false);
          }
          identities.set(client, identity);
          done(null, true);
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'MQTT authentication failed');
          done(Object.assign(new Error('Server unavailable'), { returnCode: 3 }) as AuthenticateError, false);
        });
    },
    authorizePublish: (client, packet, done) => {
      const identity = client ? identities.get(client) : undefined;
      done(identity && policy.canPublish(identity, packet.topic) ? null : new Error('Not authorised'));
    },
    authorizeSubscribe: (client, subscription, done) => {
      const identity = identities.get(client);
      // A refused subscription is answered with a failure code, not a dropped connection.
      done(null, identity && policy.canSubscribe(identity, subscription.topic) ? subscription : null);
    },
  });
  const server = net.createServer(aedes.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    aedes,
    port,
    close: async () => {
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
