import type {
  DeviceGroup,
  DeviceShare,
  DeviceTimer,
  fastbeeApp,
  Language,
  ThingsModelSet,
} from '@linli/contracts';
import { appActionsOf } from './automation-actions.ts';
import { quartzOf, scheduleFromLinliCron } from './automation-cron.ts';
import { appTime } from './shapes.ts';

/**
 * A timer's schedule as the app reads it. A timer made in Linli's own app with a raw cron the FastBee
 * app cannot show (several times a day, some days of the month) keeps that cron as it is.
 */
function cronOf(timer: DeviceTimer): string {
  if (timer.isAdvance === 0) return quartzOf({ time: timer.time, weekdays: timer.weekdays });
  const schedule = scheduleFromLinliCron(timer.cronExpression);
  return schedule ? quartzOf(schedule) : timer.cronExpression;
}

/** What a timer row needs besides the timer: its product's name and thing model (action names). */
export interface TimerContext {
  productName: string;
  models: ThingsModelSet;
}

/** A Linli timer as `timing/index.vue` lists it and `timing/detail.vue` edits it. */
export function appJobOf(timer: DeviceTimer, context: TimerContext): fastbeeApp.AppJob {
  const device = { deviceId: timer.deviceId, deviceName: timer.deviceName };
  return {
    jobId: timer.jobId,
    jobName: timer.jobName,
    jobGroup: 'DEFAULT',
    // FastBee's DeviceJob: 1 a device timer (2 alert, 3 scene), misfire "2" run once, concurrent "1" no.
    jobType: 1,
    cronExpression: cronOf(timer),
    status: timer.status === 0 ? '0' : '1',
    isAdvance: 0,
    misfirePolicy: '2',
    concurrent: '1',
    deviceId: timer.deviceId,
    deviceName: timer.deviceName,
    serialNumber: timer.serialNumber,
    productId: timer.productId,
    productName: context.productName,
    sceneId: 0,
    alertId: 0,
    actions: JSON.stringify(appActionsOf(timer.actions, context.models, device)),
    remark: timer.remark,
    createTime: appTime(timer.createTime),
    nextValidTime: timer.nextRunTime ? appTime(timer.nextRunTime) : null,
  };
}

/** A product's name in the caller's language. */
export const productNameOf = (product: { name: string; nameEn: string } | undefined, language: Language) =>
  product ? (language === 'en-US' && product.nameEn ? product.nameEn : product.name) : '';

/** A group of the caller's as the group pages and the home tabs read it. */
export function appGroupOf(group: DeviceGroup, userId: number): fastbeeApp.AppGroup {
  return {
    groupId: group.groupId,
    groupName: group.groupName,
    groupOrder: group.groupOrder,
    userId,
    remark: group.remark,
    createTime: appTime(group.createTime),
  };
}

/** A user of a device as the old share list reads it: `perms` comma-joined. */
export function appShareRowOf(share: DeviceShare): fastbeeApp.AppShareRow {
  return {
    deviceId: share.deviceId,
    deviceName: share.deviceName,
    userId: share.userId,
    userName: share.userName,
    nickName: share.nickName,
    phonenumber: share.phonenumber,
    perms: share.perms.join(','),
    isOwner: share.isOwner,
    remark: share.remark,
    createTime: appTime(share.createTime),
  };
}
