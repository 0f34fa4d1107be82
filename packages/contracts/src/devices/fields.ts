import { z } from 'zod';

/** A number from JSON or a form string; an empty value is 'required', not 'invalid'. */
export function requiredNumber<S extends z.ZodType>(schema: S) {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    schema,
  );
}

export const idQueryField = z.coerce.number().int().positive();
