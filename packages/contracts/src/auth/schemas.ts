import { z } from 'zod';
import { ErrorCode } from '../common/error-codes.ts';
import { isCode, isEmail, isMobile } from '../common/validators.ts';

/**
 * docs/product.md "Signing in and accounts": username longer than 4 characters; FastBee's upper bound of 20
 * is kept.
 */
export const USERNAME_MIN = 5;
export const USERNAME_MAX = 20;
/**
 * docs/product.md "Signing in and accounts": at least 8 characters (FastBee asked for 6; `123456` and
 * `password` are what attackers try first), and not one of the well-known common passwords (server).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const SMS_CODE_LENGTH = 6;
export const SMS_RESEND_SECONDS = 60;
export const SMS_CODE_TTL_SECONDS = 300;

const trimmed = () => z.string().trim();

export const usernameField = trimmed()
  .min(1, ErrorCode.ACCOUNT_EMPTY)
  .min(USERNAME_MIN, ErrorCode.USERNAME_TOO_SHORT)
  .max(USERNAME_MAX, ErrorCode.USERNAME_TOO_LONG)
  .regex(/^[\w\u4e00-\u9fa5]+$/, ErrorCode.USERNAME_INVALID);

export const passwordField = z
  .string()
  .min(1, ErrorCode.ACCOUNT_EMPTY)
  .min(PASSWORD_MIN, ErrorCode.PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX, ErrorCode.PASSWORD_TOO_LONG);

export const phoneField = trimmed()
  .min(1, ErrorCode.FIELD_REQUIRED)
  .refine(isMobile, ErrorCode.PHONE_INVALID);

export const emailField = trimmed().refine(isEmail, ErrorCode.EMAIL_INVALID);

export const smsCodeField = trimmed()
  .min(1, ErrorCode.FIELD_REQUIRED)
  .refine((v) => isCode(v, SMS_CODE_LENGTH), ErrorCode.CODE_INVALID);

/**
 * What confirms a change to one's own account when it has no password (made by SMS login): the code
 * `POST /system/user/profile/confirmCode` sent to its phone. Checked by the server, which names it `smsCode`.
 */
export const confirmationCode = z.string().max(16).optional();

/**
 * The fields that confirm a change to one's own account (deleting it, binding or unbinding WeChat, moving its
 * phone number): the password, or for an account without one the code above. The server says which it needs.
 */
export const confirmationFields = {
  password: z.string().max(64).optional(),
  smsCode: confirmationCode,
};
const confirmation = z.object(confirmationFields);
export type Confirmation = z.infer<typeof confirmation>;

/** The image captcha answer and the uuid that names it; both optional when captcha is off. */
const captchaFields = {
  code: trimmed().max(10).optional(),
  uuid: trimmed().max(64).optional(),
};

/**
 * Login accepts any stored username, so only emptiness is checked here (account info,
 * docs/product.md "Signing in and accounts").
 */
export const loginBody = z.object({
  username: trimmed().min(1, ErrorCode.ACCOUNT_EMPTY).max(USERNAME_MAX, ErrorCode.BAD_CREDENTIALS),
  password: z.string().min(1, ErrorCode.ACCOUNT_EMPTY).max(PASSWORD_MAX, ErrorCode.BAD_CREDENTIALS),
  ...captchaFields,
});
export type LoginBody = z.infer<typeof loginBody>;

/** What a new account gives, by username or by WeChat (bindRegisterBody); the password is typed twice. */
const registrationFields = {
  username: usernameField,
  password: passwordField,
  confirmPassword: z.string().min(1, ErrorCode.FIELD_REQUIRED),
  phonenumber: phoneField,
  ...captchaFields,
};

/** The two passwords of a registration must agree; the second field is the one said to be wrong. */
function passwordsAgree<Schema extends z.ZodType<{ password: string; confirmPassword: string }>>(
  schema: Schema,
) {
  return schema.refine((body) => body.password === body.confirmPassword, {
    message: ErrorCode.PASSWORDS_DIFFER,
    path: ['confirmPassword'],
  });
}

export const registerBody = passwordsAgree(z.object(registrationFields));
export type RegisterBody = z.infer<typeof registerBody>;

export const smsCaptchaQuery = z.object({ phoneNumber: phoneField });
export type SmsCaptchaQuery = z.infer<typeof smsCaptchaQuery>;

/**
 * FastBee PRO reads `smsCode`, app 2.x sends `code`: both are accepted
 * (docs/fastbee.md "Accounts and sign-in").
 */
export const smsLoginBody = z
  .object({ phonenumber: phoneField, smsCode: smsCodeField.optional(), code: smsCodeField.optional() })
  .refine((body) => body.smsCode !== undefined || body.code !== undefined, {
    message: ErrorCode.FIELD_REQUIRED,
    path: ['smsCode'],
  })
  .transform((body) => ({ phonenumber: body.phonenumber, smsCode: (body.smsCode ?? body.code) as string }));
export type SmsLoginBody = z.infer<typeof smsLoginBody>;

/** `spoken=1`: the new captcha (digits) also comes as audio to listen to (the 'read it to me' button). */
export const captchaQuery = z.object({ showCode: z.string().optional(), spoken: z.enum(['1']).optional() });

/** `{code,msg,captchaEnabled,uuid,img}`; img is a base64 SVG. */
export const captchaResponse = z.object({
  captchaEnabled: z.boolean(),
  uuid: z.string().optional(),
  img: z.string().optional(),
  /**
   * Only when asked for with `spoken=1`: a WAV file, base64, of the digits spoken in the request's language
   * (with random loudness, pauses and noise). The answer itself never travels as text.
   */
  audio: z.string().optional(),
});
export type CaptchaResponse = z.infer<typeof captchaResponse>;

/** WeChat OAuth: the app hands the authorisation code to the server, which exchanges it itself. */
export const wechatCodeBody = z.object({ code: trimmed().min(1).max(256) });
export type WechatCodeBody = z.infer<typeof wechatCodeBody>;

/**
 * POST /wechat/bind: the code WeChat issued, confirmed like unbinding (a bound WeChat signs in for good): the
 * account's password, or for an account without one a code sent to its phone.
 */
export const wechatBindBody = wechatCodeBody.extend(confirmationFields);
export type WechatBindBody = z.infer<typeof wechatBindBody>;

/**
 * POST /wechat/cancelBind: an account with a password confirms with it, counted like every password
 * confirmation; an account made by SMS login, which has none, with a code sent to its phone.
 */
export const wechatCancelBindBody = confirmation;
export type WechatCancelBindBody = z.infer<typeof wechatCancelBindBody>;

export const bindLoginBody = z.object({
  bindId: trimmed().min(1).max(128),
  username: loginBody.shape.username,
  password: loginBody.shape.password,
  ...captchaFields,
});
export type BindLoginBody = z.infer<typeof bindLoginBody>;

export const bindRegisterBody = passwordsAgree(
  z.object({ bindId: trimmed().min(1).max(128), ...registrationFields }),
);
export type BindRegisterBody = z.infer<typeof bindRegisterBody>;

/** `/wechat/mobileLogin` answers with a token when the WeChat identity is bound, else a bindId. */
export const wechatLoginResult = z.object({ token: z.string().optional(), bindId: z.string().optional() });
export type WechatLoginResult = z.infer<typeof wechatLoginResult>;

/** Public login configuration the login page needs before anyone signs in. */
export const authOptions = z.object({
  captchaEnabled: z.boolean(),
  wechatEnabled: z.boolean(),
  experienceUsername: z.string(),
});
export type AuthOptions = z.infer<typeof authOptions>;

export const EXPERIENCE_USERNAME = 'experience';
export const EXPERIENCE_PASSWORD = 'Experience#2026';
