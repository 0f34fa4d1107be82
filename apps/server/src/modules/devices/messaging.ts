/**
 * What the devices module needs from the MQTT side, implemented by the mqtt module once the broker is up
 * (docs/architecture.md "Adapters": MQTT behind an adapter). Until a broker is attached nothing is
 * connected and nothing is published.
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
  /** Where devices connect: host and TCP port. */
  endpoint(): { host: string; port: number };
}

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
