import {
  ApiPath,
  alertClaimBody,
  alertFiguresQuery,
  alertHandleBody,
  alertListQuery,
  eventListQuery,
  numericIdParams,
} from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import { table } from '../../platform/envelope.ts';
import type { AlertTimeline } from './alert-timeline.ts';
import type { AlertWorkbenchService } from './alert-workbench.service.ts';
import type { AlertsService } from './alerts.service.ts';

const TAG = 'alerts';

const STAFF = ['staff', 'admin'] as const;

export function registerAlertsRoutes(
  router: ApiRouter,
  alerts: AlertsService,
  workbench: AlertWorkbenchService,
  timeline: AlertTimeline,
): void {
  router.route(
    {
      method: 'GET',
      path: ApiPath.alertLogTimeline,
      summary: "An alert's record: raised, texted to whom, seen, taken on, escalated, handled (its audience)",
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params }) => ({ data: await timeline.of(user, params.id) }),
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.alertLogWorkbench,
      summary:
        'Staff workbench: pending device alarms about the people I am caseworker of, most urgent first',
      tag: TAG,
      access: STAFF,
    },
    async ({ user }) => ({ data: await workbench.pending(user) }),
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.alertLogFigures,
      summary: "The centre's response figures per week: time to acknowledge and to handle, median and p90",
      tag: TAG,
      access: STAFF,
      query: alertFiguresQuery,
    },
    async ({ query }) => ({ data: await workbench.figures(query.weeks) }),
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.alertLogList,
      summary: 'Alerts on my and shared devices, newest first (status, alertLevel, deviceId, time filters)',
      tag: TAG,
      access: 'user',
      query: alertListQuery,
    },
    async ({ user, query }) => {
      const { rows, total } = await alerts.list(user, query);
      return table(rows, total);
    },
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.alertLogUnread,
      summary: 'How many alerts I have not opened',
      tag: TAG,
      access: 'user',
    },
    async ({ user }) => ({ data: await alerts.unread(user) }),
  );
  router.route(
    {
      method: 'PUT',
      path: ApiPath.alertLogReadAll,
      summary: 'Mark all my alerts read',
      tag: TAG,
      access: 'user',
    },
    async ({ user }) => {
      await alerts.readAll(user);
    },
  );
  router.route(
    {
      method: 'PUT',
      path: ApiPath.alertLogClaim,
      summary:
        "我来处理: take a pending alert on; everyone it went to sees who (someone else's claim stands)",
      tag: TAG,
      access: 'user',
      body: alertClaimBody,
    },
    async ({ user, body }) => ({ data: await alerts.claim(user, body) }),
  );
  router.route(
    {
      method: 'PUT',
      path: ApiPath.alertLog,
      summary: 'Handle an alert: result (remark) and status 2 no processing needed / 3 processed',
      tag: TAG,
      access: 'user',
      body: alertHandleBody,
    },
    async ({ user, body }) => {
      await alerts.handle(user, body);
    },
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.alertLogById,
      summary: 'One alert (marks it read)',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params }) => ({ data: await alerts.get(user, params.id) }),
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.eventList,
      summary: 'Device events, online and offline (deviceId or serialNumber; needs the log permission)',
      tag: TAG,
      access: 'user',
      query: eventListQuery,
    },
    async ({ user, query }) => {
      const { rows, total } = await alerts.events(user, query);
      return table(rows, total);
    },
  );
}
