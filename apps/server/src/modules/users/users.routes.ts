import {
  ApiPath,
  AVATAR_MAX_BYTES,
  IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  unsubscribeBody,
  updatePasswordQuery,
  updateProfileBody,
} from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import { readMultipart } from '../../platform/multipart.ts';
import type { UploadsService } from './uploads.service.ts';
import type { UsersService } from './users.service.ts';

const TAG = 'users';

export function registerUsersRoutes(router: ApiRouter, users: UsersService, uploads: UploadsService): void {
  router.route(
    { method: 'GET', path: ApiPath.profile, summary: 'My profile', tag: TAG, access: 'user' },
    async ({ user }) => ({
      data: await users.getProfile(user.userId),
    }),
  );

  router.route(
    {
      method: 'PUT',
      path: ApiPath.profile,
      summary: 'Edit my profile',
      tag: TAG,
      access: 'user',
      body: updateProfileBody,
    },
    async ({ user, body }) => {
      await users.updateProfile(user, body);
    },
  );

  router.route(
    {
      method: 'PUT',
      path: ApiPath.updatePassword,
      summary: 'Change my password (query oldPassword, newPassword)',
      tag: TAG,
      access: 'user',
      query: updatePasswordQuery,
    },
    async ({ user, query }) => {
      await users.changePassword(user, query);
    },
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.avatar,
      summary: 'Upload my avatar (field avatarfile)',
      tag: TAG,
      access: 'user',
      multipart: true,
    },
    async ({ user, request }) => {
      const saved = await uploads.save(
        user.userId,
        (await readMultipart(request, AVATAR_MAX_BYTES)).file,
        IMAGE_TYPES,
      );
      await users.setAvatar(user, saved.url);
      return { imgUrl: saved.url };
    },
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.upload,
      summary: 'Upload a file (field file)',
      tag: TAG,
      access: 'user',
      multipart: true,
    },
    async ({ user, request }) => ({
      ...(await uploads.save(
        user.userId,
        (
          await readMultipart(request, UPLOAD_MAX_BYTES)
        ).file,
        UPLOAD_TYPES,
      )),
    }),
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.unsubscribe,
      summary: 'Delete my account',
      tag: TAG,
      access: 'user',
      body: unsubscribeBody,
    },
    async ({ user, body }) => {
      await users.deleteAccount(user, body.password);
    },
  );
}
