import { type AjaxResult, ApiPath, type SimulateBody, type SimulateResult } from '@linli/contracts';
import { type Envelope, request } from '../../../lib/request.ts';

/** The in-app simulator: a property or event report sent as one of my devices (POST /iot/device/simulate). */
export const simulateApi = {
  send: (body: SimulateBody) =>
    request<Envelope & AjaxResult<SimulateResult>>({
      url: ApiPath.deviceSimulate,
      method: 'POST',
      data: body,
    }),
};
