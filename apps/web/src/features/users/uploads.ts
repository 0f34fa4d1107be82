import { usersRoutes } from '@linli/contracts';
import { useApiMutation } from '../../lib/queries.ts';

/**
 * Any allowed file through POST /common/upload (the server sniffs the bytes). `send` resolves the stored
 * file's answer (its /uploads/ address in `url`), or undefined when it was refused: the person has already
 * been told why.
 */
export function useFileUpload() {
  const upload = useApiMutation(usersRoutes.upload);
  return {
    send: (file: File) =>
      upload.mutateAsync({ upload: { file, fileName: file.name } }).catch(() => undefined),
    isPending: upload.isPending,
  };
}

/** The account's avatar (multipart field `avatarfile`); the profile that shows it is read again. */
export function useAvatarUpload() {
  const upload = useApiMutation(usersRoutes.avatar, { invalidates: [usersRoutes.profile] });
  return {
    send: (file: File) =>
      upload.mutateAsync({ upload: { file, fileName: file.name } }).catch(() => undefined),
    isPending: upload.isPending,
  };
}
