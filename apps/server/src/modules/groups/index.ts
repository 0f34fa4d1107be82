import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DeviceAccessService } from '../devices/index.ts';
import { DeviceGroupsRepository } from './groups.repository.ts';
import { DeviceGroupsService } from './groups.service.ts';

export { registerGroupsRoutes } from './groups.routes.ts';
export type { DeviceGroupsService } from './groups.service.ts';

export function createDeviceGroups(
  db: Kysely<Database>,
  access: DeviceAccessService,
  clock: Clock,
): DeviceGroupsService {
  return new DeviceGroupsService(new DeviceGroupsRepository(db), access, clock);
}
