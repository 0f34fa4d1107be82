import { type AjaxResult, ApiPath, type DeviceTimer, fillPath, type TableResult } from '@linli/contracts';
import { type Envelope, request } from '../../../lib/request.ts';

type Data<T> = Envelope & AjaxResult<T>;
type Rows<T> = Envelope & TableResult<T>;

/** What the timer form sends (the server re-checks it with timerBody). */
export interface TimerSave {
  jobName: string;
  deviceId: number;
  isAdvance: 0 | 1;
  time?: string;
  weekdays?: number[];
  cronExpression?: string;
  actions: { id: string; value: string }[];
  status: 0 | 1;
  remark: string;
}

export const timersKeys = {
  all: ['timers'] as const,
  list: (deviceId: number) => ['timers', 'list', deviceId] as const,
  detail: (jobId: number) => ['timers', 'detail', jobId] as const,
};

export const timersApi = {
  list: (deviceId: number) =>
    request<Rows<DeviceTimer>>({
      url: ApiPath.jobList,
      query: { deviceId, pageNum: 1, pageSize: 100 },
      loading: false,
    }),
  detail: (jobId: number) =>
    request<Data<DeviceTimer>>({ url: fillPath(ApiPath.jobById, { id: jobId }), loading: false }),
  create: (body: TimerSave) => request({ url: ApiPath.job, method: 'POST', data: body }),
  update: (jobId: number, body: TimerSave) =>
    request({ url: ApiPath.job, method: 'PUT', data: { ...body, jobId } }),
  remove: (jobId: number) => request({ url: fillPath(ApiPath.jobById, { id: jobId }), method: 'DELETE' }),
  changeStatus: (jobId: number, status: 0 | 1) =>
    request({ url: ApiPath.jobChangeStatus, method: 'PUT', data: { jobId, status } }),
  run: (jobId: number) => request({ url: ApiPath.jobRun, method: 'PUT', data: { jobId } }),
};
