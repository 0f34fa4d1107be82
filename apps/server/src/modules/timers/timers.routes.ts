import { timersRoutes } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import type { TimersService } from './timers.service.ts';

export function registerTimersRoutes(router: ApiRouter, timers: TimersService): void {
  router.handle(timersRoutes.list, ({ user, query }) => timers.list(user, query));
  router.handle(timersRoutes.create, async ({ user, body }) => ({ data: await timers.create(user, body) }));
  router.handle(timersRoutes.update, ({ user, body }) => timers.update(user, body.jobId, body));
  router.handle(timersRoutes.changeStatus, ({ user, body }) =>
    timers.changeStatus(user, body.jobId, body.status),
  );
  router.handle(timersRoutes.run, async ({ user, body }) => ({
    data: await timers.runNow(user, body.jobId),
  }));
  router.handle(timersRoutes.get, async ({ user, params }) => ({ data: await timers.get(user, params.id) }));
  router.handle(timersRoutes.remove, ({ user, params }) => timers.remove(user, params.id));
}
