import { ErrorCode } from '@linli/contracts';
import { AppError } from '../../platform/errors.ts';

/**
 * What the devices module needs from the MQTT side, implemented by the mqtt module once the broker is up
 * (docs/architecture.md "Adapters": MQTT behind an adapter). Without a broker nothing is connected and
 * publishing fails.
 */
export interface DeviceMessaging {
  /** Whether the broker runs (a command can be sent at all). */
  readonly available: boolean;
  publish(topic: string, payload: string): Promise<void>;
  isConnected(deviceId: number): boolean;
  /** Drops a device's live session (it was disabled). */
  disconnect(deviceId: number): void;
  /**
   * A deleted device: drops its session and every app connection subscribed to its topics, whose rights
   * came from a device that no longer exists (its serial may come back with another owner).
   */
  forget(device: { id: number; productId: number; serialNumber: string }): Promise<void>;
  /** A sub-device just linked under a gateway: if the gateway is connected, it carries the sub-device now. */
  adopt(subDeviceId: number, gatewayId: number): Promise<void>;
  /** Where devices connect: host and TCP port. */
  endpoint(): { host: string; port: number };
}

export const noMessaging: DeviceMessaging = {
  available: false,
  publish: async () => {
    throw new Error('No MQTT broker');
  },
  isConnected: () => false,
  disconnect: () => {},
  forget: async () => {},
  adopt: async () => {},
  endpoint: () => ({ host: '127.0.0.1', port: 1883 }),
};

/** Which devices a user put in a group (the groups module answers). */
export interface GroupMembership {
  deviceIdsOf(userId: number, groupId: number): Promise<number[]>;
}

/**
 * Claiming a serial number someone else may hold the box for: the linking module decides (authorization
 * code, throttle), so adding a device by number and linking it are one path with the same checks.
 */
export interface SerialClaims {
  admit(
    actor: { userId: number },
    claim: { productId: number; serialNumber: string; authCode?: string | undefined },
  ): Promise<void>;
}

/** Until linking is wired, nobody claims a serial number by hand. */
export const noSerialClaims: SerialClaims = {
  admit: async () => {
    throw new AppError(ErrorCode.FORBIDDEN, {}, 403);
  },
};
