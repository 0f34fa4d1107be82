import {
  APPLICATION_ATTACHMENTS_MAX,
  type ApplicationAction,
  type ApplicationActionBody,
  type ApplicationBody,
  applicationBody,
  appointmentDateRange,
  datePickerRange,
  ErrorCode,
  formatMessage,
  isIdCard,
  isIsoDate,
  isMobile,
  isWithinRange,
  type Language,
  type ServedType,
  type TimeSlot,
} from '@linli/contracts';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

import type { FieldErrors } from '../common/hooks/useFormDraft.ts';

type T = TFunction<'socialServices'>;

/** A field's first problem when a contract schema checks a form's body: its ErrorCode and the bound crossed. */
export interface SchemaProblem {
  field: string;
  code: ErrorCode;
  min?: number;
  max?: number;
}

const KNOWN_CODES = new Set<string>(Object.values(ErrorCode));

/**
 * The server's own zod schema run on a form's body on the client: the same rules, each field's first
 * problem named by the ErrorCode the server would answer (contracts common/zod-errors.ts), for the screen
 * to word.
 */
export function schemaProblems(schema: z.ZodType, body: unknown): SchemaProblem[] {
  const parsed = schema.safeParse(body);
  if (parsed.success) return [];
  const problems = new Map<string, SchemaProblem>();
  for (const issue of parsed.error.issues) {
    const field = issue.path.find((part): part is string => typeof part === 'string');
    if (!field || problems.has(field)) continue;
    const code = (KNOWN_CODES.has(issue.message) ? issue.message : ErrorCode.FIELD_INVALID) as ErrorCode;
    const problem: SchemaProblem = { field, code };
    if (issue.code === 'too_small') problem.min = Number(issue.minimum);
    if (issue.code === 'too_big') problem.max = Number(issue.maximum);
    problems.set(field, problem);
  }
  return [...problems.values()];
}

export interface ApplicationDraft {
  servedType: ServedType;
  servedName: string;
  servedRelation: string;
  servedPhone: string;
  description: string;
  preferredDate: string;
  preferredSlot: TimeSlot;
  contactPhone: string;
  attachments: string[];
}

export const required = (t: T, field: string) => t('errors.required', { field });

/** docs/product.md "Dates, times and text": a date picked within ±10 years of today, as yyyy-mm-dd. */
export function dateError(t: T, value: string, today: string): string | undefined {
  if (!isIsoDate(value) || !isWithinRange(value, datePickerRange(today))) return t('errors.date');
  return undefined;
}

/**
 * A visit's day, preferred by the resident or scheduled by a worker: the appointment rule of contracts
 * (appointmentDateRange), which the server applies with its clock; the message names the days allowed.
 */
export function appointmentDateError(t: T, value: string, today: string): string | undefined {
  const range = appointmentDateRange(today);
  if (!isIsoDate(value) || !isWithinRange(value, range)) return t('errors.appointmentDate', range);
  return undefined;
}

/** The labels the application form shows, which its messages name. */
function applicationLabels(t: T): Record<keyof ApplicationDraft, string> {
  return {
    servedType: t('apply.served'),
    servedName: t('apply.servedName'),
    servedRelation: t('apply.servedRelation'),
    servedPhone: t('apply.servedPhone'),
    description: t('apply.description'),
    preferredDate: t('apply.date'),
    preferredSlot: t('apply.slot'),
    contactPhone: t('apply.phone'),
    attachments: t('apply.attachments', { max: APPLICATION_ATTACHMENTS_MAX }),
  };
}

/**
 * Contracts' applicationBody on the form's body, its problems in this form's words (anything the form's
 * own controls cannot produce in the server's); then the appointment rule, which the server checks with
 * its clock.
 */
export function validateApplication(
  t: T,
  v: ApplicationDraft,
  at: { projectId: number; today: string; language: Language },
): FieldErrors<keyof ApplicationDraft> {
  const labels = applicationLabels(t);
  const errors: FieldErrors<keyof ApplicationDraft> = {};
  for (const problem of schemaProblems(applicationBody, toApplicationBody(at.projectId, v))) {
    const field = problem.field as keyof ApplicationDraft;
    errors[field] = wordingOf(t, problem, labels[field], at.language);
  }
  if (!errors.preferredDate) {
    const outOfReach = appointmentDateError(t, v.preferredDate, at.today);
    if (outOfReach) errors.preferredDate = outOfReach;
  }
  return errors;
}

function wordingOf(t: T, problem: SchemaProblem, label: string, language: Language): string {
  switch (problem.code) {
    case ErrorCode.FIELD_REQUIRED:
      return required(t, label);
    case ErrorCode.FIELD_TOO_LONG:
      return t('errors.tooLong', { field: label, max: problem.max });
    case ErrorCode.PHONE_INVALID:
      return t('errors.phone');
    case ErrorCode.DATE_INVALID:
      return t('errors.date');
    default:
      return formatMessage(language, problem.code, { field: label, min: problem.min, max: problem.max });
  }
}

export function toApplicationBody(projectId: number, v: ApplicationDraft): ApplicationBody {
  const family = v.servedType === 'family';
  return {
    projectId,
    servedType: v.servedType,
    ...(family
      ? {
          servedName: v.servedName.trim(),
          servedRelation: v.servedRelation.trim(),
          servedPhone: v.servedPhone.trim(),
        }
      : {}),
    description: v.description.trim(),
    preferredDate: v.preferredDate,
    preferredSlot: v.preferredSlot,
    contactPhone: v.contactPhone.trim(),
    attachments: v.attachments,
  };
}

export interface MembershipDraft {
  realName: string;
  phone: string;
  idCard: string;
  agreement: boolean;
}

const REAL_NAME = /^[\u4e00-\u9fa5·A-Za-z .]{2,30}$/;

export function validateMembership(t: T, v: MembershipDraft): FieldErrors<keyof MembershipDraft> {
  const errors: FieldErrors<keyof MembershipDraft> = {};
  if (!v.realName.trim()) errors.realName = required(t, t('member.realName'));
  else if (!REAL_NAME.test(v.realName.trim())) errors.realName = t('errors.realName');
  if (!v.phone.trim()) errors.phone = required(t, t('member.phone'));
  else if (!isMobile(v.phone.trim())) errors.phone = t('errors.phone');
  if (!v.idCard.trim()) errors.idCard = required(t, t('member.idCard'));
  else if (!isIdCard(v.idCard.trim().toUpperCase())) errors.idCard = t('errors.idCard');
  if (!v.agreement) errors.agreement = t('errors.agreement');
  return errors;
}

/** Common part of the three service-record forms. */
export interface RecordDraft {
  personId: string;
  serviceDate: string;
  durationMinutes: string;
  content: string;
  outcome: string;
}

export const DURATION_MAX = 24 * 60;

export function validateRecord(t: T, v: RecordDraft, today: string): FieldErrors<keyof RecordDraft> {
  const errors: FieldErrors<keyof RecordDraft> = {};
  if (!v.personId) errors.personId = t('record.choosePerson');
  if (!v.serviceDate) errors.serviceDate = required(t, t('record.date'));
  else {
    const bad = dateError(t, v.serviceDate, today);
    if (bad) errors.serviceDate = bad;
  }
  const minutes = Number(v.durationMinutes);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > DURATION_MAX)
    errors.durationMinutes = t('errors.number', { min: 1, max: DURATION_MAX });
  if (!v.content.trim()) errors.content = required(t, t('record.content'));
  return errors;
}

export interface ActionDraft {
  note: string;
  scheduledDate: string;
  scheduledTime: string;
}

/**
 * What a status change still needs before it is sent: a refusal always says why, a schedule needs a time
 * and a day the appointment rule accepts (the same rule as the resident's preferred date).
 */
export function actionError(
  t: T,
  action: ApplicationAction,
  v: ActionDraft,
  today: string,
): string | undefined {
  if (action === 'reject' && !v.note.trim()) return t('action.noteRequired');
  if (action !== 'schedule') return undefined;
  if (!isIsoDate(v.scheduledDate) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(v.scheduledTime))
    return t('action.dateRequired');
  return appointmentDateError(t, v.scheduledDate, today);
}

export function toActionBody(action: ApplicationAction, v: ActionDraft): ApplicationActionBody {
  return {
    action,
    ...(v.note.trim() ? { note: v.note.trim() } : {}),
    ...(action === 'schedule' ? { scheduledDate: v.scheduledDate, scheduledTime: v.scheduledTime } : {}),
  };
}
