import {
  type AjaxResult,
  ApiPath,
  type UnsubscribeBody,
  type UpdatePasswordQuery,
  type UpdateProfileBody,
  type UploadResult,
  type UserDataExport,
  type UserProfile,
} from '@linli/contracts';
import { type Envelope, request, upload } from '../../../lib/request.ts';

export const usersKeys = {
  all: ['users'] as const,
  profile: (token: string | undefined) => ['users', 'profile', token ?? ''] as const,
};

/** The multipart field POST /system/user/profile/avatar reads. */
export const AVATAR_FIELD = 'avatarfile';
export const UPLOAD_FIELD = 'file';

export const usersApi = {
  profile: (loading = false) => request<AjaxResult<UserProfile>>({ url: ApiPath.profile, loading }),
  updateProfile: (body: UpdateProfileBody) => request({ url: ApiPath.profile, method: 'PUT', data: body }),
  updatePassword: (query: UpdatePasswordQuery) =>
    request({ url: ApiPath.updatePassword, method: 'PUT', query: { ...query } }),
  avatar: (file: Blob, fileName?: string) =>
    upload<Envelope & { imgUrl?: string }>({
      url: ApiPath.avatar,
      file,
      name: AVATAR_FIELD,
      ...(fileName ? { fileName } : {}),
    }),
  upload: (file: Blob, fileName?: string) =>
    upload<Envelope & UploadResult>({
      url: ApiPath.upload,
      file,
      name: UPLOAD_FIELD,
      ...(fileName ? { fileName } : {}),
    }),
  /** Everything the service holds about me (privacy): one JSON document. */
  exportData: () => request<AjaxResult<UserDataExport>>({ url: ApiPath.userExport }),
  unsubscribe: (body: UnsubscribeBody) => request({ url: ApiPath.unsubscribe, method: 'POST', data: body }),
};
