import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { Devices } from '../devices/index.ts';
import type { ProductsService } from '../products/index.ts';
import { LinkingService, PAIRING_TOKEN_MINUTES } from './linking.service.ts';
import { PairingRepository } from './pairing.repository.ts';
import { PairingService } from './pairing.service.ts';
import { SerialClaimRule } from './serial-claims.ts';

export { registerLinkingRoutes } from './linking.routes.ts';

export type Linking = ReturnType<typeof createLinking>;

/**
 * The rule for claiming a serial number by hand, which the devices module asks; made before the devices
 * module, as it needs only the products.
 */
export function createSerialClaims(deps: { products: ProductsService; limiter: RateLimiter }) {
  return new SerialClaimRule(deps);
}

/**
 * Wires device linking: relate-user, Wi-Fi pairing tokens (the MQTT module's device authentication takes
 * `pairing`) and the phone as a device.
 */
export function createLinking(deps: {
  db: Kysely<Database>;
  clock: Clock;
  devices: Devices;
  products: ProductsService;
  limiter: RateLimiter;
  config: { MAP_TILE_URL: string; MAP_ATTRIBUTION: string; PROVISIONING_ADDRESS: string };
}) {
  const { devices, products, limiter } = deps;
  const pairing = new PairingService({
    pairings: new PairingRepository(deps.db),
    devices,
    products,
    limiter,
    clock: deps.clock,
  });
  const linking = new LinkingService({
    devices,
    products,
    limiter,
    options: {
      mapTileUrl: deps.config.MAP_TILE_URL,
      mapAttribution: deps.config.MAP_ATTRIBUTION,
      provisioningAddress: deps.config.PROVISIONING_ADDRESS,
      pairingTokenMinutes: PAIRING_TOKEN_MINUTES,
    },
  });
  return { linking, pairing };
}
