import { z } from 'zod';
import { ApiPath } from '../api-paths.ts';
import { userDataExport } from '../audit/schemas.ts';
import { defineRoute, defineUploadRoute, noData, withData } from '../common/route.ts';
import { updatePreferencesBody, userPreferences } from './preferences.ts';
import {
  unsubscribeBody,
  updatePasswordQuery,
  updateProfileBody,
  uploadResult,
  userProfile,
} from './schemas.ts';

const tag = 'users';

/**
 * The signed-in person's own account (docs/product.md "Signing in and accounts"): profile, password,
 * avatar, uploads, preferences, their data and deleting the account. Always the caller's own.
 */
export const usersRoutes = {
  profile: defineRoute({
    method: 'GET',
    path: ApiPath.profile,
    summary: 'My profile',
    tag,
    access: 'user',
    response: withData(userProfile),
  }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: ApiPath.profile,
    summary: 'Edit my profile',
    tag,
    access: 'user',
    body: updateProfileBody,
    response: noData,
  }),
  updatePassword: defineRoute({
    method: 'PUT',
    path: ApiPath.updatePassword,
    summary: 'Change my password (query oldPassword, newPassword)',
    tag,
    access: 'user',
    query: updatePasswordQuery,
    response: noData,
  }),
  avatar: defineUploadRoute({
    method: 'POST',
    path: ApiPath.avatar,
    summary: 'Upload my avatar (field avatarfile)',
    tag,
    access: 'user',
    multipart: { file: 'avatarfile' },
    // RuoYi answers the new avatar's address beside code and msg, not in `data`.
    response: z.object({ imgUrl: z.string() }),
  }),
  upload: defineUploadRoute({
    method: 'POST',
    path: ApiPath.upload,
    summary: 'Upload a file (field file)',
    tag,
    access: 'user',
    multipart: { file: 'file' },
    // RuoYi's CommonController answers the file's keys at the top level.
    response: uploadResult,
  }),
  sendConfirmCode: defineRoute({
    method: 'POST',
    path: ApiPath.confirmCode,
    summary: 'Send a code to my phone that confirms a change to my account (accounts without a password)',
    tag,
    access: 'user',
    response: noData,
  }),
  unsubscribe: defineRoute({
    method: 'POST',
    path: ApiPath.unsubscribe,
    summary: 'Delete my account',
    tag,
    access: 'user',
    body: unsubscribeBody,
    response: noData,
  }),
  preferences: defineRoute({
    method: 'GET',
    path: ApiPath.userPreferences,
    summary: 'My language and elder mode (null = never chosen)',
    tag,
    access: 'user',
    response: withData(userPreferences),
  }),
  updatePreferences: defineRoute({
    method: 'PUT',
    path: ApiPath.userPreferences,
    summary: 'Save my language and/or elder mode for every phone I sign in on',
    tag,
    access: 'user',
    body: updatePreferencesBody,
    response: withData(userPreferences),
  }),
  export: defineRoute({
    method: 'GET',
    path: ApiPath.userExport,
    summary:
      'Download everything held about me (profile, devices, applications, records, assessments, alerts)',
    tag,
    access: 'user',
    response: withData(userDataExport),
  }),
};
