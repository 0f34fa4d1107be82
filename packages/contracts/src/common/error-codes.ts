import { alertsErrorCodes } from '../alerts/errors.ts';
import { assessmentErrorCodes } from '../assessments/errors.ts';
import { devicesErrorCodes } from '../devices/errors.ts';
import { linkingErrorCodes } from '../linking/errors.ts';
import { logsErrorCodes } from '../logs/errors.ts';
import { monitoringErrorCodes } from '../monitoring/errors.ts';
import { otaErrorCodes } from '../ota/errors.ts';
import { productErrorCodes } from '../products/errors.ts';
import { scenesErrorCodes } from '../scenes/errors.ts';
import { sharesErrorCodes } from '../shares/errors.ts';
import { socialServicesErrorCodes } from '../social-services/errors.ts';
import { timersErrorCodes } from '../timers/errors.ts';

/**
 * Stable error codes. Every refusal the server sends carries one; the message text for each lives in
 * messages.ts in both languages. Never compare message text: compare these.
 *
 * A domain with refusals of its own keeps them in `<domain>/errors.ts` (codes + both languages' messages)
 * and adds one spread line here and one in messages.ts.
 */
const commonErrorCodes = {
  // generic
  FIELD_REQUIRED: 'FIELD_REQUIRED',
  FIELD_INVALID: 'FIELD_INVALID',
  FIELD_TOO_LONG: 'FIELD_TOO_LONG',
  FIELD_TOO_SHORT: 'FIELD_TOO_SHORT',
  FIELD_OUT_OF_RANGE: 'FIELD_OUT_OF_RANGE',
  NUMBER_TOO_SMALL: 'NUMBER_TOO_SMALL',
  NUMBER_TOO_LARGE: 'NUMBER_TOO_LARGE',
  FIELD_TOO_FEW: 'FIELD_TOO_FEW',
  FIELD_TOO_MANY: 'FIELD_TOO_MANY',
  BODY_INVALID: 'BODY_INVALID',
  NOT_FOUND: 'NOT_FOUND',
  INTERNAL: 'INTERNAL',
  RATE_LIMITED: 'RATE_LIMITED',
  /** The database is busy (SQLite lock) or unreachable (PostgreSQL down): HTTP 503, retry later. */
  SERVICE_BUSY: 'SERVICE_BUSY',
  // auth (docs/product.md "Signing in and accounts")
  LOGIN_REQUIRED: 'LOGIN_REQUIRED',
  FORBIDDEN: 'FORBIDDEN',
  ACCOUNT_EMPTY: 'ACCOUNT_EMPTY',
  USERNAME_TOO_SHORT: 'USERNAME_TOO_SHORT',
  USERNAME_TOO_LONG: 'USERNAME_TOO_LONG',
  USERNAME_INVALID: 'USERNAME_INVALID',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  PASSWORD_TOO_COMMON: 'PASSWORD_TOO_COMMON',
  PASSWORD_TOO_LONG: 'PASSWORD_TOO_LONG',
  PASSWORDS_DIFFER: 'PASSWORDS_DIFFER',
  PHONE_INVALID: 'PHONE_INVALID',
  EMAIL_INVALID: 'EMAIL_INVALID',
  CODE_INVALID: 'CODE_INVALID',
  CAPTCHA_REQUIRED: 'CAPTCHA_REQUIRED',
  CAPTCHA_WRONG: 'CAPTCHA_WRONG',
  CAPTCHA_EXPIRED: 'CAPTCHA_EXPIRED',
  BAD_CREDENTIALS: 'BAD_CREDENTIALS',
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  ACCOUNT_DISABLED: 'ACCOUNT_DISABLED',
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  PHONE_TAKEN: 'PHONE_TAKEN',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  SMS_CODE_WRONG: 'SMS_CODE_WRONG',
  SMS_CODE_EXPIRED: 'SMS_CODE_EXPIRED',
  SMS_TOO_SOON: 'SMS_TOO_SOON',
  SMS_DAILY_LIMIT: 'SMS_DAILY_LIMIT',
  SMS_SEND_FAILED: 'SMS_SEND_FAILED',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  WECHAT_DISABLED: 'WECHAT_DISABLED',
  WECHAT_CODE_INVALID: 'WECHAT_CODE_INVALID',
  WECHAT_BIND_EXPIRED: 'WECHAT_BIND_EXPIRED',
  WECHAT_ALREADY_BOUND: 'WECHAT_ALREADY_BOUND',
  WECHAT_NOT_BOUND: 'WECHAT_NOT_BOUND',
  /** A binding that names a WeChat identity without a code from WeChat to prove it (FastBee app 2.2). */
  WECHAT_IDENTITY_UNVERIFIED: 'WECHAT_IDENTITY_UNVERIFIED',
  OLD_PASSWORD_WRONG: 'OLD_PASSWORD_WRONG',
  PASSWORD_WRONG: 'PASSWORD_WRONG',
  PASSWORD_SAME: 'PASSWORD_SAME',
  NO_PASSWORD_SET: 'NO_PASSWORD_SET',
  EXPERIENCE_READ_ONLY: 'EXPERIENCE_READ_ONLY',
  CONFIRM_CODE_NOT_NEEDED: 'CONFIRM_CODE_NOT_NEEDED',
  PHONE_CHANGE_UNCONFIRMED: 'PHONE_CHANGE_UNCONFIRMED',
  WECHAT_BIND_SIGN_IN_AGAIN: 'WECHAT_BIND_SIGN_IN_AGAIN',
  UPLOAD_EMPTY: 'UPLOAD_EMPTY',
  UPLOAD_MALFORMED: 'UPLOAD_MALFORMED',
  UPLOAD_TYPE: 'UPLOAD_TYPE',
  UPLOAD_TOO_LARGE: 'UPLOAD_TOO_LARGE',
} as const;

export const ErrorCode = {
  ...commonErrorCodes,
  ...socialServicesErrorCodes,
  ...assessmentErrorCodes,
  ...devicesErrorCodes,
  ...linkingErrorCodes,
  ...sharesErrorCodes,
  ...timersErrorCodes,
  ...scenesErrorCodes,
  ...alertsErrorCodes,
  ...logsErrorCodes,
  ...monitoringErrorCodes,
  ...otaErrorCodes,
  ...productErrorCodes,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
