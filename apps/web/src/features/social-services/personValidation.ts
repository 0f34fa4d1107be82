import {
  isIdCard,
  isIsoDate,
  isLandline,
  isMobile,
  type PersonBody,
  type ServedPerson,
} from '@linli/contracts';
import type { TFunction } from 'i18next';
import type { FieldErrors } from '../common/hooks/useFormDraft.ts';
import { required } from './validation.ts';

type T = TFunction<'socialServices'>;

/** The limits of contracts' personBody, checked again on the server. */
const MAX = { name: 30, address: 200, guardianName: 30, guardianRelation: 20, remark: 500 } as const;
const TAGS_MAX = 10;
const TAG_MAX = 20;

export interface PersonDraft {
  name: string;
  sex: PersonBody['sex'];
  birthDate: string;
  idCard: string;
  phone: string;
  address: string;
  guardianName: string;
  guardianPhone: string;
  guardianRelation: string;
  /** Comma-separated, as a person types them. */
  tags: string;
  userId: string;
  /** The caseworker's user id; '' leaves it to the server (a new file: whoever creates it). */
  caseworkerId: string;
  remark: string;
}

export const emptyPersonDraft = (): PersonDraft => ({
  name: '',
  sex: '2',
  birthDate: '',
  idCard: '',
  phone: '',
  address: '',
  guardianName: '',
  guardianPhone: '',
  guardianRelation: '',
  tags: '',
  userId: '',
  caseworkerId: '',
  remark: '',
});

export function personDraftOf(p: ServedPerson): PersonDraft {
  return {
    name: p.name,
    sex: p.sex,
    birthDate: p.birthDate,
    idCard: p.idCard,
    phone: p.phone,
    address: p.address,
    guardianName: p.guardianName,
    guardianPhone: p.guardianPhone,
    guardianRelation: p.guardianRelation,
    tags: p.tags.join(', '),
    userId: p.userId ? String(p.userId) : '',
    caseworkerId: p.caseworkerId ? String(p.caseworkerId) : '',
    remark: p.remark,
  };
}

/** Tags split on Chinese or Latin commas, blanks dropped. */
export function splitTags(value: string): string[] {
  return value
    .split(/[,，、]/)
    .map((tag) => tag.trim())
    .filter(Boolean);
}

const isPhone = (v: string) => isMobile(v) || isLandline(v);

export function validatePerson(t: T, v: PersonDraft, today: string): FieldErrors<keyof PersonDraft> {
  const e: Partial<Record<keyof PersonDraft, string | undefined>> = {};
  const name = v.name.trim();
  if (!name) e.name = required(t, t('person.name'));
  for (const key of ['name', 'address', 'guardianName', 'guardianRelation', 'remark'] as const) {
    if (v[key].trim().length > MAX[key])
      e[key] = t('errors.tooLong', { field: t(`person.${key}`), max: MAX[key] });
  }
  const birth = v.birthDate.trim();
  const idCard = v.idCard.trim().toUpperCase();
  // personBody: a birth date or an ID card number (the server takes the date from the card).
  if (!birth && !idCard) e.birthDate = t('person.birthOrId');
  if (birth && (!isIsoDate(birth) || birth > today)) e.birthDate = t('errors.birthDate');
  if (idCard && !isIdCard(idCard)) e.idCard = t('errors.idCard');
  if (v.phone.trim() && !isPhone(v.phone.trim())) e.phone = t('errors.contactPhone');
  if (v.guardianPhone.trim() && !isPhone(v.guardianPhone.trim())) e.guardianPhone = t('errors.contactPhone');
  const tags = splitTags(v.tags);
  if (tags.length > TAGS_MAX || tags.some((tag) => tag.length > TAG_MAX)) e.tags = t('errors.tags');
  if (v.userId.trim() && !/^[1-9]\d{0,9}$/.test(v.userId.trim())) e.userId = t('errors.userId');
  const out: FieldErrors<keyof PersonDraft> = {};
  for (const [key, value] of Object.entries(e) as Array<[keyof PersonDraft, string | undefined]>)
    if (value) out[key] = value;
  return out;
}

/** Optional fields are sent only when filled; an emptied text is sent as '' so an edit can clear it. */
export function toPersonBody(v: PersonDraft): PersonBody {
  const opt = (value: string) => {
    const trimmed = value.trim();
    return trimmed ? trimmed : undefined;
  };
  const body: PersonBody = {
    name: v.name.trim(),
    sex: v.sex,
    address: v.address.trim(),
    guardianName: v.guardianName.trim(),
    guardianRelation: v.guardianRelation.trim(),
    remark: v.remark.trim(),
    tags: splitTags(v.tags),
    userId: v.userId.trim() ? Number(v.userId.trim()) : null,
  };
  const birthDate = opt(v.birthDate);
  const idCard = opt(v.idCard)?.toUpperCase();
  const phone = opt(v.phone);
  const guardianPhone = opt(v.guardianPhone);
  if (birthDate) body.birthDate = birthDate;
  if (idCard) body.idCard = idCard;
  if (phone) body.phone = phone;
  if (guardianPhone) body.guardianPhone = guardianPhone;
  if (v.caseworkerId) body.caseworkerId = Number(v.caseworkerId);
  return body;
}
