import {
  type AjaxResult,
  ApiPath,
  type DeviceShare,
  fillPath,
  type ShareInvitation,
  type SharePerm,
  type ShareUser,
  type TableResult,
} from '@linli/contracts';
import { type Envelope, request } from '../../../lib/request.ts';

type Data<T> = Envelope & AjaxResult<T>;
type Rows<T> = Envelope & TableResult<T>;

export interface ShareSave {
  deviceId: number;
  userId: number;
  perms: string[];
  remark: string;
}

/** Query keys of sharing; permission names come in the request language. */
export const sharesKeys = {
  all: ['shares'] as const,
  list: (deviceId: number) => ['shares', 'list', deviceId] as const,
  detail: (deviceId: number, userId: number) => ['shares', 'detail', deviceId, userId] as const,
  perms: (deviceId: number, language: string) => ['shares', 'perms', deviceId, language] as const,
  invitations: ['shares', 'invitations'] as const,
};

export const sharesApi = {
  list: (deviceId: number) =>
    request<Rows<DeviceShare>>({
      url: ApiPath.shareList,
      query: { deviceId, pageNum: 1, pageSize: 100 },
      loading: false,
    }),
  detail: (deviceId: number, userId: number) =>
    request<Data<DeviceShare>>({ url: ApiPath.shareDetail, query: { deviceId, userId }, loading: false }),
  perms: (deviceId: number) =>
    request<Data<SharePerm[]>>({ url: fillPath(ApiPath.sharePermList, { id: deviceId }), loading: false }),
  findUser: (deviceId: number, phonenumber: string, loading = true) =>
    request<Data<ShareUser>>({ url: ApiPath.shareUser, query: { deviceId, phonenumber }, loading }),
  create: (body: ShareSave) => request({ url: ApiPath.share, method: 'POST', data: body }),
  update: (body: ShareSave) => request({ url: ApiPath.share, method: 'PUT', data: body }),
  remove: (deviceId: number, userId: number) =>
    request({ url: ApiPath.share, method: 'DELETE', data: { deviceId, userId } }),
  invitations: () => request<Data<ShareInvitation[]>>({ url: ApiPath.shareInvitations, loading: false }),
  accept: (deviceId: number) => request({ url: ApiPath.shareAccept, method: 'PUT', data: { deviceId } }),
  decline: (deviceId: number) => request({ url: ApiPath.shareDecline, method: 'PUT', data: { deviceId } }),
  leave: (deviceId: number) => request({ url: ApiPath.shareLeave, method: 'DELETE', data: { deviceId } }),
};
