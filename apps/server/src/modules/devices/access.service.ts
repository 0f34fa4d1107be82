import type { Role } from '@linli/contracts';
import type { DeviceRecord, DevicesRepository } from './devices.repository.ts';

/**
 * What one may do with a device. `read` = see it and its live data; `control` = send commands (per
 * identifier); `manage` = edit, delete, see credentials. The rest are the share permissions of
 * docs/product.md "Roles and sharing".
 */
export const DEVICE_ACTIONS = [
  'read',
  'control',
  'manage',
  'alert',
  'ota',
  'timer',
  'log',
  'monitor',
  'statistic',
] as const;
export type DeviceAction = (typeof DEVICE_ACTIONS)[number];

export interface Actor {
  userId: number;
  roles: readonly Role[];
}

/**
 * Shares plug in here (modules/shares): a share grants `read` plus its permission keys (alert, ota, timer, log,
 * monitor, statistic) and, for `control`, the identifiers it lists.
 */
export interface DeviceShareLookup {
  shareOf(deviceId: number, userId: number): Promise<{ perms: readonly string[] } | undefined>;
  /** Device ids shared with a user (for lists and the broker). */
  sharedWith(userId: number): Promise<number[]>;
}

/**
 * The ONE place that decides access to a device, for REST (services) and MQTT (broker hooks) alike
 * (docs/architecture.md "Permissions on the server"). Owner: everything. Shared user: per share.
 * Administrator: read. Others: nothing.
 */
export class DeviceAccessService {
  constructor(
    private readonly devices: DevicesRepository,
    private readonly shares: DeviceShareLookup,
  ) {}

  async can(actor: Actor, deviceId: number, action: DeviceAction, identifier?: string): Promise<boolean> {
    const device = await this.devices.findById(deviceId);
    return device ? this.canOn(actor, device, action, identifier) : false;
  }

  async canOn(
    actor: Actor,
    device: DeviceRecord,
    action: DeviceAction,
    identifier?: string,
  ): Promise<boolean> {
    if (device.userId === actor.userId) return true;
    const share = await this.shares.shareOf(device.id, actor.userId);
    if (share) {
      if (action === 'read') return true;
      if (action === 'control') return identifier !== undefined && share.perms.includes(identifier);
      if (action === 'manage') return false;
      return share.perms.includes(action);
    }
    return action === 'read' && actor.roles.includes('admin');
  }

  isOwner(actor: Actor, device: DeviceRecord): boolean {
    return device.userId === actor.userId;
  }

  sharedWith(userId: number): Promise<number[]> {
    return this.shares.sharedWith(userId);
  }
}
