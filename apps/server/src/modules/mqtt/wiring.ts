import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config/config.ts';
import type { SqliteFileAccess } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { ApiRouter } from '../../platform/api-router.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { createDevices, registerDevicesRoutes } from '../devices/index.ts';
import { createDeviceGroups, registerGroupsRoutes } from '../groups/index.ts';
import { ProductsRepository, ProductsService, registerProductsRoutes } from '../products/index.ts';
import { registerEmqxAuthRoutes } from './emqx-auth.routes.ts';
import { EmqxAuth } from './emqx-auth.ts';
import { deviceIdentities } from './identities.ts';
import { createMqtt } from './index.ts';
import { type ClusterScenes, type ScaleOutBroker, startScaleOut } from './scale-out.ts';
import { DeviceSimulator, registerSimulateRoutes } from './simulate.ts';

/**
 * The IoT half wired in one place: products -> devices -> groups -> MQTT (policy + gateway). The container
 * calls this once; app.ts registers the routes and attaches the broker to `mqtt.gateway`.
 */
export function createIot(deps: {
  db: Kysely<Database>;
  /** Set on SQLite: reports are then written by the ingest thread (devices/ingest-thread.ts). */
  sqlite?: SqliteFileAccess;
  clock: Clock;
  log: FastifyBaseLogger;
  sessions: {
    authenticate(token: string): Promise<AuthUser | null>;
    liveUser(sessionId: string): Promise<AuthUser | null>;
  };
}) {
  const products = new ProductsService(new ProductsRepository(deps.db), deps.clock);
  const devices = createDevices(deps.db, products, deps.clock, deps.log, deps.sqlite);
  const groups = createDeviceGroups(deps.db, devices.access, deps.clock);
  devices.useGroups(groups);
  const mqtt = createMqtt({
    devices,
    products,
    clock: deps.clock,
    log: deps.log,
    authenticateToken: (token) => deps.sessions.authenticate(token),
    liveUser: (sessionId) => deps.sessions.liveUser(sessionId),
  });
  const simulator = new DeviceSimulator(devices, products, mqtt.gateway, deps.clock);
  return { products, devices, groups, mqtt, simulator };
}

export type Iot = ReturnType<typeof createIot>;

export function registerIotRoutes(router: ApiRouter, iot: Iot): void {
  registerProductsRoutes(router, iot.products);
  registerDevicesRoutes(router, iot.devices);
  registerGroupsRoutes(router, iot.groups);
  registerSimulateRoutes(router, iot.simulator);
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
