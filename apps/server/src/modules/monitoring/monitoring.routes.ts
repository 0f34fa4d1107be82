import {
  ApiPath,
  monitorStartBody,
  monitorStopBody,
  numericIdParams,
  orderControlBody,
  orderControlListQuery,
  orderControlQuery,
} from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import { table } from '../../platform/envelope.ts';
import type { Monitoring } from './index.ts';

const TAG = 'monitoring';

export function registerMonitoringRoutes(router: ApiRouter, { monitoring, orderControl }: Monitoring): void {
  router.route(
    {
      method: 'POST',
      path: ApiPath.monitorStart,
      summary: 'Start real-time monitoring: interval 500–10000 ms, count 1–300 (monitor permission)',
      tag: TAG,
      access: 'user',
      body: monitorStartBody,
    },
    async ({ user, body }) => ({ data: await monitoring.start(user, body) }),
  );
  router.route(
    {
      method: 'POST',
      path: ApiPath.monitorStop,
      summary: 'Stop real-time monitoring (the device is sent count 0)',
      tag: TAG,
      access: 'user',
      body: monitorStopBody,
    },
    async ({ user, body }) => {
      await monitoring.stop(user, body.deviceId);
    },
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.orderControlGet,
      summary: 'Whether I may send this command (modelId) to the device now (order control)',
      tag: TAG,
      access: 'user',
      query: orderControlQuery,
    },
    async ({ user, query }) => {
      await orderControl.judge(user, query);
    },
  );
  router.route(
    {
      method: 'POST',
      path: ApiPath.orderControl,
      summary: 'Give a shared user time-boxed, count-limited commands on my device',
      tag: TAG,
      access: 'user',
      body: orderControlBody,
    },
    async ({ user, body }) => ({ data: await orderControl.create(user, body) }),
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.orderControlList,
      summary: 'Order-control rules of my device',
      tag: TAG,
      access: 'user',
      query: orderControlListQuery,
    },
    async ({ user, query }) => {
      const { rows, total } = await orderControl.list(user, query.deviceId, query.pageNum, query.pageSize);
      return table(rows, total);
    },
  );
  router.route(
    {
      method: 'DELETE',
      path: ApiPath.orderControlById,
      summary: 'Delete an order-control rule of my device',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params }) => {
      await orderControl.remove(user, params.id);
    },
  );
}
