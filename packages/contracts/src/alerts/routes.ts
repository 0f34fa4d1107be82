import { z } from 'zod';
import { defineRoute, idParams, noData, tableOf, withData } from '../common/route.ts';
import { alertsPaths } from './paths.ts';
import {
  alertClaimBody,
  alertHandleBody,
  alertListQuery,
  alertLog,
  deviceEvent,
  eventListQuery,
} from './schemas.ts';
import { alertTimelineEntry } from './timeline.ts';
import { alertFigures, alertFiguresQuery } from './workbench.ts';

const tag = 'alerts';

/** The centre's staff: the workbench and the response figures are theirs (docs/alerts.md "The staff workbench"). */
const staff = ['staff', 'admin'] as const;

/**
 * The alert log endpoints (docs/product.md "Alerts", docs/alerts.md): each caller sees the alerts that went to
 * them (SECURITY.md "Alerts"), and the device events around one.
 */
export const alertsRoutes = {
  timeline: defineRoute({
    method: 'GET',
    path: alertsPaths.alertLogTimeline,
    summary: "An alert's record: raised, texted to whom, seen, taken on, escalated, handled (its audience)",
    tag,
    access: 'user',
    params: idParams,
    response: withData(z.array(alertTimelineEntry)),
  }),
  workbench: defineRoute({
    method: 'GET',
    path: alertsPaths.alertLogWorkbench,
    summary: 'Staff workbench: pending device alarms about the people I am caseworker of, most urgent first',
    tag,
    access: staff,
    response: withData(z.array(alertLog)),
  }),
  figures: defineRoute({
    method: 'GET',
    path: alertsPaths.alertLogFigures,
    summary: "The centre's response figures per week: time to acknowledge and to handle, median and p90",
    tag,
    access: staff,
    query: alertFiguresQuery,
    response: withData(alertFigures),
  }),
  list: defineRoute({
    method: 'GET',
    path: alertsPaths.alertLogList,
    summary: 'Alerts on my and shared devices, newest first (status, alertLevel, deviceId, time filters)',
    tag,
    access: 'user',
    query: alertListQuery,
    response: tableOf(alertLog),
  }),
  unread: defineRoute({
    method: 'GET',
    path: alertsPaths.alertLogUnread,
    summary: 'How many alerts I have not opened',
    tag,
    access: 'user',
    response: withData(z.object({ count: z.number().int().min(0) })),
  }),
  readAll: defineRoute({
    method: 'PUT',
    path: alertsPaths.alertLogReadAll,
    summary: 'Mark all my alerts read',
    tag,
    access: 'user',
    response: noData,
  }),
  claim: defineRoute({
    method: 'PUT',
    path: alertsPaths.alertLogClaim,
    summary: "我来处理: take a pending alert on; everyone it went to sees who (someone else's claim stands)",
    tag,
    access: 'user',
    body: alertClaimBody,
    response: withData(alertLog),
  }),
  handle: defineRoute({
    method: 'PUT',
    path: alertsPaths.alertLog,
    summary: 'Handle an alert: result (remark) and status 2 no processing needed / 3 processed',
    tag,
    access: 'user',
    body: alertHandleBody,
    response: noData,
  }),
  get: defineRoute({
    method: 'GET',
    path: alertsPaths.alertLogById,
    summary: 'One alert (marks it read)',
    tag,
    access: 'user',
    params: idParams,
    response: withData(alertLog),
  }),
  events: defineRoute({
    method: 'GET',
    path: alertsPaths.eventList,
    summary: 'Device events, online and offline (deviceId or serialNumber; needs the log permission)',
    tag,
    access: 'user',
    query: eventListQuery,
    response: tableOf(deviceEvent),
  }),
};
