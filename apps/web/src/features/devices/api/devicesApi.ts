import {
  type AjaxResult,
  ApiPath,
  type Device,
  type DeviceCreateBody,
  type DeviceShort,
  type DeviceUpdateBody,
  fillPath,
  type InvokeReply,
  type MqttConnectData,
  type ProductShort,
  type RunningStatus,
  type TableResult,
  type ThingsModelSet,
} from '@linli/contracts';
import { type Envelope, request } from '../../../lib/request.ts';

type Data<T> = Envelope & AjaxResult<T>;
type Rows<T> = Envelope & TableResult<T>;

/** FastBee app B loads 11 cards a page; an even number fills the two-column grid. */
export const DEVICE_PAGE_SIZE = 10;

/** Query keys of the devices domain; names come worded in the request language, so keys carry it. */
export const devicesKeys = {
  all: ['devices'] as const,
  list: (groupId: number, language: string) => ['devices', 'list', groupId, language] as const,
  running: (deviceId: number, language: string) => ['devices', 'running', deviceId, language] as const,
  detail: (deviceId: number, language: string) => ['devices', 'detail', deviceId, language] as const,
  connect: (deviceId: number) => ['devices', 'connect', deviceId] as const,
  products: (language: string) => ['products', 'short', language] as const,
};

export interface DeviceListFilter {
  groupId?: number | undefined;
  status?: number | undefined;
  deviceName?: string | undefined;
}

export const devicesApi = {
  list: (filter: DeviceListFilter, pageNum: number, pageSize = DEVICE_PAGE_SIZE) =>
    request<Rows<DeviceShort>>({
      url: ApiPath.deviceShortList,
      query: { ...filter, pageNum, pageSize },
      loading: false,
    }),
  detail: (id: number) =>
    request<Data<Device>>({ url: fillPath(ApiPath.deviceById, { id }), loading: false }),
  runningStatus: (deviceId: number) =>
    request<Data<RunningStatus>>({ url: ApiPath.deviceRunningStatus, query: { deviceId }, loading: false }),
  synchronize: (id: number) =>
    request<Data<Device>>({ url: fillPath(ApiPath.deviceSynchronization, { id }), loading: false }),
  connectData: (deviceId: number) =>
    request<Data<MqttConnectData>>({
      url: ApiPath.deviceMqttConnectData,
      query: { deviceId },
      loading: false,
    }),
  create: (body: DeviceCreateBody) =>
    request<Data<Device>>({ url: ApiPath.device, method: 'POST', data: body }),
  update: (id: number, body: DeviceUpdateBody) =>
    request({ url: fillPath(ApiPath.deviceById, { id }), method: 'PUT', data: body }),
  remove: (id: number) => request({ url: fillPath(ApiPath.deviceById, { id }), method: 'DELETE' }),
  invoke: (deviceId: number, identifier: string, value: string, type: 1 | 2, timeOut = 10) =>
    request<Data<InvokeReply>>({
      url: ApiPath.runtimeInvokeReply,
      method: 'POST',
      data: { deviceId, identifier, remoteCommand: { [identifier]: value }, type, timeOut },
      loading: false,
      timeout: (timeOut + 5) * 1000,
    }),
  products: () =>
    request<Rows<ProductShort>>({
      url: ApiPath.productShortList,
      query: { pageNum: 1, pageSize: 100 },
      loading: false,
    }),
  modelCache: (productId: number) =>
    request<Data<ThingsModelSet>>({ url: fillPath(ApiPath.modelCache, { id: productId }), loading: false }),
};
