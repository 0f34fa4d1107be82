import { z } from 'zod';
import { isIdCard, isLandline, isMobile } from '../common/validators.ts';
import { isIsoDate } from '../social-services/fields.ts';
import type { AssessmentTemplate } from './templates.ts';

/**
 * GB/T 42195-2022 Appendix A (basic information, A.1–A.5): not scored, but A.2.14, A.4.1 and A.5.11 are the
 * C.4 grounds. The items come from the template (versioned data); this file holds what the code needs
 * about them: the value shapes, the required items, the supplementary contact fields and the checks the
 * form and the server share.
 */

/** A basic-information answer id: a template item (A.2.3) or a supplementary field (A.2.phone). */
export const basicInfoKey = z.string().regex(/^A\.\d{1,2}(\.\d{1,2}){0,2}(\.[a-z]{1,12})?$/);

export const MEDICATION_COLUMNS = ['name', 'route', 'dose', 'frequency'] as const;
export type MedicationColumn = (typeof MEDICATION_COLUMNS)[number];
export const MEDICATION_ROWS_MAX = 30;
export const medicationRow = z.object({
  name: z.string().trim().max(100),
  route: z.string().trim().max(50),
  dose: z.string().trim().max(50),
  frequency: z.string().trim().max(50),
});
export type MedicationRow = z.infer<typeof medicationRow>;

/** Text, date and single choices are strings (a choice stores its Chinese option text); multi: a list. */
export const basicInfoValue = z.union([
  z.string().max(500),
  z.number().finite().min(0).max(1000),
  z.array(z.string().max(200)).max(50),
  z.array(medicationRow).max(MEDICATION_ROWS_MAX),
]);
export type BasicInfoValue = z.infer<typeof basicInfoValue>;
export const basicInfoField = z.record(basicInfoKey, basicInfoValue);
export type BasicInfo = z.infer<typeof basicInfoField>;

export type BasicInfoInput = 'text' | 'date' | 'number' | 'single' | 'multi' | 'group' | 'table';

export interface BasicInfoItem {
  id: string;
  nameZh: string;
  nameEn: string;
  input: BasicInfoInput;
  options?: { textZh: string; textEn: string }[] | undefined;
  noteEn?: string | undefined;
  required: boolean;
  /** Not a clause of the standard: a field the centre keeps beside it. */
  supplementary?: boolean;
  /**
   * A detail of another item, shown right after it and only while that item has a matching answer
   * (A.2.6 少数民族___ asks which); `required` then means required while shown.
   */
  shownWhen?: { item: string; answer: RegExp };
}

export interface BasicInfoPart {
  id: string;
  nameZh: string;
  nameEn: string;
  items: BasicInfoItem[];
}

/**
 * What must be filled before submitting: when and why (A.1.2, A.1.3), who (A.2.1–A.2.3), who told us
 * (A.3.1, A.3.2) and the C.4 grounds that have a 'none' answer (A.2.14.1–5, A.5.11). A.4.1 has no 'none'
 * option, so an empty diagnosis list is allowed.
 */
export const BASIC_INFO_REQUIRED: readonly string[] = [
  'A.1.2',
  'A.1.3',
  'A.2.1',
  'A.2.2',
  'A.2.3',
  'A.2.14.1',
  'A.2.14.2',
  'A.2.14.3',
  'A.2.14.4',
  'A.2.14.5',
  'A.3.1',
  'A.3.2',
  'A.5.11',
];

/** The person's own phone and address are not in table A.2; the centre keeps them beside it. */
export const BASIC_INFO_SUPPLEMENTARY: Record<string, BasicInfoItem[]> = {
  'A.2': [
    {
      id: 'A.2.phone',
      nameZh: '本人电话',
      nameEn: 'Own phone',
      input: 'text',
      required: false,
      supplementary: true,
    },
    {
      id: 'A.2.address',
      nameZh: '居住地址',
      nameEn: 'Home address',
      input: 'text',
      required: false,
      supplementary: true,
    },
  ],
};

/** Who diagnosed an A.4.1 F04–F99 disorder: only a psychiatric specialist's diagnosis is a C.4 ground. */
export const PSYCHIATRIST = '精神科专科医生';
const DEMENTIA = /F00/;
const OTHER_MENTAL_DISORDER = /F04/;

/**
 * The blanks of the standard's items, shown right after their item while the answer that opens them is
 * chosen, and required then: A.2.6 少数民族___ (which), A.2.7 有___ (which religion), and who diagnosed an
 * A.4.1 F04–F99 disorder (C.4 counts it only when a psychiatric specialist did).
 */
export const BASIC_INFO_DETAILS: Record<string, BasicInfoItem[]> = {
  'A.2.6': [
    {
      id: 'A.2.6.minority',
      nameZh: '少数民族名称',
      nameEn: 'Which ethnic minority',
      input: 'text',
      required: true,
      shownWhen: { item: 'A.2.6', answer: /^少数民族/ },
    },
  ],
  'A.2.7': [
    {
      id: 'A.2.7.religion',
      nameZh: '宗教名称',
      nameEn: 'Which religion',
      input: 'text',
      required: true,
      shownWhen: { item: 'A.2.7', answer: /^有/ },
    },
  ],
  'A.4.1': [
    {
      id: 'A.4.1.diagnosedby',
      nameZh: '其他精神和行为障碍的诊断医生',
      nameEn: 'Other mental or behavioural disorder diagnosed by',
      input: 'single',
      options: [
        { textZh: PSYCHIATRIST, textEn: 'A psychiatric specialist' },
        { textZh: '其他医生', textEn: 'Another doctor' },
      ],
      required: true,
      shownWhen: { item: 'A.4.1', answer: OTHER_MENTAL_DISORDER },
    },
  ],
};

/** Whether an item is on the form now: always, or (a detail) while its item has the answer that opens it. */
export function isBasicInfoItemShown(item: BasicInfoItem, info: BasicInfo): boolean {
  if (!item.shownWhen) return true;
  const { answer } = item.shownWhen;
  const value = info[item.shownWhen.item];
  const chosen = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  return chosen.some((v) => typeof v === 'string' && answer.test(v));
}

/** Appendix A without the details their items no longer open (what the form keeps after a change). */
export function withoutClosedDetails(info: BasicInfo): BasicInfo {
  const kept = { ...info };
  for (const item of Object.values(BASIC_INFO_DETAILS).flat()) {
    if (!isBasicInfoItemShown(item, info)) delete kept[item.id];
  }
  return kept;
}

/** Appendix A of a template as the form, the report and the server check see it. */
export function basicInfoParts(template: AssessmentTemplate): BasicInfoPart[] {
  if (template.type !== 'elderly-ability') return [];
  return template.basicInfo.map((part) => ({
    id: part.id,
    nameZh: part.nameZh,
    nameEn: part.nameEn,
    items: [
      ...part.items.flatMap((item): BasicInfoItem[] => [
        {
          id: item.id,
          nameZh: item.nameZh,
          nameEn: item.nameEn,
          input: item.input,
          options: item.options,
          noteEn: item.noteEn,
          required: BASIC_INFO_REQUIRED.includes(item.id),
        },
        ...(BASIC_INFO_DETAILS[item.id] ?? []),
      ]),
      ...(BASIC_INFO_SUPPLEMENTARY[part.id] ?? []),
    ],
  }));
}

/** Fields with a format beyond their input kind. */
const FORMATS: Record<string, (value: string) => boolean> = {
  'A.2.8': isIdCard,
  'A.2.phone': (v) => isMobile(v) || isLandline(v),
  'A.3.4': (v) => isMobile(v) || isLandline(v),
};

export function isBasicInfoEmpty(value: BasicInfoValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** True when the value fits the item: the input kind, the options offered, the format. */
export function isBasicInfoValueValid(item: BasicInfoItem, value: BasicInfoValue): boolean {
  const offered = new Set((item.options ?? []).map((o) => o.textZh));
  switch (item.input) {
    case 'text':
      return typeof value === 'string' && (value.trim() === '' || (FORMATS[item.id]?.(value.trim()) ?? true));
    case 'date':
      return typeof value === 'string' && (value === '' || isIsoDate(value));
    case 'number':
      return typeof value === 'number' && value > 0 && value <= 500;
    case 'single':
      return typeof value === 'string' && (value === '' || offered.has(value));
    case 'multi':
      return (
        Array.isArray(value) &&
        value.every((v) => typeof v === 'string' && offered.has(v)) &&
        new Set<unknown>(value).size === value.length
      );
    case 'table':
      return Array.isArray(value) && value.every((row) => medicationRow.safeParse(row).success);
    default:
      return false;
  }
}

export type BasicInfoProblem = { item: string; problem: 'unknown' | 'invalid' | 'missing' };

/**
 * The first problem of an Appendix A answer set, in form order: an id the template does not have, a value
 * that does not fit its item, or (when `complete`) a required item left empty.
 */
export function checkBasicInfo(
  template: AssessmentTemplate,
  info: BasicInfo,
  complete: boolean,
): BasicInfoProblem | undefined {
  const items = basicInfoParts(template).flatMap((p) => p.items);
  const byId = new Map(items.map((i) => [i.id, i]));
  for (const [id, value] of Object.entries(info)) {
    const item = byId.get(id);
    if (!item) return { item: id, problem: 'unknown' };
    if (!isBasicInfoValueValid(item, value)) return { item: id, problem: 'invalid' };
    // A detail its item does not open (汉族 with a minority named) would contradict that item.
    if (!isBasicInfoEmpty(value) && !isBasicInfoItemShown(item, info))
      return { item: id, problem: 'invalid' };
  }
  if (!complete) return undefined;
  const missing = items.find(
    (i) => i.required && isBasicInfoItemShown(i, info) && isBasicInfoEmpty(info[i.id]),
  );
  return missing && { item: missing.id, problem: 'missing' };
}

/** A.2.14 answers in counts: none, once, twice, three or more (counted as three). */
const EVENT_COUNTS: Record<string, number> = {
  无: 0,
  发生过1次: 1,
  发生过2次: 2,
  发生过3次及以上: 3,
};
const RISK_EVENT_ITEM = /^A\.2\.14\.\d+$/;

export interface C4Grounds {
  coma: boolean;
  dementiaOrMentalDisorder: boolean;
  riskEvents30d: number;
}

/**
 * The C.4 grounds Appendix A gives (GB/T 42195 C.4): A.5.11 coma; A.4.1 confirmed dementia F00–F03, or
 * another mental or behavioural disorder F04–F99 diagnosed by a psychiatric specialist; the A.2.14
 * care-risk events of the last 30 days added up across their types. Only the grounds whose items are
 * answered (the form shows what is still open).
 */
export function groundsFromBasicInfo(info: BasicInfo): Partial<C4Grounds> {
  const grounds: Partial<C4Grounds> = {};
  const coma = info['A.5.11'];
  if (typeof coma === 'string' && coma !== '') grounds.coma = coma === '有';
  const diagnoses = info['A.4.1'];
  if (Array.isArray(diagnoses)) {
    const has = (code: RegExp) => diagnoses.some((d) => typeof d === 'string' && code.test(d));
    grounds.dementiaOrMentalDisorder =
      has(DEMENTIA) || (has(OTHER_MENTAL_DISORDER) && info['A.4.1.diagnosedby'] === PSYCHIATRIST);
  }
  const events = Object.entries(info).filter(([id, v]) => RISK_EVENT_ITEM.test(id) && typeof v === 'string');
  if (events.length > 0) {
    grounds.riskEvents30d = events.reduce((n, [, v]) => n + (EVENT_COUNTS[v as string] ?? 0), 0);
  }
  return grounds;
}

/** The grounds a record is scored with: those Appendix A gives, an unanswered item giving none. */
export function c4Grounds(info: BasicInfo): C4Grounds {
  const derived = groundsFromBasicInfo(info);
  return {
    coma: derived.coma ?? false,
    dementiaOrMentalDisorder: derived.dementiaOrMentalDisorder ?? false,
    riskEvents30d: derived.riskEvents30d ?? 0,
  };
}

/** The Appendix A item each ground comes from (what a disagreement names). */
export const C4_GROUND_SOURCES: Record<keyof C4Grounds, string> = {
  coma: 'A.5.11',
  dementiaOrMentalDisorder: 'A.4.1',
  riskEvents30d: 'A.2.14',
};

/** The first ground a caller sent that Appendix A does not give, named by its item; grounds left out agree. */
export function groundsDisagreement(
  info: BasicInfo,
  sent: Partial<C4Grounds>,
): { ground: keyof C4Grounds; item: string } | undefined {
  const derived = c4Grounds(info);
  for (const ground of Object.keys(C4_GROUND_SOURCES) as (keyof C4Grounds)[]) {
    if (sent[ground] !== undefined && sent[ground] !== derived[ground]) {
      return { ground, item: C4_GROUND_SOURCES[ground] };
    }
  }
  return undefined;
}
