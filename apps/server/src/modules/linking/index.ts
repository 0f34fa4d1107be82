import type { Kysely } from 'kysely';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/events.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { Devices } from '../devices/index.ts';
import type { ProductsService } from '../products/index.ts';
import { LinkingService, PAIRING_TOKEN_MINUTES } from './linking.service.ts';
import { PairingRepository } from './pairing.repository.ts';
import { PairingService } from './pairing.service.ts';
import { RegistrationsRepository } from './registrations.repository.ts';
import { type RegistrantSessionsPort, RegistrationsService } from './registrations.service.ts';
import { SerialClaimRule } from './serial-claims.ts';

export { registerLinkingRoutes } from './linking.routes.ts';
export type { RegistrationsService } from './registrations.service.ts';

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
 * `pairing`), self-registered serials (the MQTT gateway keeps `registrations`) and the phone as a device.
 */
export function createLinking(deps: {
  db: Kysely<Database>;
  clock: Clock;
  devices: Devices;
  products: ProductsService;
  limiter: RateLimiter;
  events: EventBus;
  /** The broker's registrant sessions (modules/mqtt sessions.ts), cut when their serial becomes a device. */
  registrants: RegistrantSessionsPort;
  config: Pick<
    Config,
    | 'MAP_TILE_URL'
    | 'MAP_TILE_SUBDOMAINS'
    | 'MAP_TILE_COORDS'
    | 'MAP_ATTRIBUTION'
    | 'CENTRE_POSITION'
    | 'CONTACT_ADDRESS'
    | 'PROVISIONING_ADDRESS'
  >;
}) {
  const { devices, products, limiter } = deps;
  const registrations = new RegistrationsService({
    registrations: new RegistrationsRepository(deps.db),
    products,
    clock: deps.clock,
    sessions: deps.registrants,
  });
  // However a serial becomes a device (linked, paired, added by hand), it is no longer a registrant.
  deps.events.on('device.created', ({ serialNumber }) => registrations.becameDevice(serialNumber));
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
    registrations,
    limiter,
    options: {
      mapTileUrl: deps.config.MAP_TILE_URL,
      mapTileSubdomains: deps.config.MAP_TILE_SUBDOMAINS,
      mapTileCoords: deps.config.MAP_TILE_COORDS,
      mapAttribution: deps.config.MAP_ATTRIBUTION,
      centre: { address: deps.config.CONTACT_ADDRESS, ...deps.config.CENTRE_POSITION },
      provisioningAddress: deps.config.PROVISIONING_ADDRESS,
      pairingTokenMinutes: PAIRING_TOKEN_MINUTES,
    },
  });
  return { linking, pairing, registrations };
}
