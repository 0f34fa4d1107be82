import { z } from 'zod';
import { pageQuery } from '../common/envelope.ts';
import { ErrorCode } from '../common/error-codes.ts';
import { isMobile } from '../common/validators.ts';
import type { ServiceCategory } from './catalog.ts';
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
  APPLICATION_STATUSES,
  type ApplicationAction,
  type ApplicationActor,
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
 * POST /shfw/application (/pages/fwjz/fwxqsq). The preferred date is checked against today ± 10 years on
 * the server (docs/product.md "Dates, times and text"), where the clock is.
 */
export const applicationBody = z
  .object({
    projectId: z.coerce.number().int().positive(),
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
    if (!body.servedName)
      ctx.addIssue({ code: 'custom', message: ErrorCode.FIELD_REQUIRED, path: ['servedName'] });
    else if (!body.servedRelation)
      ctx.addIssue({ code: 'custom', message: ErrorCode.FIELD_REQUIRED, path: ['servedRelation'] });
  });
export type ApplicationBody = z.infer<typeof applicationBody>;

export const myApplicationsQuery = pageQuery.extend({
  status: z.enum(APPLICATION_STATUSES).optional(),
  /** true: only the ones still being handled. */
  open: queryBoolean.optional(),
});
export type MyApplicationsQuery = z.infer<typeof myApplicationsQuery>;

export const applicationsQuery = myApplicationsQuery.extend({
  projectId: z.coerce.number().int().positive().optional(),
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

/** One entry of an application's timeline: every change, who made it, when and why. */
export interface ApplicationEvent {
  id: number;
  /** 'submit' for the first entry, then the action taken. */
  action: ApplicationAction | 'submit' | 'rate';
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus;
  actorId: number | null;
  actorName: string;
  actorRole: ApplicationActor;
  note: string;
  createdAt: string;
}

/** A row of the appointment history (/pages/fwjz/jjjnsq) or the staff inbox. */
export interface ApplicationSummary {
  id: number;
  projectId: number;
  projectTitle: string;
  projectCategory: ServiceCategory;
  projectCover: string;
  applicantId: number;
  applicantName: string;
  servedType: ServedType;
  servedName: string;
  servedRelation: string;
  servedPhone: string;
  description: string;
  preferredDate: string;
  preferredSlot: TimeSlot;
  contactPhone: string;
  attachments: string[];
  status: ApplicationStatus;
  scheduledDate: string | null;
  scheduledTime: string | null;
  rating: number | null;
  ratingComment: string;
  ratedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** What the caller may do now (the server refuses anything else). */
  allowedActions: ApplicationAction[];
  canRate: boolean;
}

/** GET /shfw/application/:id. */
export interface ApplicationDetail extends ApplicationSummary {
  timeline: ApplicationEvent[];
}
