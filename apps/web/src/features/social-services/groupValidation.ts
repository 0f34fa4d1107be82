import {
  DEMAND_DESCRIPTION_MAX,
  type GroupApplyBody,
  type GroupReviewBody,
  isMobile,
  type SkillApplyBody,
} from '@linli/contracts';
import type { TFunction } from 'i18next';
import type { FieldErrors } from '../common/hooks/useFormDraft.ts';
import { required } from './validation.ts';

type T = TFunction<'socialServices'>;

/** The limits of contracts' groupApplyBody / skillApplyBody / groupReviewBody, checked again on the server. */
export const GROUP_CONTENT_MAX = DEMAND_DESCRIPTION_MAX;
export const CONTACT_NAME_MAX = 30;
export const SKILL_MAX = 30;
export const AVAILABLE_TIME_MAX = 50;
export const REVIEW_NOTE_MAX = 200;

export type GroupApplyKind = GroupApplyBody['kind'];

export interface GroupApplyDraft {
  kind: GroupApplyKind;
  contactName: string;
  contactPhone: string;
  content: string;
}

export interface SkillDraft {
  skill: string;
  content: string;
  availableTime: string;
  contactName: string;
  contactPhone: string;
}

function tooLong(t: T, label: string, value: string, max: number): string | undefined {
  return value.length > max ? t('errors.tooLong', { field: label, max }) : undefined;
}

function text(t: T, label: string, value: string, max: number): string | undefined {
  const v = value.trim();
  return v ? tooLong(t, label, v, max) : required(t, label);
}

function contact(t: T, v: { contactName: string; contactPhone: string }) {
  const phone = v.contactPhone.trim();
  return {
    contactName: text(t, t('group.contactName'), v.contactName, CONTACT_NAME_MAX),
    contactPhone: !phone
      ? required(t, t('group.contactPhone'))
      : isMobile(phone)
        ? undefined
        : t('errors.phone'),
  };
}

function clean<K extends string>(errors: Partial<Record<K, string | undefined>>): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const [key, value] of Object.entries(errors) as Array<[K, string | undefined]>)
    if (value) out[key] = value;
  return out;
}

/** Detail application (join or ask for help): contact, a mobile number, what it is about. */
export function validateGroupApply(t: T, v: GroupApplyDraft): FieldErrors<keyof GroupApplyDraft> {
  return clean<keyof GroupApplyDraft>({
    ...contact(t, v),
    content: text(t, t('group.content'), v.content, GROUP_CONTENT_MAX),
  });
}

export function toGroupApplyBody(v: GroupApplyDraft): GroupApplyBody {
  return {
    kind: v.kind,
    contactName: v.contactName.trim(),
    contactPhone: v.contactPhone.trim(),
    content: v.content.trim(),
  };
}

/** Skill application: which skill, when, and how to reach the volunteer. */
export function validateSkill(t: T, v: SkillDraft): FieldErrors<keyof SkillDraft> {
  return clean<keyof SkillDraft>({
    skill: text(t, t('group.skillName'), v.skill, SKILL_MAX),
    content: text(t, t('group.content'), v.content, GROUP_CONTENT_MAX),
    availableTime: tooLong(t, t('group.availableTime'), v.availableTime.trim(), AVAILABLE_TIME_MAX),
    ...contact(t, v),
  });
}

export function toSkillBody(groupId: number | undefined, v: SkillDraft): SkillApplyBody {
  const availableTime = v.availableTime.trim();
  return {
    ...(groupId ? { groupId } : {}),
    skill: v.skill.trim(),
    content: v.content.trim(),
    ...(availableTime ? { availableTime } : {}),
    contactName: v.contactName.trim(),
    contactPhone: v.contactPhone.trim(),
  };
}

/** The review rule of groupReviewBody: a refusal always says why; an approval may carry a note. */
export function reviewError(t: T, decision: GroupReviewBody['decision'], note: string): string | undefined {
  const v = note.trim();
  if (decision === 'rejected' && !v) return t('group.noteRequired');
  return tooLong(t, t('group.reviewTitle'), v, REVIEW_NOTE_MAX);
}

export function toReviewBody(decision: GroupReviewBody['decision'], note: string): GroupReviewBody {
  const v = note.trim();
  return { decision, ...(v ? { note: v } : {}) };
}
