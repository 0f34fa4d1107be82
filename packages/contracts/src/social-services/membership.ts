import { z } from 'zod';
import { ErrorCode } from '../common/error-codes.ts';
import { idCardField, mobileField } from './fields.ts';

/** POST /member/activate: an ordinary member activates membership. */
export const activateMembershipBody = z.object({
  realName: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(/^[\u4e00-\u9fa5·A-Za-z .]{2,30}$/, ErrorCode.FIELD_INVALID),
  phone: mobileField,
  idCard: idCardField,
  agreement: z.literal(true, { error: () => ErrorCode.AGREEMENT_REQUIRED }),
});
export type ActivateMembershipBody = z.infer<typeof activateMembershipBody>;

/** GET /member/status, for Me. */
export const membershipStatus = z.object({
  active: z.boolean(),
  memberNo: z.string().nullable(),
  realName: z.string().nullable(),
  phone: z.string().nullable(),
  /** Shown masked: 4401**********1234. */
  idCardMasked: z.string().nullable(),
  activatedAt: z.string().nullable(),
});
export type MembershipStatus = z.infer<typeof membershipStatus>;
