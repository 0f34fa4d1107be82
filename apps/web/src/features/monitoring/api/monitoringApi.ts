import { type AjaxResult, ApiPath, type MonitorSession } from '@linli/contracts';
import { type Envelope, request } from '../../../lib/request.ts';

type Data<T> = Envelope & AjaxResult<T>;

/** Start and stop go through the server, which checks the bounds and the monitor permission again. */
export const monitoringApi = {
  start: (deviceId: number, interval: number, count: number) =>
    request<Data<MonitorSession>>({
      url: ApiPath.monitorStart,
      method: 'POST',
      data: { deviceId, interval, count },
      loading: false,
    }),
  stop: (deviceId: number) =>
    request({ url: ApiPath.monitorStop, method: 'POST', data: { deviceId }, loading: false }),
};
