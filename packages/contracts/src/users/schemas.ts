import { z } from 'zod';
import { confirmationCode, confirmationFields, passwordField, phoneField } from '../auth/schemas.ts';
import { ErrorCode } from '../common/error-codes.ts';
import { isEmail } from '../common/validators.ts';

export const ROLES = ['member', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const SEXES = ['0', '1', '2'] as const; // RuoYi: 0 male, 1 female, 2 unknown

/**
 * What GET /system/user/profile returns in `data` (docs/product.md "Signing in and accounts", user profile).
 */
export const userProfile = z.object({
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  email: z.string(),
  /** '' when the account has no phone number. */
  phonenumber: z.string(),
  sex: z.enum(SEXES),
  avatar: z.string(),
  createTime: z.string(),
  loginIp: z.string(),
  /** null before the first login. */
  loginDate: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  /** The account has a password (SMS-created accounts have none until they set one). */
  hasPassword: z.boolean(),
  /** The shared demo account: it cannot change its password or delete itself. */
  experience: z.boolean(),
  wxBind: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfile>;

export const NICKNAME_MAX = 30;

/**
 * PUT /system/user/profile: each field optional, empty email clears it. A new phone number (a way to sign in by SMS,
 * and where confirmation codes go) is confirmed: with the account's `password`, or for an account
 * without one, a code sent to the number it has (`smsCode`).
 */
export const updateProfileBody = z.object({
  nickName: z.string().trim().min(1).max(NICKNAME_MAX).optional(),
  email: z
    .string()
    .trim()
    .refine((v) => v === '' || isEmail(v), ErrorCode.EMAIL_INVALID)
    .optional(),
  phonenumber: phoneField.optional(),
  sex: z.enum(SEXES).optional(),
  ...confirmationFields,
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/**
 * PUT /system/user/profile/updatePwd takes its fields in the query, as the app sends them: the old password, or
 * for an account without one, the SMS code that confirms setting the first.
 */
export const updatePasswordQuery = z
  .object({
    oldPassword: z.string().max(64).optional(),
    smsCode: confirmationCode,
    newPassword: passwordField,
  })
  .refine((q) => q.oldPassword !== q.newPassword, {
    message: ErrorCode.PASSWORD_SAME,
    path: ['newPassword'],
  });
export type UpdatePasswordQuery = z.infer<typeof updatePasswordQuery>;

/** POST /unsubscribe: accounts with a password confirm with it, accounts without one with an SMS code. */
export const unsubscribeBody = z.object(confirmationFields);
export type UnsubscribeBody = z.infer<typeof unsubscribeBody>;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const UPLOAD_TYPES = [...IMAGE_TYPES, 'application/pdf', 'video/mp4', 'text/plain'] as const;

/** POST /common/upload: where the stored file is served (`url`), its stored name and the name it came with. */
export const uploadResult = z.object({
  url: z.string(),
  fileName: z.string(),
  originalFilename: z.string(),
});
export type UploadResult = z.infer<typeof uploadResult>;
