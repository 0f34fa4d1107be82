import { type RouteResponse, usersRoutes } from '@linli/contracts';
import { type Envelope, upload } from '../../lib/request.ts';

/** The multipart field each upload route reads (RuoYi's names). */
const AVATAR_FIELD = 'avatarfile';
const UPLOAD_FIELD = 'file';

type Answer<D> = Envelope & RouteResponse<D>;

/**
 * The two multipart routes. `call` sends JSON, so a file goes through `upload` (lib/request.ts), typed by
 * the route's own response. Each resolves the answer, or undefined when it did not succeed (`upload` has
 * already told the person why).
 */
export async function uploadAvatar(file: Blob, fileName?: string) {
  const route = usersRoutes.avatar;
  const answer = await upload<Answer<typeof route>>({
    url: route.path,
    file,
    name: AVATAR_FIELD,
    ...(fileName ? { fileName } : {}),
  });
  return answer || undefined;
}

/** Any allowed file through POST /common/upload (the server sniffs the bytes); answers its /uploads/ address. */
export async function uploadFile(file: Blob, fileName?: string) {
  const route = usersRoutes.upload;
  const answer = await upload<Answer<typeof route>>({
    url: route.path,
    file,
    name: UPLOAD_FIELD,
    ...(fileName ? { fileName } : {}),
  });
  return answer || undefined;
}
