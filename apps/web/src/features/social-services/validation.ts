import {
  type ApplicationAction,
  type ApplicationActionBody,
  type ApplicationBody,
  DEMAND_DESCRIPTION_MAX,
  datePickerRange,
  isIdCard,
  isIsoDate,
  isMobile,
  isWithinRange,
  type ServedType,
  type TimeSlot,
} from '@linli/contracts';
import type { TFunction } from 'i18next';

/** Field errors in the reader's language; the server checks again with the same contracts. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;
type T = TFunction<'socialServices'>;

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

export function validateApplication(
  t: T,
  v: ApplicationDraft,
  today: string,
): FieldErrors<keyof ApplicationDraft> {
  const errors: FieldErrors<keyof ApplicationDraft> = {};
  if (v.servedType === 'family') {
    if (!v.servedName.trim()) errors.servedName = required(t, t('apply.servedName'));
    if (!v.servedRelation.trim()) errors.servedRelation = required(t, t('apply.servedRelation'));
    if (v.servedPhone.trim() && !isMobile(v.servedPhone.trim())) errors.servedPhone = t('errors.phone');
  }
  const description = v.description.trim();
  if (!description) errors.description = required(t, t('apply.description'));
  else if (description.length > DEMAND_DESCRIPTION_MAX)
    errors.description = t('errors.tooLong', { field: t('apply.description'), max: DEMAND_DESCRIPTION_MAX });
  if (!v.preferredDate) errors.preferredDate = required(t, t('apply.date'));
  else errors.preferredDate = dateError(t, v.preferredDate, today);
  if (!v.contactPhone.trim()) errors.contactPhone = required(t, t('apply.phone'));
  else if (!isMobile(v.contactPhone.trim())) errors.contactPhone = t('errors.phone');
  for (const key of Object.keys(errors) as Array<keyof ApplicationDraft>)
    if (!errors[key]) delete errors[key];
  return errors;
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

/** What a status change still needs before it is sent: a refusal always says why, a schedule needs a time. */
export function actionError(t: T, action: ApplicationAction, v: ActionDraft): string | undefined {
  if (action === 'reject' && !v.note.trim()) return t('action.noteRequired');
  if (
    action === 'schedule' &&
    (!isIsoDate(v.scheduledDate) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(v.scheduledTime))
  )
    return t('action.dateRequired');
  return undefined;
}

export function toActionBody(action: ApplicationAction, v: ActionDraft): ApplicationActionBody {
  return {
    action,
    ...(v.note.trim() ? { note: v.note.trim() } : {}),
    ...(action === 'schedule' ? { scheduledDate: v.scheduledDate, scheduledTime: v.scheduledTime } : {}),
  };
}
