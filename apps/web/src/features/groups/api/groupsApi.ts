import {
  type AjaxResult,
  ApiPath,
  type DeviceGroup,
  type DeviceGroupBody,
  fillPath,
  type TableResult,
} from '@linli/contracts';
import { type Envelope, request } from '../../../lib/request.ts';

type Data<T> = Envelope & AjaxResult<T>;
type Rows<T> = Envelope & TableResult<T>;

export const groupsKeys = {
  all: ['groups'] as const,
  list: ['groups', 'list'] as const,
  detail: (groupId: number) => ['groups', 'detail', groupId] as const,
  deviceIds: (groupId: number) => ['groups', 'deviceIds', groupId] as const,
};

export const groupsApi = {
  list: () =>
    request<Rows<DeviceGroup>>({
      url: ApiPath.groupList,
      query: { pageNum: 1, pageSize: 100 },
      loading: false,
    }),
  get: (id: number) =>
    request<Data<DeviceGroup>>({ url: fillPath(ApiPath.groupById, { id }), loading: false }),
  create: (body: DeviceGroupBody) =>
    request<Data<DeviceGroup>>({ url: ApiPath.group, method: 'POST', data: body }),
  update: (groupId: number, body: DeviceGroupBody) =>
    request({ url: ApiPath.group, method: 'PUT', data: { ...body, groupId } }),
  remove: (id: number) => request({ url: fillPath(ApiPath.groupById, { id }), method: 'DELETE' }),
  deviceIds: (id: number) =>
    request<Data<number[]>>({ url: fillPath(ApiPath.groupDeviceIds, { id }), loading: false }),
  updateDevices: (groupId: number, deviceIds: number[]) =>
    request({ url: ApiPath.updateDeviceGroups, method: 'PUT', data: { groupId, deviceIds } }),
};
