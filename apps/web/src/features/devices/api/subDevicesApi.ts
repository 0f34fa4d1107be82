import {
  type AjaxResult,
  ApiPath,
  type DeviceShort,
  fillPath,
  type SubDeviceLinkBody,
} from '@linli/contracts';
import { type Envelope, request } from '../../../lib/request.ts';

type Data<T> = Envelope & AjaxResult<T>;

/** Query keys under devicesKeys.all (['devices']), so a device change refreshes them too. */
export const subDevicesKeys = {
  list: (gatewayId: number, language: string) => ['devices', 'subDevices', gatewayId, language] as const,
};

/** Gateway sub-devices (gwDevCode, slaveId: docs/fastbee.md "Gateway sub-devices"): list, link, unlink. */
export const subDevicesApi = {
  list: (gatewayId: number) =>
    request<Data<DeviceShort[]>>({
      url: fillPath(ApiPath.deviceRelation, { id: gatewayId }),
      loading: false,
    }),
  link: (body: SubDeviceLinkBody) =>
    request<Data<DeviceShort>>({ url: ApiPath.relation, method: 'POST', data: body }),
  unlink: (deviceId: number) =>
    request({ url: fillPath(ApiPath.relationById, { id: deviceId }), method: 'DELETE' }),
};
