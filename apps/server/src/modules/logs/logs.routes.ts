import {
  ApiPath,
  deviceHistoryBody,
  deviceLogCreateBody,
  deviceLogListQuery,
  deviceLogUpdateBody,
  historyQuery,
  monitorLogQuery,
  numericIdParams,
} from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import { table } from '../../platform/envelope.ts';
import type { Logs } from './index.ts';

const TAG = 'logs';

export function registerLogsRoutes(router: ApiRouter, { logs, history }: Logs): void {
  router.route(
    {
      method: 'GET',
      path: ApiPath.deviceLogList,
      summary: 'Device and command log of one device, newest first (logType, identify, time filters)',
      tag: TAG,
      access: 'user',
      query: deviceLogListQuery,
    },
    async ({ user, query, request }) => {
      const { rows, total } = await logs.list(user, query, request.language);
      return table(rows, total);
    },
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.deviceLogHistory,
      summary: 'Stored readings per history property: a time range or the latest N',
      tag: TAG,
      access: 'user',
      query: historyQuery,
    },
    async ({ user, query }) => ({ data: await history.history(user, query) }),
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.deviceLogMonitor,
      summary: 'The latest stored readings of one monitored property',
      tag: TAG,
      access: 'user',
      query: monitorLogQuery,
    },
    async ({ user, query }) => {
      const rows = await history.monitor(user, query);
      return table(rows, rows.length);
    },
  );
  router.route(
    {
      method: 'POST',
      path: ApiPath.deviceHistory,
      summary: 'Data centre: values of several identifiers side by side, one row per time',
      tag: TAG,
      access: 'user',
      body: deviceHistoryBody,
    },
    async ({ user, body }) => ({ data: await history.deviceHistory(user, body) }),
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.deviceLogById,
      summary: 'One device log entry',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params, request }) => ({ data: await logs.get(user, params.id, request.language) }),
  );
  router.route(
    {
      method: 'POST',
      path: ApiPath.deviceLog,
      summary: 'Write an entry into a device log (owner)',
      tag: TAG,
      access: 'user',
      body: deviceLogCreateBody,
    },
    async ({ user, body, request }) => ({ data: await logs.create(user, body, request.language) }),
  );
  router.route(
    {
      method: 'PUT',
      path: ApiPath.deviceLog,
      summary: "Edit a device log entry's remark (owner)",
      tag: TAG,
      access: 'user',
      body: deviceLogUpdateBody,
    },
    async ({ user, body }) => {
      await logs.update(user, body);
    },
  );
  router.route(
    {
      method: 'DELETE',
      path: ApiPath.deviceLogById,
      summary: 'Delete a device log entry (owner)',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params }) => {
      await logs.remove(user, params.id);
    },
  );
}
