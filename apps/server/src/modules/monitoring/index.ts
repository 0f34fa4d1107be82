import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Iot } from '../mqtt/index.ts';
import { MonitoringService } from './monitoring.service.ts';
import { OrderControlRepository } from './order-control.repository.ts';
import { OrderControlService } from './order-control.service.ts';

export { registerMonitoringRoutes } from './monitoring.routes.ts';

/** Wires real-time monitoring and order control; order control becomes the devices' command gate. */
export function createMonitoring(deps: { db: Kysely<Database>; clock: Clock; iot: Iot }) {
  const { iot, clock } = deps;
  const monitoring = new MonitoringService(iot.devices, iot.mqtt.gateway, clock);
  const orderControl = new OrderControlService(
    new OrderControlRepository(deps.db),
    iot.devices,
    iot.products,
    clock,
  );
  iot.devices.commands.commandGate = orderControl;
  return { monitoring, orderControl };
}

export type Monitoring = ReturnType<typeof createMonitoring>;
