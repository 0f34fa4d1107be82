import { z } from 'zod';
import { pageQuery } from '../common/envelope.ts';
import { idQueryField } from '../devices/fields.ts';
import type { AlertPerson } from '../social-services/watch.ts';

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

export interface AlertLog {
  alertLogId: number;
  /**
   * A device alarm: the thing-model item's Chinese name (`alertNameEn` its English one). A scene alert: the
   * words its author typed, shown as they are.
   */
  alertName: string;
  alertNameEn: string | null;
  origin: AlertOrigin;
  /** The thing-model item that raised a device alarm ('' for scene alerts). */
  identifier: string;
  /** 1 reminder, 2 warning, 3 critical (ALERT_LEVEL). */
  alertLevel: number;
  status: AlertStatus;
  deviceId: number | null;
  serialNumber: string;
  deviceName: string;
  productId: number | null;
  sceneId: number | null;
  sceneName: string;
  /** The data that fired it, as `[{id, value}]`. */
  detail: { id: string; value: string }[];
  /** Process result written by whoever handled it. */
  remark: string;
  handledBy: number | null;
  handledTime: string | null;
  /** Who tapped 我来处理 (null: nobody yet), their nickname and when. */
  claimedBy: number | null;
  claimedByName: string;
  claimTime: string | null;
  /** When nobody took it on in time and it was escalated (texted again, duty staff told); null: not. */
  escalatedTime: string | null;
  /**
   * A device alarm on a device that watches over a person the centre serves: who it is about and whom to call.
   * null for scene alerts and for devices linked to nobody.
   */
  person: AlertPerson | null;
  createTime: string;
  /** 1 when the caller has opened it. */
  isRead: 0 | 1;
  /**
   * Nickname of the person whose scene raised it ('' when not known), so an alert from someone's scene never
   * reads as the device's own.
   */
  authorName: string;
  /**
   * 1: a reminder its author made on a device someone else owns — it went to the author alone, never to the
   * owner or the device's other shared users (SECURITY.md "Alerts").
   */
  personal: 0 | 1;
}

/** What `/user/{userId}/alert` carries. */
export type AlertMessage = Omit<AlertLog, 'isRead'>;

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

export const alertClaimBody = z.object({ alertLogId: z.coerce.number().int().positive() });
export type AlertClaimBody = z.infer<typeof alertClaimBody>;

export const alertHandleBody = z.object({
  alertLogId: z.coerce.number().int().positive(),
  status: z.coerce.number().int().min(2).max(3),
  remark: z.string().trim().max(500).default(''),
});
export type AlertHandleBody = z.infer<typeof alertHandleBody>;

/**
 * Device event log row (`GET /iot/event/list`): events, online, offline
 * (docs/fastbee.md "Log types and codes").
 */
export interface DeviceEvent {
  logId: number;
  deviceId: number;
  serialNumber: string;
  logType: number;
  identifier: string;
  value: string;
  remark: string;
  createTime: string;
}

export const eventListQuery = pageQuery.extend({
  deviceId: idQueryField.optional(),
  serialNumber: z.string().trim().max(64).optional(),
  logType: z.coerce.number().int().min(1).max(8).optional(),
  beginTime: time,
  endTime: time,
});
export type EventListQuery = z.infer<typeof eventListQuery>;
