import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Iot } from '../mqtt/index.ts';
import { MonitoringService } from './monitoring.service.ts';
import { OrderControlRepository } from './order-control.repository.ts';
import { OrderControlService } from './order-control.service.ts';
import { OrderControlGate } from './order-gate.ts';

export { registerMonitoringRoutes } from './monitoring.routes.ts';

/**
 * Order control's gate, which the devices module holds every command to (REST, MQTT, timers); made before
 * the devices module, as it needs only the rules.
 */
export function createCommandGate(deps: { db: Kysely<Database>; clock: Clock }): OrderControlGate {
  return new OrderControlGate(new OrderControlRepository(deps.db), deps.clock);
}

/** Wires real-time monitoring and the order-control rules (applied to commands by `gate`). */
export function createMonitoring(deps: {
  db: Kysely<Database>;
  clock: Clock;
  iot: Iot;
  gate: OrderControlGate;
}) {
  const { iot, clock } = deps;
  const monitoring = new MonitoringService(iot.devices, iot.mqtt.sessions, clock);
  const orderControl = new OrderControlService(
    new OrderControlRepository(deps.db),
    deps.gate,
    iot.devices,
    iot.products,
    clock,
  );
  return { monitoring, orderControl };
}

export type Monitoring = ReturnType<typeof createMonitoring>;
