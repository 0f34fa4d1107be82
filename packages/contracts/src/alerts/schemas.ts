import { z } from 'zod';
import { pageQuery } from '../common/page-query.ts';
import { rowId } from '../common/row-id.ts';
import { idQueryField } from '../devices/fields.ts';
import { alertPerson } from '../social-services/watch.ts';

/** Alert log status (docs/product.md "Alerts"): 1 pending, 2 no processing needed, 3 processed. */
export const ALERT_STATUS = { pending: 1, noAction: 2, processed: 3 } as const;
export type AlertStatus = (typeof ALERT_STATUS)[keyof typeof ALERT_STATUS];

/** App topic a signed-in user subscribes to for live alerts; only that user may subscribe. */
export const userAlertTopic = (userId: number): string => `/user/${userId}/alert`;
/** The user id of a user alert topic, undefined for any other topic. */
export function parseUserAlertTopic(topic: string): number | undefined {
  const m = /^\/user\/([1-9]\d{0,9})\/alert$/.exec(topic);
  return m ? Number(m[1]) : undefined;
}

/** Where an alert came from: the device's own thing-model alarm, or a scene's alarm action. */
export type AlertOrigin = 'device' | 'scene';

/** A 0/1 flag as FastBee sends it. */
const flag = z.literal([0, 1]);

export const alertLog = z.object({
  alertLogId: z.number().int(),
  /**
   * A device alarm: the thing-model item's Chinese name (`alertNameEn` its English one). A scene alert: the
   * words its author typed, shown as they are.
   */
  alertName: z.string(),
  alertNameEn: z.string().nullable(),
  origin: z.enum(['device', 'scene']),
  /** The thing-model item that raised a device alarm ('' for scene alerts). */
  identifier: z.string(),
  /** 1 reminder, 2 warning, 3 critical (ALERT_LEVEL). */
  alertLevel: z.number().int(),
  status: z.literal([ALERT_STATUS.pending, ALERT_STATUS.noAction, ALERT_STATUS.processed]),
  deviceId: z.number().int().nullable(),
  serialNumber: z.string(),
  deviceName: z.string(),
  productId: z.number().int().nullable(),
  sceneId: z.number().int().nullable(),
  sceneName: z.string(),
  /** The data that fired it, as `[{id, value}]`. */
  detail: z.array(z.object({ id: z.string(), value: z.string() })),
  /** Process result written by whoever handled it. */
  remark: z.string(),
  handledBy: z.number().int().nullable(),
  handledTime: z.string().nullable(),
  /** Who tapped 我来处理 (null: nobody yet), their nickname and when. */
  claimedBy: z.number().int().nullable(),
  claimedByName: z.string(),
  claimTime: z.string().nullable(),
  /** When nobody took it on in time and it was escalated (texted again, duty staff told); null: not. */
  escalatedTime: z.string().nullable(),
  /**
   * A device alarm on a device that watches over a person the centre serves: who it is about and whom to call.
   * null for scene alerts and for devices linked to nobody.
   */
  person: alertPerson.nullable(),
  createTime: z.string(),
  /** 1 when the caller has opened it. */
  isRead: flag,
  /**
   * Nickname of the person whose scene raised it ('' when not known), so an alert from someone's scene never
   * reads as the device's own.
   */
  authorName: z.string(),
  /**
   * 1: a reminder its author made on a device someone else owns — it went to the author alone, never to the
   * owner or the device's other shared users (SECURITY.md "Alerts").
   */
  personal: flag,
});
export type AlertLog = z.infer<typeof alertLog>;

/** What `/user/{userId}/alert` carries. */
export const alertMessage = alertLog.omit({ isRead: true });
export type AlertMessage = z.infer<typeof alertMessage>;

const time = z.string().trim().datetime({ offset: true }).optional();

export const alertListQuery = pageQuery.extend({
  status: z.coerce.number().int().min(1).max(3).optional(),
  alertLevel: z.coerce.number().int().min(1).max(3).optional(),
  deviceId: idQueryField.optional(),
  serialNumber: z.string().trim().max(64).optional(),
  alertName: z.string().trim().max(64).optional(),
  beginTime: time,
  endTime: time,
});
export type AlertListQuery = z.infer<typeof alertListQuery>;

export const alertClaimBody = z.object({ alertLogId: rowId });
export type AlertClaimBody = z.infer<typeof alertClaimBody>;

export const alertHandleBody = z.object({
  alertLogId: rowId,
  status: z.coerce.number().int().min(2).max(3),
  remark: z.string().trim().max(500).default(''),
});
export type AlertHandleBody = z.infer<typeof alertHandleBody>;

/**
 * Device event log row (`GET /iot/event/list`): events, online, offline
 * (docs/fastbee.md "Log types and codes").
 */
export const deviceEvent = z.object({
  logId: z.number().int(),
  deviceId: z.number().int(),
  serialNumber: z.string(),
  logType: z.number().int(),
  identifier: z.string(),
  value: z.string(),
  remark: z.string(),
  createTime: z.string(),
});
export type DeviceEvent = z.infer<typeof deviceEvent>;

export const eventListQuery = pageQuery.extend({
  deviceId: idQueryField.optional(),
  serialNumber: z.string().trim().max(64).optional(),
  logType: z.coerce.number().int().min(1).max(8).optional(),
  beginTime: time,
  endTime: time,
});
export type EventListQuery = z.infer<typeof eventListQuery>;
