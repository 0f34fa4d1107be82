import { z } from 'zod';
import { pageQuery } from '../common/envelope.ts';
import { ErrorCode } from '../common/error-codes.ts';
import { rowId } from '../common/row-id.ts';
import {
  contactPhoneField,
  imageUrlField,
  keywordField,
  latitudeField,
  longitudeField,
  mobileField,
  optionalText,
  requiredText,
  text,
} from './fields.ts';

/** Housing/service groups: mutual-aid groups of a housing estate, volunteer teams, interest groups. */
export const GROUP_KINDS = ['housing', 'volunteer', 'interest'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];
export const GROUP_STATUSES = ['open', 'closed'] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];

export const serviceGroup = z.object({
  id: z.number().int(),
  kind: z.enum(GROUP_KINDS),
  /** In the caller's language when an English name exists. */
  name: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  summary: z.string(),
  description: z.string(),
  cover: z.string(),
  address: z.string(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  leader: z.string(),
  contactPhone: z.string(),
  services: z.array(z.string()),
  memberCount: z.number().int().min(0),
  status: z.enum(GROUP_STATUSES),
  createdAt: z.string(),
});
export type ServiceGroup = z.infer<typeof serviceGroup>;

export const groupsQuery = pageQuery.extend({
  kind: z.enum(GROUP_KINDS).optional(),
  keyword: keywordField,
});
export type GroupsQuery = z.infer<typeof groupsQuery>;

export const groupBody = z.object({
  kind: z.enum(GROUP_KINDS),
  name: requiredText(40),
  nameEn: optionalText(80),
  summary: requiredText(200),
  description: optionalText(3000),
  cover: imageUrlField.optional(),
  address: optionalText(200),
  longitude: longitudeField.nullable().optional(),
  latitude: latitudeField.nullable().optional(),
  leader: optionalText(30),
  contactPhone: contactPhoneField,
  services: z.array(z.string().trim().min(1).max(20)).max(10).default([]),
  status: z.enum(GROUP_STATUSES).optional(),
});
export type GroupBody = z.infer<typeof groupBody>;
export const groupUpdateBody = groupBody.partial();
export type GroupUpdateBody = z.infer<typeof groupUpdateBody>;

/** join: become a member; help: ask the group for help; skill: offer a skill as a volunteer. */
export const GROUP_APPLICATION_KINDS = ['join', 'help', 'skill'] as const;
export type GroupApplicationKind = (typeof GROUP_APPLICATION_KINDS)[number];
export const GROUP_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type GroupApplicationStatus = (typeof GROUP_APPLICATION_STATUSES)[number];

/** POST /shfw/group/:id/apply (detail application). */
export const groupApplyBody = z.object({
  kind: z.enum(['join', 'help']),
  contactName: requiredText(30),
  contactPhone: mobileField,
  content: requiredText(140),
});
export type GroupApplyBody = z.infer<typeof groupApplyBody>;

/** POST /shfw/skill/apply (skill application): a group is optional, staff may place the volunteer. */
export const skillApplyBody = z.object({
  groupId: rowId.nullable().optional(),
  skill: requiredText(30),
  content: requiredText(140),
  availableTime: optionalText(50),
  contactName: requiredText(30),
  contactPhone: mobileField,
});
export type SkillApplyBody = z.infer<typeof skillApplyBody>;

export const groupApplicationsQuery = pageQuery.extend({
  status: z.enum(GROUP_APPLICATION_STATUSES).optional(),
  kind: z.enum(GROUP_APPLICATION_KINDS).optional(),
  groupId: rowId.optional(),
});
export type GroupApplicationsQuery = z.infer<typeof groupApplicationsQuery>;

export const groupReviewBody = z
  .object({ decision: z.enum(['approved', 'rejected']), note: text(200).optional() })
  .superRefine((body, ctx) => {
    if (body.decision === 'rejected' && !body.note)
      ctx.addIssue({ code: 'custom', message: ErrorCode.FIELD_REQUIRED, path: ['note'] });
  });
export type GroupReviewBody = z.infer<typeof groupReviewBody>;

export const groupApplication = z.object({
  id: z.number().int(),
  kind: z.enum(GROUP_APPLICATION_KINDS),
  groupId: z.number().int().nullable(),
  groupName: z.string(),
  userId: z.number().int(),
  contactName: z.string(),
  contactPhone: z.string(),
  content: z.string(),
  skill: z.string(),
  availableTime: z.string(),
  status: z.enum(GROUP_APPLICATION_STATUSES),
  reviewNote: z.string(),
  reviewerName: z.string(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type GroupApplication = z.infer<typeof groupApplication>;
