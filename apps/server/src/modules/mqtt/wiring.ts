import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ApiRouter } from '../../platform/api-router.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { createDevices, registerDevicesRoutes } from '../devices/index.ts';
import { createDeviceGroups, registerGroupsRoutes } from '../groups/index.ts';
import { ProductsRepository, ProductsService, registerProductsRoutes } from '../products/index.ts';
import { createMqtt } from './index.ts';
import { DeviceSimulator, registerSimulateRoutes } from './simulate.ts';

/**
 * The IoT half wired in one place: products -> devices -> groups -> MQTT (policy + gateway). The container
 * calls this once; app.ts registers the routes and attaches the broker to `mqtt.gateway`.
 */
export function createIot(deps: {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  sessions: { authenticate(token: string): Promise<AuthUser | null> };
}) {
  const products = new ProductsService(new ProductsRepository(deps.db), deps.clock);
  const devices = createDevices(deps.db, products, deps.clock, deps.log);
  const groups = createDeviceGroups(deps.db, devices.access, deps.clock);
  devices.useGroups(groups);
  const mqtt = createMqtt({
    devices,
    products,
    clock: deps.clock,
    log: deps.log,
    authenticateToken: (token) => deps.sessions.authenticate(token),
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
