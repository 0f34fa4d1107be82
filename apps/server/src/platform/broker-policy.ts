import type { AuthUser } from './request-context.ts';

/**
 * Who may connect and which topics each client may use. Deny by default: a topic nobody grants is
 * refused (docs/architecture.md "MQTT": topic ACLs for every client). Checks may ask the database, so they
 * are async.
 */
export interface BrokerPolicy {
  /** `address`: where the connection comes from ('' when unknown), for limits kept per address. */
  authenticate(
    clientId: string,
    username: string | undefined,
    password: string | undefined,
    address: string,
  ): Promise<BrokerIdentity | null>;
  canPublish(identity: BrokerIdentity, topic: string, payload: Buffer): Promise<boolean> | boolean;
  canSubscribe(identity: BrokerIdentity, topic: string): Promise<boolean> | boolean;
}

export type BrokerIdentity =
  | { kind: 'app'; user: AuthUser }
  | { kind: 'device'; deviceId: number; productId: number; serialNumber: string; clientId: string }
  /**
   * A serial number not yet a device that logged in with its product's credentials (self-registration,
   * modules/linking registrations): it may only ask the time and say who it is until someone links it.
   */
  | { kind: 'registrant'; productId: number; serialNumber: string; clientId: string };

/** What the domain hears from the broker: sessions coming and going, and accepted messages. */
export interface BrokerListener {
  connected(identity: BrokerIdentity, session: number): Promise<void> | void;
  disconnected(identity: BrokerIdentity, session: number): Promise<void> | void;
  published(identity: BrokerIdentity, topic: string, payload: Buffer): Promise<void> | void;
  /** Granted subscriptions (a device is ready for commands once it listens). */
  subscribed(identity: BrokerIdentity, topics: string[]): Promise<void> | void;
}

const APP_CLIENT_PREFIXES = ['phone-', 'web-'];

export const isAppClientId = (clientId: string) =>
  APP_CLIENT_PREFIXES.some((prefix) => clientId.startsWith(prefix));

/** App clients (the phone app, the web console) log in with their login token as the password. */
export async function authenticateAppClient(
  clientId: string,
  password: string | undefined,
  authenticateToken: (token: string) => Promise<AuthUser | null>,
): Promise<BrokerIdentity | null> {
  if (!isAppClientId(clientId) || !password) return null;
  const user = await authenticateToken(password.replace(/^Bearer\s+/i, ''));
  return user ? { kind: 'app', user } : null;
}

/** App clients only, no topics: the policy before any domain grants topics. */
export function appClientPolicy(
  authenticateToken: (token: string) => Promise<AuthUser | null>,
): BrokerPolicy {
  return {
    authenticate: (clientId, _username, password) =>
      authenticateAppClient(clientId, password, authenticateToken),
    canPublish: () => false,
    canSubscribe: () => false,
  };
}
