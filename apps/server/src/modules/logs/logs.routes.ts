import { logsRoutes } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import type { Logs } from './index.ts';

export function registerLogsRoutes(router: ApiRouter, { logs, history }: Logs): void {
  router.handle(logsRoutes.list, ({ user, query, request }) => logs.list(user, query, request.language));
  router.handle(logsRoutes.history, async ({ user, query }) => ({
    data: await history.history(user, query),
  }));
  router.handle(logsRoutes.monitor, async ({ user, query }) => {
    const rows = await history.monitor(user, query);
    return { rows, total: rows.length };
  });
  router.handle(logsRoutes.deviceHistory, async ({ user, body }) => ({
    data: await history.deviceHistory(user, body),
  }));
  router.handle(logsRoutes.get, async ({ user, params, request }) => ({
    data: await logs.get(user, params.id, request.language),
  }));
  router.handle(logsRoutes.create, async ({ user, body, request }) => ({
    data: await logs.create(user, body, request.language),
  }));
  router.handle(logsRoutes.update, ({ user, body }) => logs.update(user, body));
  router.handle(logsRoutes.remove, ({ user, params }) => logs.remove(user, params.id));
}
