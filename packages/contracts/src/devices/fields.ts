import { z } from 'zod';
import { rowId } from '../common/row-id.ts';

/** A number from JSON or a form string; an empty value is 'required', not 'invalid'. */
export function requiredNumber<S extends z.ZodType>(schema: S) {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    schema,
  );
}

export const idQueryField = rowId;

/** Thing-model identifiers as FastBee sends them (comma-joined) or as an array; always an array after parsing. */
export const identifierList = z
  .union([z.string().max(2000), z.array(z.string().trim().min(1).max(64)).max(128)])
  .transform((v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  );
