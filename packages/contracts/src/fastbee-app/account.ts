import { z } from 'zod';
import { loginBody, phoneField, registerBody } from '../auth/schemas.ts';
import { defineUploadRoute, noData, tableOf, withData } from '../common/route.ts';
import { shareUser, toolUserListQuery } from '../shares/schemas.ts';
import { SEXES, updatePasswordQuery, updateProfileBody } from '../users/schemas.ts';
import { defineAppRoute, PREFIX, TAG, time } from './prefix.ts';

/**
 * The FastBee app's account calls (`apis/modules/common.js`, `apis/modules/account.js`, `utils/upload.js`,
 * `pages/login/index.vue#getPhoneNumber`): signing in and out, registering, the profile, the password, the
 * avatar and WeChat. Each is Linli's own operation (modules/auth, modules/users) with the app's shapes.
 */

/** Empty text and null count as absent; a number the app's inputs hand over as such becomes its digits. */
const absentWhenEmpty = (value: unknown) =>
  value === '' || value === null ? undefined : typeof value === 'number' ? String(value) : value;

/** Text fields the app may send as numbers (its code and phone inputs validate as `integer`). */
function digitsAsText(keys: readonly string[]) {
  return (body: unknown) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
    const copy: Record<string, unknown> = { ...body };
    for (const key of keys) if (typeof copy[key] === 'number') copy[key] = String(copy[key]);
    return copy;
  };
}

/**
 * `GET /captchaImage`: `img` is a bare base64 PNG (the app prefixes `data:image/gif;base64,`; its webview
 * sniffs the bytes), its answer digits (the app's code field accepts nothing else). The app never reads
 * `captchaEnabled`: with captchas off a picture and a uuid still come, and the login ignores them.
 */
const appCaptcha = z.object({ captchaEnabled: z.boolean(), uuid: z.string(), img: z.string() });

/** `{username, password, rememberMe:false, code, uuid}`: Linli's login; `rememberMe` is ignored. */
const appLoginBody = z.preprocess(digitsAsText(['code']), loginBody);

/** `{username, phonenumber, password, confirmPassword, code, uuid, bindId:''}`: Linli's registration. */
const appRegisterBody = z.preprocess(digitsAsText(['code', 'phonenumber']), registerBody);

/** The profile's `data` (SysUser): what the app's pages read and echo back on save. */
const appProfile = z.object({
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  email: z.string(),
  /** '' when the account has no phone number. */
  phonenumber: z.string(),
  sex: z.enum(SEXES),
  /** Server-relative; the app shows `baseUrl + avatar`. */
  avatar: z.string(),
  /** '0': an account that can sign in is enabled (RuoYi's status). */
  status: z.literal('0'),
  loginIp: z.string(),
  loginDate: time.nullable(),
  createTime: time,
  remark: z.string(),
});
export type AppProfile = z.infer<typeof appProfile>;

/**
 * `PUT /system/user/profile` gets the whole profile back (`{...profile, ...accountForm}`): only what Linli
 * lets a person change of their own account is read (nickname, email, phone, sex); everything else — the
 * user name, roles, status, ids, times — is dropped unread.
 */
const appProfileEdit = z.object({
  nickName: z.preprocess(absentWhenEmpty, updateProfileBody.shape.nickName),
  email: z.preprocess((v) => (v === null ? undefined : v), updateProfileBody.shape.email),
  phonenumber: z.preprocess(absentWhenEmpty, phoneField.optional()),
  sex: z.preprocess(absentWhenEmpty, z.enum(SEXES).optional()),
});

/** `pages/login/index.vue#getPhoneNumber` (mini-program only): a `wx.login` code and a phone code. */
const appMiniLoginBody = z.object({
  code: z.string().trim().min(1).max(256),
  phoneCode: z.string().max(256).optional(),
});

/**
 * `pages/tabBar/user/index.vue#confirmBindWeChart`: the mini-program sends a `code`; the Android/iOS app
 * only `openId`/`unionId` it read on the phone, which prove nothing and are refused.
 */
const appWechatBindBody = z.object({
  code: z.string().trim().max(256).optional(),
  sourceClient: z.string().max(64).optional(),
  openId: z.string().max(256).optional(),
  unionId: z.string().max(256).optional(),
});

/** `pagesB/user/secureBind.vue`: `{verifyType: 1, password}`, the account's password confirms it. */
const appCancelBindBody = z.object({
  verifyType: z.union([z.number(), z.string()]).optional(),
  password: z.string().max(64).default(''),
});

export const accountRoutes = {
  captcha: defineAppRoute({
    method: 'GET',
    path: '/captchaImage',
    summary: 'One-time captcha: a PNG of digits, bare base64',
    access: 'public',
    response: appCaptcha,
  }),
  login: defineAppRoute({
    method: 'POST',
    path: '/login',
    summary: 'Log in with username, password and the captcha digits',
    access: 'public',
    body: appLoginBody,
    response: z.object({ token: z.string().min(1) }),
  }),
  logout: defineAppRoute({
    method: 'POST',
    path: '/logout',
    summary: 'Log out (revokes the token)',
    access: 'user',
    response: noData,
  }),
  register: defineAppRoute({
    method: 'POST',
    path: '/iot/tool/register',
    summary: 'Register an account (bindId ignored)',
    access: 'public',
    body: appRegisterBody,
    response: noData,
  }),
  profile: defineAppRoute({
    method: 'GET',
    path: '/system/user/profile',
    summary: 'My profile; wxBind beside data',
    access: 'user',
    response: z.object({ data: appProfile, wxBind: z.boolean() }),
  }),
  updateProfile: defineAppRoute({
    method: 'PUT',
    path: '/system/user/profile',
    summary: 'Edit my profile (the whole profile echoed; nickname, email, phone and sex are read)',
    access: 'user',
    body: appProfileEdit,
    response: noData,
  }),
  updatePassword: defineAppRoute({
    method: 'PUT',
    path: '/system/user/profile/updatePwd',
    summary: 'Change my password (query oldPassword, newPassword)',
    access: 'user',
    query: updatePasswordQuery,
    response: noData,
  }),
  avatar: defineUploadRoute({
    method: 'POST',
    path: '/system/user/profile/avatar',
    prefix: PREFIX,
    tag: TAG,
    summary: 'Upload my avatar (field avatarfile)',
    access: 'user',
    multipart: { file: 'avatarfile' },
    response: z.object({ imgUrl: z.string() }),
  }),
  miniLogin: defineAppRoute({
    method: 'POST',
    path: '/wechat/miniLogin',
    summary: 'Log in with WeChat (an identity already bound to an account)',
    access: 'public',
    body: appMiniLoginBody,
    response: withData(z.object({ token: z.string().min(1) })),
  }),
  wechatBind: defineAppRoute({
    method: 'POST',
    path: '/wechat/bind',
    summary: 'Bind WeChat to my account (a code from WeChat)',
    access: 'user',
    body: appWechatBindBody,
    response: noData,
  }),
  wechatCancelBind: defineAppRoute({
    method: 'POST',
    path: '/wechat/cancelBind',
    summary: 'Unbind WeChat, confirmed with my password',
    access: 'user',
    body: appCancelBindBody,
    response: noData,
  }),
  userList: defineAppRoute({
    method: 'GET',
    path: '/iot/tool/userList',
    summary: "Find a user by whole phone number: the share look-up's limit and masked card, 0 or 1 row",
    access: 'user',
    query: toolUserListQuery,
    response: tableOf(shareUser),
  }),
} as const;
