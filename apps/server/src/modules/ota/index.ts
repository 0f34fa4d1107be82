import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Iot } from '../mqtt/index.ts';
import { FirmwareService } from './firmware.service.ts';
import { OtaRepository } from './ota.repository.ts';
import { UpgradeService } from './upgrade.service.ts';

export { seedOtaDemo } from './demo.ts';
export { registerOtaRoutes } from './ota.routes.ts';

export type Ota = ReturnType<typeof createOta>;

/**
 * Wires firmware management and OTA upgrades onto the IoT half: the gateway tells the upgrade service when a
 * device listens, replies on `/upgrade/reply` or announces a new version; the service publishes through it.
 */
export function createOta(deps: {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  iot: Iot;
  /** DATA_DIR/uploads: firmware files sit in its `firmware/` folder and are served at /uploads/. */
  uploadsRoot: string;
  /** The server's HTTP address as devices reach it (download URLs are built on it). */
  publicUrl: string;
}) {
  const { iot } = deps;
  const repository = new OtaRepository(deps.db);
  const firmware = new FirmwareService({
    repository,
    products: iot.products,
    devices: iot.devices,
    clock: deps.clock,
    uploadsRoot: deps.uploadsRoot,
  });
  const upgrades = new UpgradeService({
    repository,
    firmware,
    devices: iot.devices,
    products: iot.products,
    messaging: iot.mqtt.sessions,
    logs: iot.devices.state,
    clock: deps.clock,
    log: deps.log,
    publicUrl: deps.publicUrl,
  });
  iot.mqtt.gateway.watch({
    reported: () => {},
    status: () => {},
    subscribed: (deviceId, topics) => upgrades.deviceListening(deviceId, topics),
    upgradeReply: (deviceId, payload, protocol) => upgrades.deviceReplied(deviceId, payload, protocol),
    info: (deviceId, info) => upgrades.deviceAnnounced(deviceId, info.firmwareVersion),
  });
  return { repository, firmware, upgrades };
}
