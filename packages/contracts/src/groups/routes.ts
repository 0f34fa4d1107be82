import { z } from 'zod';
import { defineRoute, idParams, noData, tableOf, withData } from '../common/route.ts';
import { groupsPaths } from './paths.ts';
import {
  deviceGroup,
  deviceGroupBody,
  deviceGroupListQuery,
  deviceGroupUpdateBody,
  updateDeviceGroupsBody,
} from './schemas.ts';

const tag = 'groups';

/** The device groups endpoints (docs/product.md "Groups"): each user's own. */
export const groupsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: groupsPaths.groupList,
    summary: 'My device groups (paging, groupName)',
    tag,
    access: 'user',
    query: deviceGroupListQuery,
    response: tableOf(deviceGroup),
  }),
  create: defineRoute({
    method: 'POST',
    path: groupsPaths.group,
    summary: 'Create a device group',
    tag,
    access: 'user',
    body: deviceGroupBody,
    response: withData(z.object({ groupId: z.number().int() })),
  }),
  update: defineRoute({
    method: 'PUT',
    path: groupsPaths.group,
    summary: 'Edit a device group (body carries groupId)',
    tag,
    access: 'user',
    body: deviceGroupUpdateBody,
    response: noData,
  }),
  setDevices: defineRoute({
    method: 'PUT',
    path: groupsPaths.updateDeviceGroups,
    summary: "Replace a group's devices",
    tag,
    access: 'user',
    body: updateDeviceGroupsBody,
    response: noData,
  }),
  deviceIds: defineRoute({
    method: 'GET',
    path: groupsPaths.groupDeviceIds,
    summary: "Ids of a group's devices",
    tag,
    access: 'user',
    params: idParams,
    response: withData(z.array(z.number().int())),
  }),
  get: defineRoute({
    method: 'GET',
    path: groupsPaths.groupById,
    summary: 'A device group',
    tag,
    access: 'user',
    params: idParams,
    response: withData(deviceGroup),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: groupsPaths.groupById,
    summary: 'Delete a device group',
    tag,
    access: 'user',
    params: idParams,
    response: noData,
  }),
};
