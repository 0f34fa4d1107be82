import {
  type AjaxResult,
  type AlertFigures,
  type AlertLog,
  type AlertTimelineEntry,
  ApiPath,
  type DeviceEvent,
  fillPath,
  type TableResult,
} from '@linli/contracts';
import { type Envelope, request } from '../../../lib/request.ts';

type Data<T> = Envelope & AjaxResult<T>;
type Rows<T> = Envelope & TableResult<T>;

export interface AlertFilter {
  status?: number | undefined;
  alertLevel?: number | undefined;
  deviceId?: number | undefined;
}

export const ALERT_PAGE_SIZE = 10;

export const alertsKeys = {
  all: ['alerts'] as const,
  list: (filter: AlertFilter) => ['alerts', 'list', filter] as const,
  detail: (id: number) => ['alerts', 'detail', id] as const,
  unread: (token: string | undefined) => ['alerts', 'unread', token] as const,
  events: (deviceId: number, at: string) => ['alerts', 'events', deviceId, at] as const,
  workbench: ['alerts', 'workbench'] as const,
  timeline: (id: number) => ['alerts', 'timeline', id] as const,
  figures: (weeks: number) => ['alerts', 'figures', weeks] as const,
};

export const alertsApi = {
  list: (filter: AlertFilter, pageNum: number) =>
    request<Rows<AlertLog>>({
      url: ApiPath.alertLogList,
      query: { ...filter, pageNum, pageSize: ALERT_PAGE_SIZE },
      loading: false,
    }),
  detail: (id: number) =>
    request<Data<AlertLog>>({ url: fillPath(ApiPath.alertLogById, { id }), loading: false }),
  handle: (alertLogId: number, status: 2 | 3, remark: string) =>
    request({ url: ApiPath.alertLog, method: 'PUT', data: { alertLogId, status, remark } }),
  claim: (alertLogId: number) =>
    request<Data<AlertLog>>({ url: ApiPath.alertLogClaim, method: 'PUT', data: { alertLogId } }),
  unread: () => request<Data<{ count: number }>>({ url: ApiPath.alertLogUnread, loading: false }),
  readAll: () => request({ url: ApiPath.alertLogReadAll, method: 'PUT' }),
  timeline: (id: number) =>
    request<Data<AlertTimelineEntry[]>>({ url: fillPath(ApiPath.alertLogTimeline, { id }), loading: false }),
  workbench: () => request<Data<AlertLog[]>>({ url: ApiPath.alertLogWorkbench, loading: false }),
  figures: (weeks: number) =>
    request<Data<AlertFigures>>({ url: ApiPath.alertLogFigures, query: { weeks }, loading: false }),
  events: (deviceId: number, beginTime: string, endTime: string) =>
    request<Rows<DeviceEvent>>({
      url: ApiPath.eventList,
      query: { deviceId, beginTime, endTime, pageNum: 1, pageSize: 20 },
      loading: false,
    }),
};
