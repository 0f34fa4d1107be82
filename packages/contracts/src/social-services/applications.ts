import { z } from 'zod';
import { ErrorCode } from '../common/error-codes.ts';
import { pageQuery } from '../common/page-query.ts';
import { rowId } from '../common/row-id.ts';
import { isMobile } from '../common/validators.ts';
import { SERVICE_CATEGORIES } from './catalog.ts';
import {
  dateField,
  intBetween,
  keywordField,
  mobileField,
  optionalText,
  queryBoolean,
  requiredText,
  text,
  timeField,
  uploadUrlField,
} from './fields.ts';
import {
  APPLICATION_ACTIONS,
  APPLICATION_ACTORS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from './state-machine.ts';

/** docs/product.md "Dates, times and text": textarea max 140 characters. */
export const DEMAND_DESCRIPTION_MAX = 140;
/**
 * Attachments of one application: photos of a prescription, a certificate... (the 52 of
 * docs/product.md "Dates, times and text" is a UI default).
 */
export const APPLICATION_ATTACHMENTS_MAX = 9;
export const NOTE_MAX = 200;

export const SERVED_TYPES = ['self', 'family'] as const;
export type ServedType = (typeof SERVED_TYPES)[number];

export const TIME_SLOTS = ['morning', 'afternoon', 'evening', 'any'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

/**
 * POST /shfw/application (/pages/fwjz/fwxqsq). The preferred date follows the appointment rule
 * (appointmentDateRange in dates.ts: today to a year on), checked on the server where the clock is.
 */
export const applicationBody = z
  .object({
    projectId: rowId,
    servedType: z.enum(SERVED_TYPES),
    servedName: optionalText(30),
    servedRelation: optionalText(20),
    servedPhone: z
      .string()
      .trim()
      .refine((v) => v === '' || isMobile(v), ErrorCode.PHONE_INVALID)
      .optional(),
    description: requiredText(DEMAND_DESCRIPTION_MAX),
    preferredDate: dateField,
    preferredSlot: z.enum(TIME_SLOTS),
    contactPhone: mobileField,
    attachments: z
      .array(uploadUrlField)
      .max(APPLICATION_ATTACHMENTS_MAX, ErrorCode.FILES_TOO_MANY)
      .default([]),
  })
  .superRefine((body, ctx) => {
    if (body.servedType !== 'family') return;
    // Both are asked for at once, so a form shows every missing one together.
    if (!body.servedName)
      ctx.addIssue({ code: 'custom', message: ErrorCode.FIELD_REQUIRED, path: ['servedName'] });
    if (!body.servedRelation)
      ctx.addIssue({ code: 'custom', message: ErrorCode.FIELD_REQUIRED, path: ['servedRelation'] });
  });
export type ApplicationBody = z.infer<typeof applicationBody>;

export const myApplicationsQuery = pageQuery.extend({
  status: z.enum(APPLICATION_STATUSES).optional(),
  /** true: only the ones still being handled. */
  open: queryBoolean.optional(),
  /** One project's: the application form asks whether one is already open before it is filled. */
  projectId: rowId.optional(),
});
export type MyApplicationsQuery = z.infer<typeof myApplicationsQuery>;

export const applicationsQuery = myApplicationsQuery.extend({
  /** Applicant, person served or phone. */
  keyword: keywordField,
});
export type ApplicationsQuery = z.infer<typeof applicationsQuery>;

/** POST /shfw/application/:id/action: one endpoint for every status change, judged by the state machine. */
export const applicationActionBody = z
  .object({
    action: z.enum(APPLICATION_ACTIONS),
    note: text(NOTE_MAX).optional(),
    scheduledDate: dateField.optional(),
    scheduledTime: timeField.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'schedule') {
      if (!body.scheduledDate)
        ctx.addIssue({ code: 'custom', message: ErrorCode.FIELD_REQUIRED, path: ['scheduledDate'] });
      else if (!body.scheduledTime)
        ctx.addIssue({ code: 'custom', message: ErrorCode.FIELD_REQUIRED, path: ['scheduledTime'] });
    }
    // A refusal always tells the resident why.
    if (body.action === 'reject' && !body.note)
      ctx.addIssue({ code: 'custom', message: ErrorCode.FIELD_REQUIRED, path: ['note'] });
  });
export type ApplicationActionBody = z.infer<typeof applicationActionBody>;

export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const rateBody = z.object({
  rating: intBetween(RATING_MIN, RATING_MAX),
  ratingComment: optionalText(DEMAND_DESCRIPTION_MAX),
});
export type RateBody = z.infer<typeof rateBody>;

const WAITING_FOR_VISIT: readonly ApplicationStatus[] = ['submitted', 'accepted', 'scheduled'];

/**
 * An application still waiting for its visit after the day it was for: the scheduled day once there is one,
 * else the resident's preferred day, has passed at the centre (today is centreDate in dates.ts) while it
 * is still submitted, accepted or scheduled. Staff see it flagged so it is not forgotten.
 */
export function isOverdue(
  application: { status: ApplicationStatus; preferredDate: string; scheduledDate: string | null },
  today: string,
): boolean {
  if (!WAITING_FOR_VISIT.includes(application.status)) return false;
  const day = application.scheduledDate ?? application.preferredDate;
  return day !== '' && day < today;
}

/** One entry of an application's timeline: every change, who made it, when and why. */
export const applicationEvent = z.object({
  id: z.number().int(),
  /** 'submit' for the first entry, then the action taken. */
  action: z.enum([...APPLICATION_ACTIONS, 'submit', 'rate']),
  fromStatus: z.enum(APPLICATION_STATUSES).nullable(),
  toStatus: z.enum(APPLICATION_STATUSES),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  actorRole: z.enum(APPLICATION_ACTORS),
  note: z.string(),
  createdAt: z.string(),
});
export type ApplicationEvent = z.infer<typeof applicationEvent>;

/** A row of the appointment history (/pages/fwjz/jjjnsq) or the staff inbox. */
export const applicationSummary = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectTitle: z.string(),
  projectCategory: z.enum(SERVICE_CATEGORIES),
  projectCover: z.string(),
  applicantId: z.number().int(),
  applicantName: z.string(),
  servedType: z.enum(SERVED_TYPES),
  servedName: z.string(),
  servedRelation: z.string(),
  servedPhone: z.string(),
  description: z.string(),
  preferredDate: z.string(),
  preferredSlot: z.enum(TIME_SLOTS),
  contactPhone: z.string(),
  attachments: z.array(z.string()),
  status: z.enum(APPLICATION_STATUSES),
  scheduledDate: z.string().nullable(),
  scheduledTime: z.string().nullable(),
  rating: z.number().int().nullable(),
  ratingComment: z.string(),
  ratedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the caller may do now (the server refuses anything else). */
  allowedActions: z.array(z.enum(APPLICATION_ACTIONS)),
  canRate: z.boolean(),
});
export type ApplicationSummary = z.infer<typeof applicationSummary>;

/** GET /shfw/application/:id. */
export const applicationDetail = applicationSummary.extend({ timeline: z.array(applicationEvent) });
export type ApplicationDetail = z.infer<typeof applicationDetail>;
