import { z } from 'zod';
import { defineRoute, idParams, noData, tableOf, withData } from '../common/route.ts';
import { timersPaths } from './paths.ts';
import {
  deviceTimer,
  timerBody,
  timerListQuery,
  timerRunBody,
  timerStatusBody,
  timerUpdateBody,
} from './schemas.ts';

const tag = 'timers';

/**
 * The device timer endpoints (docs/product.md "Timed tasks", FastBee `/iot/job`): a device's timers are
 * managed by whoever holds its `timer` permission.
 */
export const timersRoutes = {
  list: defineRoute({
    method: 'GET',
    path: timersPaths.jobList,
    summary: "A device's timers (deviceId; needs the timer permission) or, without it, my timers",
    tag,
    access: 'user',
    query: timerListQuery,
    response: tableOf(deviceTimer),
  }),
  create: defineRoute({
    method: 'POST',
    path: timersPaths.job,
    summary: 'Create a timer',
    tag,
    access: 'user',
    body: timerBody,
    response: withData(z.object({ jobId: z.number().int() })),
  }),
  update: defineRoute({
    method: 'PUT',
    path: timersPaths.job,
    summary: 'Edit a timer (body carries jobId)',
    tag,
    access: 'user',
    body: timerUpdateBody,
    response: noData,
  }),
  changeStatus: defineRoute({
    method: 'PUT',
    path: timersPaths.jobChangeStatus,
    summary: 'Enable (status 0) or pause (status 1) a timer',
    tag,
    access: 'user',
    body: timerStatusBody,
    response: noData,
  }),
  run: defineRoute({
    method: 'PUT',
    path: timersPaths.jobRun,
    summary: "Run a timer's actions once now",
    tag,
    access: 'user',
    body: timerRunBody,
    // What came of it: a RunResult, or `failed:<errorCode>` (the same text as the timer's lastResult).
    response: withData(z.object({ result: z.string() })),
  }),
  get: defineRoute({
    method: 'GET',
    path: timersPaths.jobById,
    summary: 'A timer',
    tag,
    access: 'user',
    params: idParams,
    response: withData(deviceTimer),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: timersPaths.jobById,
    summary: 'Delete a timer',
    tag,
    access: 'user',
    params: idParams,
    response: noData,
  }),
};
