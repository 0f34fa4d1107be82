import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../common/components/TextField.tsx';

interface DeleteAccountDialogProps {
  visible: boolean;
  needsPassword: boolean;
  onClose: () => void;
  onConfirm: (password: string | undefined) => void;
}

/** Confirmed account deletion (POST /unsubscribe): accounts with a password confirm with it. */
export function DeleteAccountDialog({
  visible,
  needsPassword,
  onClose,
  onConfirm,
}: DeleteAccountDialogProps) {
  const { t } = useTranslation('users');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    setPassword('');
    setError(undefined);
    onClose();
  };
  return (
    <Dialog
      visible={visible}
      title={t('delete.title')}
      onClose={close}
      content={
        <div className="delete-dialog">
          <p>{t('delete.warning')}</p>
          {needsPassword && (
            <TextField
              label={t('delete.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(value) => {
                setPassword(value);
                setError(undefined);
              }}
              error={error}
              data-testid="delete-password"
            />
          )}
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: t('delete.cancel'), onClick: close },
          {
            key: 'confirm',
            text: t('delete.confirm'),
            danger: true,
            bold: true,
            onClick: () => {
              if (needsPassword && !password) return setError(t('delete.passwordRequired'));
              onConfirm(needsPassword ? password : undefined);
              close();
            },
          },
        ],
      ]}
    />
  );
}
