import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { ApiRouter } from '../../platform/api-router.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/events.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { type Devices, registerDevicesRoutes } from '../devices/index.ts';
import { type DeviceGroupsService, registerGroupsRoutes } from '../groups/index.ts';
import { type ProductsService, registerProductsRoutes } from '../products/index.ts';
import { registerEmqxAuthRoutes } from './emqx-auth.routes.ts';
import { EmqxAuth } from './emqx-auth.ts';
import { MqttGateway } from './gateway.ts';
import { deviceIdentities } from './identities.ts';
import { registerNtpRoutes } from './ntp.routes.ts';
import { createIotPolicy, type PairingAuthenticator } from './policy.ts';
import { type RegistrantLedger, RegistrantSessions } from './registrants.ts';
import { type ClusterScenes, type ScaleOutBroker, startScaleOut } from './scale-out.ts';
import { MqttSessions } from './sessions.ts';
import { DeviceSimulator, registerSimulateRoutes } from './simulate.ts';

/**
 * The broker's sessions, made before the devices module: it publishes through them (DeviceMessaging), and
 * the gateway made by createMqtt keeps them up to date.
 */
export function createMqttSessions(): MqttSessions {
  return new MqttSessions();
}

export type Mqtt = ReturnType<typeof createMqtt>;

/**
 * Wires the MQTT module on the devices module: the gateway (broker sessions -> device state, and the watchers
 * that hear of it; self-registered serials kept in `registrations`), the broker policy (authentication + ACL,
 * Wi-Fi pairing included), the in-app simulator and FastBee's HTTP time service.
 * app.ts attaches the broker to `sessions` and listens with `gateway` and `policy`.
 */
export function createMqtt(deps: {
  sessions: MqttSessions;
  devices: Devices;
  products: ProductsService;
  events: EventBus;
  clock: Clock;
  log: FastifyBaseLogger;
  pairing: PairingAuthenticator;
  /** Self-registered serials (the linking module's registrations). */
  registrations: RegistrantLedger;
  /** Throttles the anonymous time service per address. */
  limiter: RateLimiter;
  authenticateToken: (token: string) => Promise<AuthUser | null>;
  /** The account behind an app connection's login session now; null once that session has ended. */
  liveUser: (sessionId: string) => Promise<AuthUser | null>;
}) {
  const { sessions, devices, products, clock } = deps;
  const registrants = new RegistrantSessions(deps.registrations, sessions, clock, deps.log);
  const gateway = new MqttGateway(devices, sessions, clock, deps.log, registrants);
  deps.events.on('device.subLinked', ({ subDeviceId, gatewayId }) => gateway.adopt(subDeviceId, gatewayId));
  const policy = createIotPolicy(deps);
  const simulator = new DeviceSimulator(devices, products, gateway, clock);
  return { sessions, gateway, policy, simulator, time: { clock, limiter: deps.limiter } };
}

/** The IoT half as the modules built on it see it (logs, monitoring, OTA, linking, automation). */
export interface Iot {
  products: ProductsService;
  devices: Devices;
  groups: DeviceGroupsService;
  mqtt: Mqtt;
}

export function registerIotRoutes(router: ApiRouter, iot: Iot): void {
  registerProductsRoutes(router, iot.products);
  registerDevicesRoutes(router, iot.devices);
  registerGroupsRoutes(router, iot.groups);
  registerSimulateRoutes(router, iot.mqtt.simulator);
  registerNtpRoutes(router, iot.mqtt.time);
}

/**
 * Scale-out (MQTT_URL, docs/deploy.md): the node joins the external broker and, given MQTT_AUTH_SECRET,
 * answers EMQX's HTTP authentication, authorization and client events with the same policy.
 */
export async function startIotScaleOut(
  router: ApiRouter,
  iot: Iot,
  deps: {
    config: Pick<Config, 'MQTT_URL' | 'MQTT_AUTH_SECRET' | 'MQTT_SHARE_GROUP' | 'NODE_ID' | 'HOST'>;
    scenes: ClusterScenes;
    log: FastifyBaseLogger;
  },
): Promise<ScaleOutBroker> {
  const { config, log } = deps;
  const url = new URL(config.MQTT_URL!);
  const broker = await startScaleOut({
    url: config.MQTT_URL!,
    nodeId: config.NODE_ID ?? `${os.hostname()}-${process.pid}`.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 40),
    shareGroup: config.MQTT_SHARE_GROUP,
    host: config.HOST,
    policy: iot.mqtt.policy,
    gateway: iot.mqtt.gateway,
    devices: iot.devices,
    scenes: deps.scenes,
    log,
  });
  if (config.MQTT_AUTH_SECRET) {
    const node = url.username
      ? { username: decodeURIComponent(url.username), password: decodeURIComponent(url.password) }
      : undefined;
    registerEmqxAuthRoutes(router, {
      secret: config.MQTT_AUTH_SECRET,
      auth: new EmqxAuth(iot.mqtt.policy, deviceIdentities(iot.devices), node),
      clientEvent: (clientId, connected) => broker.clientEvent(clientId, connected),
      log,
    });
  } else {
    log.warn('MQTT_AUTH_SECRET is not set: no EMQX HTTP authentication endpoints on this node');
  }
  return broker;
}
