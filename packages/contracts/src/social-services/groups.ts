import { z } from 'zod';
import { ErrorCode } from '../common/error-codes.ts';
import { pageQuery } from '../common/page-query.ts';
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
  /**
   * Name, summary, description and services are in the caller's language when that English text exists,
   * else Chinese; the `…Zh`/`…En` pairs are the texts as written, for the administrators' form.
   */
  name: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  summary: z.string(),
  summaryZh: z.string(),
  summaryEn: z.string(),
  description: z.string(),
  descriptionZh: z.string(),
  descriptionEn: z.string(),
  cover: z.string(),
  address: z.string(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  leader: z.string(),
  contactPhone: z.string(),
  services: z.array(z.string()),
  servicesZh: z.array(z.string()),
  servicesEn: z.array(z.string()),
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

/** Limits of a group's texts; an optional English text may hold twice its Chinese one (catalog.ts). */
export const GROUP_TEXT_MAX = {
  name: 40,
  summary: 200,
  description: 3000,
  service: 20,
  services: 10,
} as const;

const serviceList = (max: number) => z.array(z.string().trim().min(1).max(max)).max(GROUP_TEXT_MAX.services);

export const groupBody = z.object({
  kind: z.enum(GROUP_KINDS),
  name: requiredText(GROUP_TEXT_MAX.name),
  nameEn: optionalText(GROUP_TEXT_MAX.name * 2),
  summary: requiredText(GROUP_TEXT_MAX.summary),
  summaryEn: optionalText(GROUP_TEXT_MAX.summary * 2),
  description: optionalText(GROUP_TEXT_MAX.description),
  descriptionEn: optionalText(GROUP_TEXT_MAX.description * 2),
  cover: imageUrlField.optional(),
  address: optionalText(200),
  longitude: longitudeField.nullable().optional(),
  latitude: latitudeField.nullable().optional(),
  leader: optionalText(30),
  contactPhone: contactPhoneField,
  services: serviceList(GROUP_TEXT_MAX.service).default([]),
  /** The same services in English, in the same order; empty answers the Chinese list. */
  servicesEn: serviceList(GROUP_TEXT_MAX.service * 2).optional(),
  status: z.enum(GROUP_STATUSES).optional(),
});
export type GroupBody = z.infer<typeof groupBody>;
/** PUT: only what is sent changes (no default list, so an update without `services` keeps them). */
export const groupUpdateBody = groupBody
  .extend({ services: serviceList(GROUP_TEXT_MAX.service).optional() })
  .partial();
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
