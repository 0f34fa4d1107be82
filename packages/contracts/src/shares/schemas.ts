import { z } from 'zod';
import { pageQuery } from '../common/page-query.ts';
import { rowId } from '../common/row-id.ts';
import { identifierList, idQueryField } from '../devices/fields.ts';

/**
 * Share permission keys (docs/product.md "Roles and sharing", docs/fastbee.md "Sharing"): FastBee's five fixed
 * system permissions, Linli's `alert` (hear the device's alerts: live, by SMS, in the alert list), plus every
 * thing-model identifier flagged `isSharePerm` (which grants control of that property/function). Unlike FastBee,
 * the server enforces them for REST and MQTT.
 */
export const SHARE_SYSTEM_PERMS = ['alert', 'ota', 'timer', 'log', 'monitor', 'statistic'] as const;
export type ShareSystemPerm = (typeof SHARE_SYSTEM_PERMS)[number];

/** What a new share offers before the owner changes it: a family member shares a device to be told. */
export const DEFAULT_SHARE_PERMS: readonly ShareSystemPerm[] = ['alert'];

/** One entry of the permission checkbox list. */
export const sharePerm = z.object({
  identifier: z.string(),
  modelName: z.string(),
  /** 'system' for the fixed keys, 'model' for a shareable thing-model item. */
  kind: z.enum(['system', 'model']),
  remark: z.string(),
});
export type SharePerm = z.infer<typeof sharePerm>;

/** Labels of the system permissions (the web shows them; thing-model items carry their own names). */
export const SHARE_SYSTEM_PERM_NAMES: Record<ShareSystemPerm, { 'zh-CN': string; 'en-US': string }> = {
  alert: { 'zh-CN': '告警通知', 'en-US': 'Alert notifications' },
  ota: { 'zh-CN': '设备升级', 'en-US': 'Device upgrade (OTA)' },
  timer: { 'zh-CN': '设备定时', 'en-US': 'Device timing' },
  log: { 'zh-CN': '设备日志', 'en-US': 'Device log' },
  monitor: { 'zh-CN': '实时监测', 'en-US': 'Real-time monitoring' },
  statistic: { 'zh-CN': '监测统计', 'en-US': 'Monitoring statistics' },
};

/** A user found by phone for sharing (`GET /iot/share/shareUser`). */
export const shareUser = z.object({
  userId: z.number().int(),
  /** Masked (maskLoginName): enough for the sharer to recognise the person, not to sign in as them. */
  userName: z.string(),
  nickName: z.string(),
  phonenumber: z.string(),
  avatar: z.string(),
});
export type ShareUser = z.infer<typeof shareUser>;

/** A row of `GET /iot/share/list` / `GET /iot/deviceUser/{deviceId}`; the owner comes first with isOwner 1. */
export const deviceShare = z.object({
  deviceId: z.number().int(),
  deviceName: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  /** '' for the owner's row when a shared user reads the list. */
  phonenumber: z.string(),
  perms: z.array(z.string()),
  isOwner: z.literal([0, 1]),
  /** 0: invited, not accepted yet — the share has no effect until the recipient accepts it. */
  accepted: z.literal([0, 1]),
  remark: z.string(),
  createTime: z.string(),
});
export type DeviceShare = z.infer<typeof deviceShare>;

/**
 * A share someone offered me that I have not answered (`GET /iot/share/invitations`): it has no effect until I
 * accept it (`PUT /iot/share/accept`); declining (`PUT /iot/share/decline`) removes it. A share I accepted I
 * can leave (`DELETE /iot/share/leave`).
 */
export const shareInvitation = z.object({
  deviceId: z.number().int(),
  deviceName: z.string(),
  /** The owner's nickname ('' when they have none). */
  ownerName: z.string(),
  perms: z.array(z.string()),
  remark: z.string(),
  createTime: z.string(),
});
export type ShareInvitation = z.infer<typeof shareInvitation>;

/** The device of a share the caller was offered or holds. */
export const shareDeviceBody = z.object({ deviceId: rowId });
export type ShareDeviceBody = z.infer<typeof shareDeviceBody>;

export const shareUserQuery = z.object({
  deviceId: idQueryField,
  // A wrong phone is answered like an unknown user (docs/product.md "Roles and sharing"), so any text is
  // accepted here.
  phonenumber: z.string().trim().min(1).max(20),
});
export type ShareUserQuery = z.infer<typeof shareUserQuery>;

/**
 * `GET /iot/tool/userList`: FastBee filtered every user by a phone fragment (and status, paging). Here only a
 * whole phone number is looked up, as the share look-up does; `deviceId`, when given, holds the caller to the
 * share look-up's rules for that device. `status` and paging are read and ignored (one row at most).
 */
export const toolUserListQuery = z.object({
  phonenumber: shareUserQuery.shape.phonenumber,
  deviceId: z.preprocess((v) => (v === '' ? undefined : v), idQueryField.optional()),
  status: z.string().max(8).optional(),
  pageNum: z.string().max(8).optional(),
  pageSize: z.string().max(8).optional(),
});
export type ToolUserListQuery = z.infer<typeof toolUserListQuery>;

/** `perms` as FastBee sends it (comma-joined) or as an array, without repeats. */
const perms = identifierList.transform((v) => [...new Set(v)]);

export const shareBody = z.object({
  deviceId: rowId,
  userId: rowId,
  perms: perms.default([]),
  remark: z.string().trim().max(140).default(''),
});
export type ShareBody = z.infer<typeof shareBody>;

export const shareKeyBody = z.object({
  deviceId: rowId,
  userId: rowId,
});
export type ShareKeyBody = z.infer<typeof shareKeyBody>;

export const shareDetailQuery = z.object({ deviceId: idQueryField, userId: idQueryField });

export const shareListQuery = pageQuery.extend({ deviceId: idQueryField });
export type ShareListQuery = z.infer<typeof shareListQuery>;
