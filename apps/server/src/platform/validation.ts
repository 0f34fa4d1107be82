import { describeZodError, ErrorCode } from '@linli/contracts';
import type { z } from 'zod';
import { AppError } from './errors.ts';

/** Decodes request input with a contract schema; a failure becomes a refusal that names the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const withNul = fieldWithNul(input);
  // PostgreSQL text cannot hold U+0000 (SQLite can): refused here, both databases answer alike and
  // no query fails on it. No person types it; it is a probe or a broken client.
  if (withNul === '') throw new AppError(ErrorCode.BODY_INVALID);
  if (withNul !== undefined) throw new AppError(ErrorCode.FIELD_INVALID, { field: withNul });
  let result: z.ZodSafeParseResult<z.output<S>>;
  try {
    result = schema.safeParse(input ?? {});
  } catch {
    // A schema's own conversion threw: `z.coerce` or a preprocess turning a JSON object that has no
    // primitive form (`{"toString": null}`) into text or a number. No client sends that; refused, not a 500.
    throw new AppError(ErrorCode.BODY_INVALID);
  }
  if (result.success) return result.data;
  const { errorCode, params } = describeZodError(result.error);
  throw new AppError(errorCode, params);
}

/** The key of the first string (or key) holding U+0000, '' for the input itself, undefined if none. */
function fieldWithNul(value: unknown, key = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? key : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [name, inner] of Object.entries(value)) {
    if (name.includes('\u0000')) return key;
    const found = fieldWithNul(inner, Array.isArray(value) ? key : name);
    if (found !== undefined) return found;
  }
  return undefined;
}
