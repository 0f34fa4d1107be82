import { monitoringRoutes } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import type { Monitoring } from './index.ts';

export function registerMonitoringRoutes(router: ApiRouter, { monitoring, orderControl }: Monitoring): void {
  router.handle(monitoringRoutes.start, async ({ user, body }) => ({
    data: await monitoring.start(user, body),
  }));
  router.handle(monitoringRoutes.stop, ({ user, body }) => monitoring.stop(user, body.deviceId));
  router.handle(monitoringRoutes.judge, ({ user, query }) => orderControl.judge(user, query));
  router.handle(monitoringRoutes.createRule, async ({ user, body }) => ({
    data: await orderControl.create(user, body),
  }));
  router.handle(monitoringRoutes.rules, ({ user, query }) =>
    orderControl.list(user, query.deviceId, query.pageNum, query.pageSize),
  );
  router.handle(monitoringRoutes.removeRule, ({ user, params }) => orderControl.remove(user, params.id));
}
