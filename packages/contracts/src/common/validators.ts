/**
 * The generic validators of docs/product.md "Generic validators", shared by the server (zod refinements) and
 * the web (form rules). Each answers one question and never throws.
 */

/** Mainland China mobile number: 11 digits starting 13–19. */
export function isMobile(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}

export function isEmail(value: string): boolean {
  return (
    value.length <= 254 && /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(value)
  );
}

export function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK = '10X98765432';

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Resident identity card number (GB 11643-1999): 18 characters with a valid birth date and the
 * ISO 7064 MOD 11-2 check character; the older 15-digit form is accepted with a valid date.
 */
export function isIdCard(value: string): boolean {
  const id = value.toUpperCase();
  if (/^\d{15}$/.test(id)) {
    return isRealDate(1900 + Number(id.slice(6, 8)), Number(id.slice(8, 10)), Number(id.slice(10, 12)));
  }
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  if (!isRealDate(Number(id.slice(6, 10)), Number(id.slice(10, 12)), Number(id.slice(12, 14)))) return false;
  const sum = ID_CARD_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(id[i]), 0);
  return ID_CARD_CHECK[sum % 11] === id[17];
}

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领';

/** Chinese licence plate: ordinary (7 characters) or new-energy (8 characters, D/F after the city letter). */
export function isCarNumber(value: string): boolean {
  const ordinary = new RegExp(`^[${PROVINCES}][A-HJ-NP-Z][A-HJ-NP-Z0-9]{4}[A-HJ-NP-Z0-9挂学警港澳]$`);
  const newEnergy = new RegExp(`^[${PROVINCES}][A-HJ-NP-Z](([DF][A-HJ-NP-Z0-9]\\d{4})|(\\d{5}[DF]))$`);
  return ordinary.test(value) || newEnergy.test(value);
}

/** An amount of money: non-negative, at most two decimals, optional thousands separators. */
export function isAmount(value: string): boolean {
  return /^(0|[1-9]\d{0,2}(,\d{3})*|[1-9]\d*)(\.\d{1,2})?$/.test(value);
}

/** Landline: optional area code (0 + 2–3 digits, optional dash), 7–8 digits, optional extension. */
export function isLandline(value: string): boolean {
  return /^(0\d{2,3}-?)?[2-9]\d{6,7}(-\d{1,6})?$/.test(value);
}

export const DEFAULT_CODE_LENGTH = 6;

/** A verification code of digits only, 6 by default (docs/product.md "Generic validators"). */
export function isCode(value: string, length = DEFAULT_CODE_LENGTH): boolean {
  return value.length === length && /^\d+$/.test(value);
}
