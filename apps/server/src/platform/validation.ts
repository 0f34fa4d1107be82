import { describeZodError } from '@linli/contracts';
import type { z } from 'zod';
import { AppError } from './errors.ts';

/** Decodes request input with a contract schema; a failure becomes a refusal that names the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const { errorCode, params } = describeZodError(result.error);
  throw new AppError(errorCode, params);
}
