import { z } from 'zod';
import { UPLOADS_PREFIX } from '../api-paths.ts';
import { ErrorCode } from '../common/error-codes.ts';
import { isIdCard, isLandline, isMobile, isUrl } from '../common/validators.ts';
import { newsPaths } from '../news/paths.ts';

/**
 * Field schemas the social-services and news contracts share. Every refusal names an ErrorCode so the
 * server message is in the caller's language and names the field.
 */
export const text = (max: number) => z.string().trim().max(max);
export const requiredText = (max: number) => z.string().trim().min(1).max(max);
export const optionalText = (max: number) => text(max).optional();

/**
 * docs/product.md "Dates, times and text": the date format is yyyy-mm-dd; the value must be a real calendar
 * day.
 */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const dateField = z.string().trim().min(1).refine(isIsoDate, ErrorCode.DATE_INVALID);
export const timeField = z
  .string()
  .trim()
  .min(1)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, ErrorCode.TIME_INVALID);

/** Phone a person can be reached on: a mobile number or a landline (docs/product.md "Generic validators"). */
export const contactPhoneField = z
  .string()
  .trim()
  .min(1)
  .refine((v) => isMobile(v) || isLandline(v), ErrorCode.PHONE_INVALID);
export const mobileField = z.string().trim().min(1).refine(isMobile, ErrorCode.PHONE_INVALID);

export const idCardField = z
  .string()
  .trim()
  .min(1)
  .transform((v) => v.toUpperCase())
  .refine(isIdCard, ErrorCode.ID_CARD_INVALID);

const DEMO_ASSET_PREFIX = newsPaths.newsAsset.replace(':name', '');

/** A file the caller uploaded through POST /common/upload: a path under /uploads/, nothing else. */
export function isUploadUrl(value: string): boolean {
  return value.startsWith(UPLOADS_PREFIX) && /^\/uploads\/[\w/-]+\.[a-z0-9]{2,5}$/.test(value);
}

/** A picture an administrator may point at: an upload, a shipped demo picture or an http(s) address. */
export function isImageUrl(value: string): boolean {
  return (
    isUploadUrl(value) ||
    (value.startsWith(`/api${DEMO_ASSET_PREFIX}`) && /^[\w/.-]+$/.test(value)) ||
    isUrl(value)
  );
}

export const uploadUrlField = z.string().trim().refine(isUploadUrl, ErrorCode.FIELD_INVALID);
export const imageUrlField = z.string().trim().max(500).refine(isImageUrl, ErrorCode.FIELD_INVALID);

/** Query-string booleans arrive as text. */
export const queryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export { type IdParams, idParams } from '../common/route.ts';

export const keywordField = z.string().trim().max(50).optional();

/** A number within bounds; the refusal says which bound was crossed. */
export const numberBetween = (min: number, max: number) =>
  z.coerce.number().min(min, ErrorCode.NUMBER_TOO_SMALL).max(max, ErrorCode.NUMBER_TOO_LARGE);
export const intBetween = (min: number, max: number) =>
  z.coerce.number().int().min(min, ErrorCode.NUMBER_TOO_SMALL).max(max, ErrorCode.NUMBER_TOO_LARGE);

export const latitudeField = numberBetween(-90, 90);
export const longitudeField = numberBetween(-180, 180);
