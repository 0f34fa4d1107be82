import { groupsRoutes } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import type { DeviceGroupsService } from './groups.service.ts';

export function registerGroupsRoutes(router: ApiRouter, groups: DeviceGroupsService): void {
  router.handle(groupsRoutes.list, ({ user, query }) => groups.list(user, query));
  router.handle(groupsRoutes.create, async ({ user, body }) => ({ data: await groups.create(user, body) }));
  router.handle(groupsRoutes.update, ({ user, body }) => groups.update(user, body.groupId, body));
  router.handle(groupsRoutes.setDevices, ({ user, body }) => groups.setDevices(user, body));
  router.handle(groupsRoutes.deviceIds, async ({ user, params }) => ({
    data: await groups.deviceIds(user, params.id),
  }));
  router.handle(groupsRoutes.get, async ({ user, params }) => ({ data: await groups.get(user, params.id) }));
  router.handle(groupsRoutes.remove, ({ user, params }) => groups.remove(user, params.id));
}
