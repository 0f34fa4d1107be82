import { AVATAR_MAX_BYTES, ErrorCode, formatMessage, IMAGE_TYPES } from '@linli/contracts';
import { Button } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useGoBack } from '../../../features/common/hooks/useNavigateOnce.ts';
import { Avatar } from '../../../features/users/components/Avatar.tsx';
import { useProfile } from '../../../features/users/hooks/useProfile.ts';
import { useAvatarUpload } from '../../../features/users/uploads.ts';
import { toast } from '../../../lib/feedback.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';

const MB = 1024 * 1024;

/** Update avatar: choose an image, see it, upload it as 'avatarfile'. */
export default function AvatarScreen() {
  const { t } = useTranslation('users');
  const goBack = useGoBack(paths.account);
  const upload = useAvatarUpload();
  const { profile } = useProfile();
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (chosen: File | undefined) => {
    setError(undefined);
    if (!chosen) return;
    const language = currentLanguage();
    if (!(IMAGE_TYPES as readonly string[]).includes(chosen.type)) {
      return setError(formatMessage(language, ErrorCode.UPLOAD_TYPE));
    }
    if (chosen.size > AVATAR_MAX_BYTES) {
      return setError(formatMessage(language, ErrorCode.UPLOAD_TOO_LARGE, { max: AVATAR_MAX_BYTES / MB }));
    }
    setFile(chosen);
  };

  const save = async () => {
    if (!file) return setError(formatMessage(currentLanguage(), ErrorCode.UPLOAD_EMPTY));
    if (!(await upload.send(file))) return;
    toast(t('avatar.saved'));
    goBack();
  };

  return (
    <>
      <PageHeader title={t('avatar.title')} />
      <div className="avatar-page page-pad">
        <Avatar src={preview ?? profile?.avatar} size={160} alt={t('avatar.preview')} />
        <label className="file-pick">
          <PictureOutline aria-hidden="true" />
          <span>{file ? t('avatar.chooseAnother') : t('avatar.choose')}</span>
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            onChange={(event) => pick(event.target.files?.[0])}
            data-testid="avatar-file"
          />
        </label>
        <p className="hint">{t('avatar.hint', { max: AVATAR_MAX_BYTES / MB })}</p>
        {error && (
          <p className="field__error" role="alert">
            <span aria-hidden="true">⚠ </span>
            {error}
          </p>
        )}
        <Button
          color="primary"
          block
          size="large"
          loading={upload.isPending}
          disabled={!file}
          onClick={save}
          data-testid="avatar-save"
        >
          {t('avatar.save')}
        </Button>
      </div>
    </>
  );
}
