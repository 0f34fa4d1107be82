import { z } from 'zod';
import { defineRoute, idParams, noData, tableOf, withData } from '../common/route.ts';
import { logsPaths } from './paths.ts';
import {
  deviceHistoryBody,
  deviceHistoryRow,
  deviceLog,
  deviceLogCreateBody,
  deviceLogListQuery,
  deviceLogUpdateBody,
  historyData,
  historyQuery,
  monitorLogQuery,
  monitorPoint,
} from './schemas.ts';

const tag = 'logs';

/**
 * Device logs and stored history (docs/product.md "Device logs", docs/fastbee.md "Logs and history"): read by
 * the owner and shared users holding the matching permission, written by the owner alone.
 */
export const logsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: logsPaths.deviceLogList,
    summary: 'Device and command log of one device, newest first (logType, identify, time filters)',
    tag,
    access: 'user',
    query: deviceLogListQuery,
    response: tableOf(deviceLog),
  }),
  history: defineRoute({
    method: 'GET',
    path: logsPaths.deviceLogHistory,
    summary: 'Stored readings per history property: a time range or the latest N',
    tag,
    access: 'user',
    query: historyQuery,
    response: withData(historyData),
  }),
  monitor: defineRoute({
    method: 'GET',
    path: logsPaths.deviceLogMonitor,
    summary: 'The latest stored readings of one monitored property',
    tag,
    access: 'user',
    query: monitorLogQuery,
    response: tableOf(monitorPoint),
  }),
  deviceHistory: defineRoute({
    method: 'POST',
    path: logsPaths.deviceHistory,
    summary: 'Data centre: values of several identifiers side by side, one row per time',
    tag,
    access: 'user',
    body: deviceHistoryBody,
    response: withData(z.array(deviceHistoryRow)),
  }),
  get: defineRoute({
    method: 'GET',
    path: logsPaths.deviceLogById,
    summary: 'One device log entry',
    tag,
    access: 'user',
    params: idParams,
    response: withData(deviceLog),
  }),
  create: defineRoute({
    method: 'POST',
    path: logsPaths.deviceLog,
    summary: 'Write an entry into a device log (owner)',
    tag,
    access: 'user',
    body: deviceLogCreateBody,
    response: withData(deviceLog),
  }),
  update: defineRoute({
    method: 'PUT',
    path: logsPaths.deviceLog,
    summary: "Edit a device log entry's remark (owner)",
    tag,
    access: 'user',
    body: deviceLogUpdateBody,
    response: noData,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: logsPaths.deviceLogById,
    summary: 'Delete a device log entry (owner)',
    tag,
    access: 'user',
    params: idParams,
    response: noData,
  }),
};
