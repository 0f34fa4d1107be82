import {
  DEVICE_STATUS,
  decodeThingPayload,
  devicePrefix,
  findModel,
  hasWildcard,
  isSerialOtaReply,
  isUpTopic,
  monitorRequest,
  parseSerialTopic,
  parseTopic,
  parseUserAlertTopic,
  sameProductAndSerial,
  type ThingsModelSet,
  Topic,
} from '@linli/contracts';
import type { BrokerIdentity, BrokerPolicy } from '../../platform/broker-policy.ts';
import { authenticateAppClient } from '../../platform/broker-policy.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import type { Devices } from '../devices/index.ts';
import type { ProductsService } from '../products/index.ts';
import { createDeviceAuth } from './device-auth.ts';

/**
 * A device connecting with a Wi-Fi pairing token (user name `pairing`): the linking module decides, and the
 * device becomes the token owner's (never someone else's device). Undefined when it is not such a connection.
 */
export interface PairingAuthenticator {
  authenticate(
    clientId: string,
    username: string | undefined,
    password: string | undefined,
    address: string,
  ): Promise<BrokerIdentity | null | undefined>;
}

/**
 * Who may connect and what each client may do (docs/architecture.md "MQTT", closing
 * docs/fastbee.md "Known gaps"):
 * - devices: FastBee client ids `S&…`/`E&…` checked as device-auth.ts says (the product's credential scope,
 *   `E&` expiry, authorization codes). A device must exist (no auto-creation) and not be disabled; the client
 *   id's userId is ignored. An unknown serial with the product's credentials connects as a registrant where
 *   the product allows self-registration.
 * - devices publish up-topics and subscribe only under their own `/{productId}/{serial}/` (a gateway also
 *   under its linked sub-devices'); a registrant publishes and subscribes only under its own prefix, and
 *   of what it publishes only the time request and its info are heard (registrants.ts).
 * - app clients (token) subscribe to topics of devices they may read (monitor data needs `monitor`) and
 *   publish only commands they may give: `/function/get` per identifier, `/property/get`, `/monitor/get`.
 *   Each check asks again for the login session the connection was made with: once it ended (logout, a new
 *   password, the account gone or disabled) nothing more is allowed, and roles are the account's current ones.
 */
export function createIotPolicy(deps: {
  devices: Devices;
  products: ProductsService;
  authenticateToken: (token: string) => Promise<AuthUser | null>;
  /** The account behind an app connection's login session now; null once that session has ended. */
  liveUser: (sessionId: string) => Promise<AuthUser | null>;
  /** Wi-Fi pairing tokens (the linking module's). */
  pairing?: PairingAuthenticator | undefined;
  clock: Clock;
}): BrokerPolicy {
  const { devices, products } = deps;
  const deviceAuth = createDeviceAuth(deps);

  /** The device a concrete topic names, if the topic is in the tree and the device exists. */
  async function deviceOf(topic: string) {
    const parsed = parseTopic(topic);
    if (!parsed) return undefined;
    const device = await devices.devices.findBySerial(parsed.serialNumber);
    if (!device || device.productId !== parsed.productId) return undefined;
    return { parsed, device };
  }

  /**
   * A gateway reports for its sub-devices on their own topics (`/{productId}/{subSerial}/...`) and listens
   * for their commands there: a topic under a device linked to this gateway is allowed like its own.
   */
  async function isSubDeviceTopic(gatewayId: number, topic: string): Promise<boolean> {
    const [, productId, serialNumber] = topic.split('/');
    if (!productId || !serialNumber || hasWildcard(serialNumber)) return false;
    const sub = await devices.devices.findBySerial(serialNumber);
    if (!sub || sub.gatewayId !== gatewayId || sub.status === DEVICE_STATUS.disabled) return false;
    return topic.startsWith(devicePrefix(sub.productId, sub.serialNumber));
  }

  /**
   * FastBee-Arduino's OTA topics name the serial alone (`/{sn}/http/upgrade/set`, topics.ts
   * SERIAL_OTA_TOPICS): a device subscribes to the commands (`publishing` false) and publishes the replies of
   * its own serial, or of a sub-device linked to it, like its other topics.
   */
  async function isSerialOtaTopicOf(
    identity: { deviceId: number; serialNumber: string },
    topic: string,
    publishing: boolean,
  ): Promise<boolean> {
    const parsed = parseSerialTopic(topic);
    if (!parsed || isSerialOtaReply(parsed.suffix) !== publishing) return false;
    if (parsed.serialNumber === identity.serialNumber) return true;
    const sub = await devices.devices.findBySerial(parsed.serialNumber);
    return sub?.gatewayId === identity.deviceId && sub.status !== DEVICE_STATUS.disabled;
  }

  return {
    async authenticate(clientId, username, password, address) {
      const app = await authenticateAppClient(clientId, password, deps.authenticateToken);
      if (app) return app;
      // A device presenting a pairing token is decided by the pairing alone (undefined: not a pairing).
      const paired = await deps.pairing?.authenticate(clientId, username, password, address);
      if (paired !== undefined) return paired;
      return (await deviceAuth.authenticate(clientId, username, password)) ?? null;
    },

    async canSubscribe(identity, topic) {
      if (identity.kind === 'registrant')
        return topic.startsWith(devicePrefix(identity.productId, identity.serialNumber));
      if (identity.kind === 'device')
        return (
          topic.startsWith(devicePrefix(identity.productId, identity.serialNumber)) ||
          (await isSubDeviceTopic(identity.deviceId, topic)) ||
          isSerialOtaTopicOf(identity, topic, false)
        );
      const user = await deps.liveUser(identity.user.sessionId);
      if (!user) return false;
      // Live alerts (modules/alerts): `/user/{userId}/alert` is open to that user alone.
      const alertUser = parseUserAlertTopic(topic);
      if (alertUser !== undefined) return alertUser === user.userId;
      if (hasWildcard(topic)) return false;
      const target = await deviceOf(topic);
      if (!target) return false;
      const action = target.parsed.suffix === Topic.monitorPost ? 'monitor' : 'read';
      return devices.access.canOn(user, target.device, action);
    },

    async canPublish(identity, topic, payload) {
      // Anything under its own prefix is taken (not stored): refusing would cut the firmware off.
      if (identity.kind === 'registrant')
        return topic.startsWith(devicePrefix(identity.productId, identity.serialNumber));
      const parsed = parseTopic(topic);
      if (identity.kind === 'device') {
        // `/{sn}/http/upgrade/reply` of an all-digit serial also reads as `/{pid}/{sn}/…`: both are asked.
        if (!parsed || !isUpTopic(parsed.suffix)) return isSerialOtaTopicOf(identity, topic, true);
        return (
          sameProductAndSerial(parsed, identity) ||
          (await isSubDeviceTopic(identity.deviceId, topic)) ||
          isSerialOtaTopicOf(identity, topic, true)
        );
      }
      if (!parsed) return false;
      const user = await deps.liveUser(identity.user.sessionId);
      if (!user) return false;
      const target = await deviceOf(topic);
      if (!target || target.device.status === DEVICE_STATUS.disabled) return false;
      switch (parsed.suffix) {
        case Topic.functionGet: {
          const items = decodeThingPayload(payload);
          if (!items || items.length === 0) return false;
          try {
            await devices.commands.checkCommand(
              user,
              target.device,
              Object.fromEntries(items.map((i) => [i.id, i.value])),
            );
            return await devices.commands.commandGate.admit(user, target.device, items);
          } catch {
            return false;
          }
        }
        case Topic.propertyGet:
          if (!(await devices.access.canOn(user, target.device, 'read'))) return false;
          return isPropertyRequest(payload, await products.thingsModels(target.device.productId));
        case Topic.monitorGet: {
          if (!(await devices.access.canOn(user, target.device, 'monitor'))) return false;
          try {
            return monitorRequest.safeParse(JSON.parse(payload.toString('utf8'))).success;
          } catch {
            return false;
          }
        }
        default:
          return false;
      }
    },
  };
}

/** The most a `/property/get` may carry: a list of the product's identifiers, never a blob. */
const PROPERTY_REQUEST_MAX_BYTES = 4096;

/**
 * A report request as the app and the server send it (`[]`, or the items wanted, modules/devices
 * state.service.ts `propGet`): anything else never reaches the device.
 */
function isPropertyRequest(payload: Buffer, set: ThingsModelSet): boolean {
  if (payload.length === 0) return true;
  if (payload.length > PROPERTY_REQUEST_MAX_BYTES) return false;
  const items = decodeThingPayload(payload);
  if (items === undefined) return false;
  return items.every((item) => findModel(set, item.id) !== undefined);
}
