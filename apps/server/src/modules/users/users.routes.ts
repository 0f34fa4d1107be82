import { AVATAR_MAX_BYTES, IMAGE_TYPES, UPLOAD_MAX_BYTES, UPLOAD_TYPES, usersRoutes } from '@linli/contracts';
import type { FastifyRequest } from 'fastify';
import type { ApiRouter } from '../../platform/api-router.ts';
import { readMultipart } from '../../platform/multipart.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import type { UploadsService } from './uploads.service.ts';
import type { UsersService } from './users.service.ts';

/**
 * A new avatar from a multipart upload, with its size and picture-type checks; answers where it is served.
 * The FastBee app's layer (modules/fastbee-app) takes avatars through here too.
 */
export async function receiveAvatar(
  request: FastifyRequest,
  caller: AuthUser,
  users: UsersService,
  uploads: UploadsService,
): Promise<string> {
  const { file } = await readMultipart(request, AVATAR_MAX_BYTES);
  const saved = await uploads.save(caller.userId, file, IMAGE_TYPES);
  await users.setAvatar(caller, saved.url);
  return saved.url;
}

export function registerUsersRoutes(router: ApiRouter, users: UsersService, uploads: UploadsService): void {
  router.handle(usersRoutes.profile, async ({ user }) => ({ data: await users.getProfile(user.userId) }));
  router.handle(usersRoutes.updateProfile, ({ user, body }) => users.updateProfile(user, body));
  router.handle(usersRoutes.updatePassword, ({ user, query }) => users.changePassword(user, query));
  router.handle(usersRoutes.avatar, async ({ user, request }) => ({
    imgUrl: await receiveAvatar(request, user, users, uploads),
  }));
  router.handle(usersRoutes.upload, async ({ user, request }) => {
    const { file } = await readMultipart(request, UPLOAD_MAX_BYTES);
    return uploads.save(user.userId, file, UPLOAD_TYPES);
  });
  router.handle(usersRoutes.sendConfirmCode, ({ user, request }) => users.sendConfirmCode(user, request.ip));
  router.handle(usersRoutes.unsubscribe, ({ user, body }) => users.deleteAccount(user, body));
}
