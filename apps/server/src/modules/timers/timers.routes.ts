import {
  ApiPath,
  numericIdParams,
  timerBody,
  timerListQuery,
  timerRunBody,
  timerStatusBody,
  timerUpdateBody,
} from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import { table } from '../../platform/envelope.ts';
import type { TimersService } from './timers.service.ts';

const TAG = 'timers';

export function registerTimersRoutes(router: ApiRouter, timers: TimersService): void {
  router.route(
    {
      method: 'GET',
      path: ApiPath.jobList,
      summary: "A device's timers (deviceId; needs the timer permission) or, without it, my timers",
      tag: TAG,
      access: 'user',
      query: timerListQuery,
    },
    async ({ user, query }) => {
      const { rows, total } = await timers.list(user, query);
      return table(rows, total);
    },
  );
  router.route(
    {
      method: 'POST',
      path: ApiPath.job,
      summary: 'Create a timer',
      tag: TAG,
      access: 'user',
      body: timerBody,
    },
    async ({ user, body }) => ({ data: await timers.create(user, body) }),
  );
  router.route(
    {
      method: 'PUT',
      path: ApiPath.job,
      summary: 'Edit a timer (body carries jobId)',
      tag: TAG,
      access: 'user',
      body: timerUpdateBody,
    },
    async ({ user, body }) => {
      await timers.update(user, body.jobId, body);
    },
  );
  router.route(
    {
      method: 'PUT',
      path: ApiPath.jobChangeStatus,
      summary: 'Enable (status 0) or pause (status 1) a timer',
      tag: TAG,
      access: 'user',
      body: timerStatusBody,
    },
    async ({ user, body }) => {
      await timers.changeStatus(user, body.jobId, body.status);
    },
  );
  router.route(
    {
      method: 'PUT',
      path: ApiPath.jobRun,
      summary: "Run a timer's actions once now",
      tag: TAG,
      access: 'user',
      body: timerRunBody,
    },
    async ({ user, body }) => ({ data: await timers.runNow(user, body.jobId) }),
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.jobById,
      summary: 'A timer',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params }) => ({ data: await timers.get(user, params.id) }),
  );
  router.route(
    {
      method: 'DELETE',
      path: ApiPath.jobById,
      summary: 'Delete a timer',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params }) => {
      await timers.remove(user, params.id);
    },
  );
}
