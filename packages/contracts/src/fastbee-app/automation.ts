import { z } from 'zod';
import { idParams, noData, tableOf, withData } from '../common/route.ts';
import {
  appGroup,
  appGroupBody,
  appGroupDevicesBody,
  appGroupListQuery,
  appGroupUpdateBody,
  appJob,
  appJobBody,
  appJobListQuery,
  appJobRunBody,
  appJobStatusBody,
  appJobUpdateBody,
  appShareBody,
  appShareListQuery,
  appSharePerm,
  appShareRow,
  appShareUser,
  appShareUserQuery,
} from './automation-schemas.ts';
import { defineAppRoute } from './prefix.ts';

export * from './automation-schemas.ts';

/**
 * The FastBee app's timers (`apis/modules/job.js`), device groups (`group.js`) and, for old builds still in
 * the field, shares (`deviceUser.js`, `model.js#getModelPermList`), answered by Linli's own timers, groups
 * and shares services with the same checks as /api (docs/fastbee-app.md).
 */
export const automationRoutes = {
  jobList: defineAppRoute({
    method: 'GET',
    path: '/iot/job/list',
    summary: "A device's timers (timing/index.vue, timing/list.vue; filters jobName, status)",
    access: 'user',
    query: appJobListQuery,
    response: tableOf(appJob),
  }),
  jobRun: defineAppRoute({
    method: 'PUT',
    path: '/iot/job/run',
    summary: "Run a timer's actions once now",
    access: 'user',
    body: appJobRunBody,
    // The page toasts `msg` only: it says what came of the run (a failure's reason, e.g. the device offline).
    response: z.object({ msg: z.string() }),
  }),
  jobChangeStatus: defineAppRoute({
    method: 'PUT',
    path: '/iot/job/changeStatus',
    summary: "Switch a timer on ('0') or off ('1')",
    access: 'user',
    body: appJobStatusBody,
    response: noData,
  }),
  jobGet: defineAppRoute({
    method: 'GET',
    path: '/iot/job/:id',
    summary: 'A timer for the editor (timing/detail.vue)',
    access: 'user',
    params: idParams,
    response: withData(appJob),
  }),
  jobCreate: defineAppRoute({
    method: 'POST',
    path: '/iot/job',
    summary: 'Create a timer (Quartz cron, actions as a JSON string)',
    access: 'user',
    body: appJobBody,
    response: noData,
  }),
  jobUpdate: defineAppRoute({
    method: 'PUT',
    path: '/iot/job',
    summary: 'Save an edited timer (the whole object the editor read, merged)',
    access: 'user',
    body: appJobUpdateBody,
    response: noData,
  }),
  jobDelete: defineAppRoute({
    method: 'DELETE',
    path: '/iot/job/:id',
    summary: 'Delete a timer',
    access: 'user',
    params: idParams,
    response: noData,
  }),

  groupList: defineAppRoute({
    method: 'GET',
    path: '/iot/group/list',
    summary: 'My device groups: all of them without paging (home tabs), else one page',
    access: 'user',
    query: appGroupListQuery,
    response: tableOf(appGroup),
  }),
  groupDeviceIds: defineAppRoute({
    method: 'GET',
    path: '/iot/group/getDeviceIds/:id',
    summary: "Ids of a group's devices (deviceGroup/devices.vue)",
    access: 'user',
    params: idParams,
    response: withData(z.array(z.number().int())),
  }),
  groupSetDevices: defineAppRoute({
    method: 'PUT',
    path: '/iot/group/updateDeviceGroups',
    summary: "Replace a group's devices",
    access: 'user',
    body: appGroupDevicesBody,
    response: noData,
  }),
  groupGet: defineAppRoute({
    method: 'GET',
    path: '/iot/group/:id',
    summary: 'A device group (deviceGroup/detail.vue)',
    access: 'user',
    params: idParams,
    response: withData(appGroup),
  }),
  groupCreate: defineAppRoute({
    method: 'POST',
    path: '/iot/group',
    summary: 'Create a device group',
    access: 'user',
    body: appGroupBody,
    response: noData,
  }),
  groupUpdate: defineAppRoute({
    method: 'PUT',
    path: '/iot/group',
    summary: 'Save a device group (the whole object the page read)',
    access: 'user',
    body: appGroupUpdateBody,
    response: noData,
  }),
  groupDelete: defineAppRoute({
    method: 'DELETE',
    path: '/iot/group/:id',
    summary: 'Delete a device group',
    access: 'user',
    params: idParams,
    response: noData,
  }),

  shareList: defineAppRoute({
    method: 'GET',
    path: '/iot/share/list',
    summary: 'Users of a device, owner first (old share list page)',
    access: 'user',
    query: appShareListQuery,
    response: tableOf(appShareRow),
  }),
  shareUser: defineAppRoute({
    method: 'GET',
    path: '/iot/share/shareUser',
    summary: 'Find a user to share with by phone (owner only; rate-limited like /api)',
    access: 'user',
    query: appShareUserQuery,
    response: withData(appShareUser),
  }),
  shareCreate: defineAppRoute({
    method: 'POST',
    path: '/iot/share',
    summary: 'Share a device (owner only; perms comma-joined)',
    access: 'user',
    body: appShareBody,
    response: noData,
  }),
  shareUpdate: defineAppRoute({
    method: 'PUT',
    path: '/iot/share',
    summary: "Edit a share's permissions and remark (owner only)",
    access: 'user',
    body: appShareBody,
    response: noData,
  }),
  shareDelete: defineAppRoute({
    method: 'DELETE',
    path: '/iot/share',
    summary: 'Revoke a share (owner only; the JSON body names it)',
    access: 'user',
    body: appShareBody,
    response: noData,
  }),
  sharePermList: defineAppRoute({
    method: 'GET',
    path: '/iot/model/permList/:id',
    summary:
      'Shareable thing-model items of a product (id = productId), without the five system permissions the page adds',
    access: 'user',
    params: idParams,
    response: withData(z.array(appSharePerm)),
  }),
} as const;
