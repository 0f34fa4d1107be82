import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/feedback.ts';
import { TextField } from '../../common/components/TextField.tsx';

interface PasswordConfirmDialogProps {
  visible: boolean;
  /** An account made by SMS login has no password: it is only asked whether it is sure. */
  needsPassword: boolean;
  title: string;
  warning: string;
  confirmText: string;
  /** The password field's test id is `${testId}-password`. */
  testId: string;
  onClose: () => void;
  /**
   * Does the thing; resolves to the server's refusal of the password (shown under the field, the dialog stays
   * open for another try), or to nothing when it is done or refused for another reason (told by the screen).
   */
  onConfirm: (password: string | undefined) => Promise<string | undefined>;
}

/** For onConfirm: a refusal of the password goes back to the dialog, any other is toasted. */
export function passwordRefusal(error: unknown): string | undefined {
  if (error instanceof ApiError && error.field === 'password') return error.message;
  if (error instanceof ApiError && error.message) toast(error.message);
  return undefined;
}

/**
 * What cannot be undone from an open session alone (deleting the account, unbinding WeChat): the person says
 * they are sure and, when the account has a password, confirms with it; the server checks it and counts wrong
 * ones (docs/product.md). A wrong one is said under the field, and the person tries again without reopening.
 */
export function PasswordConfirmDialog({
  visible,
  needsPassword,
  title,
  warning,
  confirmText,
  testId,
  onClose,
  onConfirm,
}: PasswordConfirmDialogProps) {
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
      title={title}
      onClose={close}
      content={
        <div className="delete-dialog">
          <p>{warning}</p>
          {needsPassword && (
            <TextField
              label={t('confirmPassword.label')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(value) => {
                setPassword(value);
                setError(undefined);
              }}
              error={error}
              data-testid={`${testId}-password`}
            />
          )}
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: t('confirmPassword.cancel'), onClick: close },
          {
            key: 'confirm',
            text: confirmText,
            danger: true,
            bold: true,
            onClick: async () => {
              if (needsPassword && !password) return setError(t('confirmPassword.required'));
              const refusal = await onConfirm(needsPassword ? password : undefined);
              if (refusal === undefined) return close();
              setPassword('');
              setError(refusal);
            },
          },
        ],
      ]}
    />
  );
}
