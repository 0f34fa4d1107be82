import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DeviceAccessService, GroupMembership } from '../devices/index.ts';
import { DeviceGroupsRepository } from './groups.repository.ts';
import { DeviceGroupsService } from './groups.service.ts';

export { registerGroupsRoutes } from './groups.routes.ts';
export type { DeviceGroupsService } from './groups.service.ts';

/**
 * Which devices a user put in a group, for the devices module's list filter. It is made before the devices
 * module (which the rest of this module is built on), so it reads the groups on its own.
 */
export function createGroupMembership(db: Kysely<Database>): GroupMembership {
  const groups = new DeviceGroupsRepository(db);
  return {
    async deviceIdsOf(userId, groupId) {
      return (await groups.findOwned(userId, groupId)) ? groups.deviceIds(groupId) : [];
    },
  };
}

/** Wires the device groups: a user's own named sets of the devices they may see. */
export function createDeviceGroups(deps: {
  db: Kysely<Database>;
  access: DeviceAccessService;
  clock: Clock;
}): DeviceGroupsService {
  return new DeviceGroupsService(new DeviceGroupsRepository(deps.db), deps.access, deps.clock);
}
