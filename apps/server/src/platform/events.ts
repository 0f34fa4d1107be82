import type { AuditEventName } from '@linli/contracts';

/** What the audit log keeps of one event; `detail` never holds secrets (passwords, tokens, codes). */
export interface SecurityEvent {
  event: AuditEventName;
  actorId: number | null;
  actorName: string;
  target: string;
  ip: string;
  detail?: Record<string, unknown>;
}

/**
 * The in-process event bus modules use to hear of each other without reaching into each other's
 * repositories (docs/architecture.md "Routes, services, repositories"). Handlers run in order and are
 * awaited.
 */
export interface DomainEvents {
  'user.deleted': { userId: number };
  /**
   * The account's roles or status (enabled, disabled) changed: its requests are checked against the database
   * again from the next one on (modules/auth keeps recent session checks in memory).
   */
  'user.accessChanged': { userId: number };
  /** The account's password changed in session `sessionId`: every other session of it ends. */
  'user.passwordChanged': { userId: number; sessionId: string };
  /**
   * Login sessions ended (logout, password change, account gone): `sessionId` alone, or every session of the
   * user but `except`. Live MQTT connections made with them are cut (modules/mqtt).
   */
  'sessions.ended': { userId: number; sessionId?: string; except?: string };
  /**
   * A device share was narrowed (`perms`: what the user keeps) or ended (`perms`: null). What the user
   * automated on that device (timers, scenes) is checked again and switched off where no longer allowed.
   */
  'share.narrowed': { deviceId: number; userId: number; perms: readonly string[] | null };
  /**
   * A sub-device was linked under a gateway (modules/devices): if the gateway is connected, its session
   * carries the sub-device from now on and the sub-device is online (modules/mqtt).
   */
  'device.subLinked': { subDeviceId: number; gatewayId: number };
  /**
   * A device was created, whichever way (linking, Wi-Fi pairing, added by hand): a serial that had registered
   * itself is a device now, so its registration ends and its registrant session is cut (modules/linking).
   */
  'device.created': { deviceId: number; productId: number; serialNumber: string };
  /**
   * A security-relevant event for the audit log (modules/audit): any module may emit it (a device changing
   * hands through pairing, a role change) without depending on the audit module.
   */
  'security.event': SecurityEvent;
}

type Handler<K extends keyof DomainEvents> = (event: DomainEvents[K]) => Promise<void> | void;

export class EventBus {
  private readonly handlers = new Map<keyof DomainEvents, Handler<keyof DomainEvents>[]>();

  on<K extends keyof DomainEvents>(name: K, handler: Handler<K>): void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler as Handler<keyof DomainEvents>);
    this.handlers.set(name, list);
  }

  async emit<K extends keyof DomainEvents>(name: K, event: DomainEvents[K]): Promise<void> {
    for (const handler of this.handlers.get(name) ?? []) await handler(event);
  }
}
