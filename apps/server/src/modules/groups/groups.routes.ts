import {
  ApiPath,
  deviceGroupBody,
  deviceGroupListQuery,
  deviceGroupUpdateBody,
  numericIdParams,
  updateDeviceGroupsBody,
} from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import { table } from '../../platform/envelope.ts';
import type { DeviceGroupsService } from './groups.service.ts';

const TAG = 'groups';

export function registerGroupsRoutes(router: ApiRouter, groups: DeviceGroupsService): void {
  router.route(
    {
      method: 'GET',
      path: ApiPath.groupList,
      summary: 'My device groups (paging, groupName)',
      tag: TAG,
      access: 'user',
      query: deviceGroupListQuery,
    },
    async ({ user, query }) => {
      const { rows, total } = await groups.list(user, query);
      return table(rows, total);
    },
  );
  router.route(
    {
      method: 'POST',
      path: ApiPath.group,
      summary: 'Create a device group',
      tag: TAG,
      access: 'user',
      body: deviceGroupBody,
    },
    async ({ user, body }) => ({ data: await groups.create(user, body) }),
  );
  router.route(
    {
      method: 'PUT',
      path: ApiPath.group,
      summary: 'Edit a device group (body carries groupId)',
      tag: TAG,
      access: 'user',
      body: deviceGroupUpdateBody,
    },
    async ({ user, body }) => {
      await groups.update(user, body.groupId, body);
    },
  );
  router.route(
    {
      method: 'PUT',
      path: ApiPath.updateDeviceGroups,
      summary: "Replace a group's devices",
      tag: TAG,
      access: 'user',
      body: updateDeviceGroupsBody,
    },
    async ({ user, body }) => {
      await groups.setDevices(user, body);
    },
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.groupDeviceIds,
      summary: "Ids of a group's devices",
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params }) => ({ data: await groups.deviceIds(user, params.id) }),
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.groupById,
      summary: 'A device group',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params }) => ({ data: await groups.get(user, params.id) }),
  );
  router.route(
    {
      method: 'DELETE',
      path: ApiPath.groupById,
      summary: 'Delete a device group',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params }) => {
      await groups.remove(user, params.id);
    },
  );
}
