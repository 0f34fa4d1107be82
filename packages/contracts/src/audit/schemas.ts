import { z } from 'zod';
import { pageQuery } from '../common/page-query.ts';
import { rowId } from '../common/row-id.ts';
import { ROLES } from '../users/schemas.ts';

/**
 * Security-relevant events kept in the audit log (ASVS V7.2): who signed in or failed to, who
 * gave or took away access to a device, whose device changed hands, whose roles changed.
 */
export const AUDIT_EVENTS = [
  'login.succeeded',
  'login.failed',
  'logout',
  'password.changed',
  'account.deleted',
  'share.granted',
  'share.changed',
  'share.revoked',
  'share.accepted',
  'share.declined',
  'share.left',
  'device.bound',
  'device.unbound',
  'device.ownerChanged',
  'role.changed',
  'sms.capped',
] as const;
export type AuditEventName = (typeof AUDIT_EVENTS)[number];

/** One row of GET /system/audit/list. */
export const auditEntry = z.object({
  auditId: z.number().int(),
  event: z.enum(AUDIT_EVENTS),
  /** The signed-in user who did it; null for an anonymous attempt (a failed login). */
  actorId: z.number().int().nullable(),
  /** The username given or held (a failed login records the name that was tried, never the password). */
  actorName: z.string(),
  /** The actor's name and roles as they are now, for people reading the log ('' and [] when unknown). */
  actorNickName: z.string(),
  actorRoles: z.array(z.enum(ROLES)),
  /** What it was done to, e.g. `device:12`, `user:7`. */
  target: z.string(),
  ip: z.string(),
  /** Extra facts (method, granted permissions, refusal code); never secrets. */
  detail: z.record(z.string(), z.unknown()),
  createTime: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListQuery = pageQuery.extend({
  event: z.enum(AUDIT_EVENTS).optional(),
  actorId: rowId.optional(),
  actorName: z.string().trim().max(64).optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

/** GET /system/user/export: everything the service holds about the caller (privacy, SECURITY.md). */
export const userDataExport = z.object({
  exportedAt: z.string(),
  format: z.literal('linli-user-export/1'),
  /** One key per module that holds personal data: profile, devices, applications, records, ... */
  sections: z.record(z.string(), z.unknown()),
});
export type UserDataExport = z.infer<typeof userDataExport>;
