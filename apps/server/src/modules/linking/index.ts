import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { Iot } from '../mqtt/index.ts';
import { LinkingService, PAIRING_TOKEN_MINUTES } from './linking.service.ts';
import { PairingRepository } from './pairing.repository.ts';
import { PairingService } from './pairing.service.ts';

export { registerLinkingRoutes } from './linking.routes.ts';

export type Linking = ReturnType<typeof createLinking>;

/**
 * Wires device linking: relate-user, Wi-Fi pairing tokens (plugged into the broker's
 * authentication) and the phone as a device.
 */
export function createLinking(deps: {
  db: Kysely<Database>;
  clock: Clock;
  iot: Iot;
  limiter: RateLimiter;
  config: { MAP_TILE_URL: string; MAP_ATTRIBUTION: string; PROVISIONING_ADDRESS: string };
}) {
  const { iot } = deps;
  const pairing = new PairingService({
    pairings: new PairingRepository(deps.db),
    devices: iot.devices,
    products: iot.products,
    limiter: deps.limiter,
    clock: deps.clock,
  });
  iot.mqtt.usePairing(pairing);
  const linking = new LinkingService({
    devices: iot.devices,
    products: iot.products,
    limiter: deps.limiter,
    options: {
      mapTileUrl: deps.config.MAP_TILE_URL,
      mapAttribution: deps.config.MAP_ATTRIBUTION,
      provisioningAddress: deps.config.PROVISIONING_ADDRESS,
      pairingTokenMinutes: PAIRING_TOKEN_MINUTES,
    },
  });
  iot.devices.useSerialClaims(linking);
  return { linking, pairing };
}
