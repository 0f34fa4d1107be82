import { describeZodError, type ErrorCode, formatMessage, type Language } from '@linli/contracts';

import type { FieldErrors } from './hooks/useFormDraft.ts';
export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

type SchemaError = Parameters<typeof describeZodError>[0];
/** A contracts schema (zod), as `check` uses it. */
export interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: SchemaError };
}

/**
 * Client-side mirror of the server's checks (docs/product.md "Signing in and accounts"): the same contracts
 * schema and the same messages (contracts errorMessages) in the current language, for any form. The server re-checks
 * everything; this only saves a round trip. Each field gets its first problem.
 */
export function check<T>(schema: Schema<T>, values: unknown, language: Language): Checked<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const failure = describeZodError({ ...result.error, issues: [issue] } as SchemaError);
    const field = failure.field ?? '_';
    errors[field] ??= formatMessage(language, failure.errorCode, failure.params);
  }
  return { ok: false, errors };
}

export function message(language: Language, code: ErrorCode): string {
  return formatMessage(language, code);
}
