import {
  type BasicInfo,
  type BasicInfoItem,
  type BasicInfoPart,
  isBasicInfoEmpty,
  isBasicInfoItemShown,
  isBasicInfoValueValid,
  type ServedPerson,
} from '@linli/contracts';

/**
 * Appendix A on the screen (GB/T 42195-2022 A.1–A.5): the first part of the elderly form. The items and
 * the checks are the contracts' (`basicInfoParts`, `checkBasicInfo`), the same the server applies on save.
 */

export interface BasicInfoGap {
  partIndex: number;
  item: BasicInfoItem;
  /** Required and empty, or filled with something the item does not take. */
  reason: 'missing' | 'invalid';
}

/** The first required item left empty, or a value that does not fit, in form order: where submit jumps. */
export function firstBasicInfoGap(parts: BasicInfoPart[], info: BasicInfo): BasicInfoGap | undefined {
  for (const [partIndex, part] of parts.entries()) {
    for (const item of shownItems(part, info)) {
      const value = info[item.id];
      if (item.required && isBasicInfoEmpty(value)) return { partIndex, item, reason: 'missing' };
      if (value !== undefined && !isBasicInfoValueValid(item, value)) {
        return { partIndex, item, reason: 'invalid' };
      }
    }
  }
  return undefined;
}

/** The clause an item shows: its own, or for a field kept beside one (A.2.phone, A.2.6.minority) that one. */
export const basicInfoCode = (item: BasicInfoItem) => item.id.replace(/\.[a-z]+$/, '');

/** Items that take an answer (the A.2.14 heading does not). */
export const answerable = (part: BasicInfoPart) => part.items.filter((i) => i.input !== 'group');

/** The items on the form now: a detail (which minority, who diagnosed) only while its answer opens it. */
export const shownItems = (part: BasicInfoPart, info: BasicInfo) =>
  part.items.filter((i) => isBasicInfoItemShown(i, info));

export function basicInfoProgress(part: BasicInfoPart, info: BasicInfo) {
  const shown = answerable(part).filter((i) => isBasicInfoItemShown(i, info));
  return {
    filled: shown.filter((i) => !isBasicInfoEmpty(info[i.id])).length,
    total: shown.length,
    requiredMissing: shown.filter((i) => i.required && isBasicInfoEmpty(info[i.id])).length,
  };
}

/** The required Appendix A items on the form now, and how many are filled (they count in the progress). */
export function requiredBasicInfo(parts: BasicInfoPart[], info: BasicInfo) {
  const required = parts.flatMap((p) => shownItems(p, info)).filter((i) => i.required);
  return { total: required.length, filled: required.filter((i) => !isBasicInfoEmpty(info[i.id])).length };
}

/** Where an Appendix A item is: its part's index (the form's step), for a jump from the C.4 grounds. */
export function basicInfoPartIndex(parts: BasicInfoPart[], itemId: string): number | undefined {
  const index = parts.findIndex((p) => p.items.some((i) => i.id === itemId));
  return index < 0 ? undefined : index;
}

/** RuoYi sex codes of a person file ('0' male, '1' female, '2' unknown) as A.2.2 options. */
const SEX_OPTION: Record<string, string | undefined> = { '0': '男', '1': '女' };

/**
 * A.2 (and the A.3 contact) from the person's service file: name, sex, birth date, ID card number, the
 * person's phone and address, and the guardian as the contact person. Only what the file has.
 */
export function prefillFromPerson(person: ServedPerson): BasicInfo {
  const info: BasicInfo = {};
  const put = (id: string, value: string | undefined) => {
    const text = value?.trim();
    if (text) info[id] = text;
  };
  put('A.2.1', person.name);
  put('A.2.2', SEX_OPTION[person.sex]);
  put('A.2.3', person.birthDate);
  put('A.2.8', person.idCard);
  put('A.2.phone', person.phone);
  put('A.2.address', person.address);
  put('A.3.3', person.guardianName);
  put('A.3.4', person.guardianPhone);
  return info;
}

/**
 * A stored value in words for the report and the summary: lists joined, tables one row a line. A choice is
 * stored as its Chinese option text; given its item and an English reader, it reads as the option's English.
 */
export function basicInfoText(
  value: BasicInfo[string] | undefined,
  item?: Pick<BasicInfoItem, 'options'>,
  english = false,
): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const option = (text: string) => (english && item?.options?.find((o) => o.textZh === text)?.textEn) || text;
  if (typeof value === 'string') return option(value);
  return value
    .map((v) =>
      typeof v === 'string' ? option(v) : [v.name, v.route, v.dose, v.frequency].filter(Boolean).join(' · '),
    )
    .join(english ? '; ' : '；');
}
