import type { FastifyBaseLogger } from 'fastify';
import type { BrokerPolicy } from '../../platform/broker.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import type { Devices } from '../devices/index.ts';
import type { ProductsService } from '../products/index.ts';
import { MqttGateway } from './gateway.ts';
import { createIotPolicy, type PairingAuthenticator } from './policy.ts';

export { type DeviceWatcher, MqttGateway, type ReportingDevice } from './gateway.ts';
export type { Iot } from './wiring.ts';

export interface Mqtt {
  gateway: MqttGateway;
  policy: BrokerPolicy;
  /** Wi-Fi pairing tokens (modules/linking) join the device authentication. */
  usePairing(pairing: PairingAuthenticator): void;
}

/** Wires the MQTT module: the broker policy (auth + ACL) and the gateway the devices module publishes through. */
export function createMqtt(deps: {
  devices: Devices;
  products: ProductsService;
  clock: Clock;
  log: FastifyBaseLogger;
  authenticateToken: (token: string) => Promise<AuthUser | null>;
  /** The account behind an app connection's login session now; null once that session has ended. */
  liveUser: (sessionId: string) => Promise<AuthUser | null>;
}): Mqtt {
  const gateway = new MqttGateway(deps.devices, deps.clock, deps.log);
  deps.devices.useMessaging(gateway);
  let pairing: PairingAuthenticator | undefined;
  const policy = createIotPolicy({ ...deps, pairing: () => pairing });
  return {
    gateway,
    policy,
    usePairing: (port) => {
      pairing = port;
    },
  };
}
