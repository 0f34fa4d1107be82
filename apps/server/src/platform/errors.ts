import { ErrorCode, type MessageParams, ResultCode } from '@linli/contracts';

/**
 * A refusal with a stable code. The error handler turns it into the RuoYi envelope with the message
 * in the request's language; HTTP status stays 200 (docs/product.md "Responses and errors": the body code
 * decides).
 */
export class AppError extends Error {
  constructor(
    readonly errorCode: ErrorCode,
    readonly params: MessageParams = {},
    readonly resultCode: ResultCode = ResultCode.ERROR,
  ) {
    super(errorCode);
  }

  get field(): string | undefined {
    return typeof this.params.field === 'string' ? this.params.field : undefined;
  }
}

export const unauthorized = () => new AppError(ErrorCode.LOGIN_REQUIRED, {}, ResultCode.UNAUTHORIZED);
export const forbidden = () => new AppError(ErrorCode.FORBIDDEN, {}, ResultCode.FORBIDDEN);
export const userNotFound = () => new AppError(ErrorCode.USER_NOT_FOUND, {}, ResultCode.USER_NOT_FOUND);
export const rateLimited = (seconds: number) => new AppError(ErrorCode.RATE_LIMITED, { seconds });

/**
 * Whether a check refuses (throws an AppError: not allowed, not found, invalid); anything else, such as a
 * database failure, is not an answer and propagates.
 */
export async function refuses(check: Promise<unknown>): Promise<boolean> {
  try {
    await check;
    return false;
  } catch (error) {
    if (error instanceof AppError) return true;
    throw error;
  }
}
