import { alertsRoutes } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import type { AlertTimeline } from './alert-timeline.ts';
import type { AlertWorkbenchService } from './alert-workbench.service.ts';
import type { AlertsService } from './alerts.service.ts';

export function registerAlertsRoutes(
  router: ApiRouter,
  alerts: AlertsService,
  workbench: AlertWorkbenchService,
  timeline: AlertTimeline,
): void {
  router.handle(alertsRoutes.timeline, async ({ user, params }) => ({
    data: await timeline.of(user, params.id),
  }));
  router.handle(alertsRoutes.workbench, async ({ user }) => ({ data: await workbench.pending(user) }));
  router.handle(alertsRoutes.figures, async ({ query }) => ({ data: await workbench.figures(query.weeks) }));
  router.handle(alertsRoutes.list, ({ user, query }) => alerts.list(user, query));
  router.handle(alertsRoutes.unread, async ({ user }) => ({ data: await alerts.unread(user) }));
  router.handle(alertsRoutes.readAll, ({ user }) => alerts.readAll(user));
  router.handle(alertsRoutes.claim, async ({ user, body }) => ({ data: await alerts.claim(user, body) }));
  router.handle(alertsRoutes.handle, ({ user, body }) => alerts.handle(user, body));
  router.handle(alertsRoutes.get, async ({ user, params }) => ({ data: await alerts.get(user, params.id) }));
  router.handle(alertsRoutes.events, ({ user, query }) => alerts.events(user, query));
}
