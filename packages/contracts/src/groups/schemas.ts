import { z } from 'zod';
import { pageQuery } from '../common/page-query.ts';
import { rowId } from '../common/row-id.ts';
import { requiredNumber } from '../devices/fields.ts';

/** A user's own device group (docs/product.md "Groups": name, sort, remark, device ids). */
export const deviceGroup = z.object({
  groupId: z.number().int(),
  groupName: z.string(),
  groupOrder: z.number().int(),
  remark: z.string(),
  deviceCount: z.number().int(),
  createTime: z.string(),
});
export type DeviceGroup = z.infer<typeof deviceGroup>;

// docs/product.md "Groups": group name and serial number (sequence) cannot be empty.
const groupName = z.string().trim().min(1).max(32);
const groupOrder = requiredNumber(z.number().int().min(0).max(9999));

export const deviceGroupBody = z.object({
  groupName,
  groupOrder,
  remark: z.string().trim().max(140).default(''),
});
export type DeviceGroupBody = z.infer<typeof deviceGroupBody>;

export const deviceGroupUpdateBody = deviceGroupBody.extend({ groupId: rowId });
export type DeviceGroupUpdateBody = z.infer<typeof deviceGroupUpdateBody>;

export const deviceGroupListQuery = pageQuery.extend({ groupName: z.string().trim().max(32).optional() });
export type DeviceGroupListQuery = z.infer<typeof deviceGroupListQuery>;

export const updateDeviceGroupsBody = z.object({
  groupId: rowId,
  deviceIds: z.array(rowId).max(500),
});
export type UpdateDeviceGroupsBody = z.infer<typeof updateDeviceGroupsBody>;
