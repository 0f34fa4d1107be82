import {
  type AjaxResult,
  ApiPath,
  type DeviceLog,
  type HistoryData,
  type TableResult,
} from '@linli/contracts';
import { type Envelope, request } from '../../../lib/request.ts';

type Data<T> = Envelope & AjaxResult<T>;
type Rows<T> = Envelope & TableResult<T>;

/**
 * FastBee loads logs 10 at a time; the list keeps loading as it scrolls (reach-bottom,
 * docs/product.md "Loading and feedback").
 */
export const LOG_PAGE_SIZE = 15;

export const logsKeys = {
  all: ['logs'] as const,
  list: (deviceId: number, logType: number | undefined, language: string) =>
    ['logs', 'list', deviceId, logType ?? 0, language] as const,
  history: (deviceId: number, query: HistoryRequest) => ['logs', 'history', deviceId, query] as const,
};

/** Latest N points, or a date range (`yyyy-mm-dd`, read in the centre's time zone by the server). */
export type HistoryRequest = { total: number } | { beginTime: string; endTime: string };

export const logsApi = {
  list: (deviceId: number, logType: number | undefined, pageNum: number) =>
    request<Rows<DeviceLog>>({
      url: ApiPath.deviceLogList,
      query: { deviceId, logType, pageNum, pageSize: LOG_PAGE_SIZE },
      loading: false,
    }),
  history: (deviceId: number, query: HistoryRequest) =>
    request<Data<HistoryData>>({
      url: ApiPath.deviceLogHistory,
      query: 'total' in query ? { deviceId, total: query.total } : { deviceId, ...query },
      loading: false,
    }),
};
