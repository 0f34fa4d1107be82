import { type ZodError, z } from 'zod';
import { ErrorCode } from './error-codes.ts';
import type { MessageParams } from './messages.ts';

const KNOWN_CODES = new Set<string>(Object.values(ErrorCode));

/**
 * Every schema message is an ErrorCode. Checks that name their own code (e.g. PHONE_INVALID) keep it;
 * the rest get a generic one from this map, so a refusal always names the field and never leaks
 * zod's English text.
 */
z.config({
  customError: (issue) => {
    // A value that is simply not there is "cannot be empty", whatever check it failed.
    if (issue.input === undefined || issue.input === null) return ErrorCode.FIELD_REQUIRED;
    if (issue.code === 'too_small') {
      if (issue.origin === 'string') {
        return issue.minimum === 1 ? ErrorCode.FIELD_REQUIRED : ErrorCode.FIELD_TOO_SHORT;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return issue.minimum === 1 ? ErrorCode.FIELD_REQUIRED : ErrorCode.FIELD_TOO_FEW;
      }
      return ErrorCode.NUMBER_TOO_SMALL;
    }
    if (issue.code === 'too_big') {
      if (issue.origin === 'string') return ErrorCode.FIELD_TOO_LONG;
      if (issue.origin === 'array' || issue.origin === 'set') return ErrorCode.FIELD_TOO_MANY;
      return ErrorCode.NUMBER_TOO_LARGE;
    }
    return ErrorCode.FIELD_INVALID;
  },
});

export interface ValidationFailure {
  errorCode: ErrorCode;
  field: string | undefined;
  params: MessageParams;
}

/** The first problem of a failed parse, as a code, the field it concerns and the numbers for the message. */
export function describeZodError(error: ZodError): ValidationFailure {
  const issue = error.issues[0];
  if (!issue) return { errorCode: ErrorCode.BODY_INVALID, field: undefined, params: {} };
  const field = [...issue.path].reverse().find((part) => typeof part === 'string');
  const named = KNOWN_CODES.has(issue.message) ? (issue.message as ErrorCode) : ErrorCode.FIELD_INVALID;
  // A problem with the body as a whole (an array where an object belongs) has no field to name.
  const errorCode = field === undefined && named.startsWith('FIELD_') ? ErrorCode.BODY_INVALID : named;
  const params: MessageParams = { field };
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  return { errorCode, field, params };
}
