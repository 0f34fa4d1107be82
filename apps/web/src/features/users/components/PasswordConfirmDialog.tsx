import type { Confirmation, UserProfile } from '@linli/contracts';
import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/feedback.ts';
import { TextField } from '../../common/components/TextField.tsx';
import { ConfirmCodeField } from './ConfirmCodeField.tsx';

interface PasswordConfirmDialogProps {
  visible: boolean;
  /** The account: its password confirms, or without one (made by SMS login) a code to its phone. */
  profile: UserProfile;
  title: string;
  warning: string;
  confirmText: string;
  /** The password field's test id is `${testId}-password`, the code's `${testId}-code`. */
  testId: string;
  onClose: () => void;
  /**
   * Does the thing; resolves to the server's refusal of the password or code (shown under the field, the dialog
   * stays open for another try), or to nothing when it is done or refused for another reason (told by the screen).
   */
  onConfirm: (confirmation: Confirmation) => Promise<string | undefined>;
}

/** For onConfirm: a refusal of the password or the code goes back to the dialog, any other is toasted. */
export function confirmationRefusal(error: unknown): string | undefined {
  if (error instanceof ApiError && (error.field === 'password' || error.field === 'smsCode'))
    return error.message;
  if (error instanceof ApiError && error.message) toast(error.message);
  return undefined;
}

/**
 * What an open session alone must not do (deleting the account, unbinding WeChat, moving the phone number): the
 * person says they are sure and confirms with the account's password, or with a code sent to its phone when it
 * has none; the server checks either (docs/product.md). A wrong one is said under the field, and the person
 * tries again without reopening.
 */
export function PasswordConfirmDialog({
  visible,
  profile,
  title,
  warning,
  confirmText,
  testId,
  onClose,
  onConfirm,
}: PasswordConfirmDialogProps) {
  const { t } = useTranslation('users');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string>();
  const byCode = !profile.hasPassword && Boolean(profile.phonenumber);
  const needed = profile.hasPassword || byCode;
  const close = () => {
    setSecret('');
    setError(undefined);
    onClose();
  };
  const change = (value: string) => {
    setSecret(value);
    setError(undefined);
  };
  const confirm = async () => {
    if (needed && !secret) {
      return setError(byCode ? t('confirmPassword.codeRequired') : t('confirmPassword.required'));
    }
    const refusal = await onConfirm(!needed ? {} : byCode ? { smsCode: secret } : { password: secret });
    if (refusal === undefined) return close();
    setSecret('');
    setError(refusal);
  };
  return (
    <Dialog
      visible={visible}
      title={title}
      onClose={close}
      content={
        <div className="delete-dialog">
          <p>{warning}</p>
          {profile.hasPassword && (
            <TextField
              label={t('confirmPassword.label')}
              type="password"
              autoComplete="current-password"
              value={secret}
              onChange={change}
              error={error}
              data-testid={`${testId}-password`}
            />
          )}
          {byCode && (
            <ConfirmCodeField
              phone={profile.phonenumber}
              value={secret}
              onChange={change}
              error={error}
              testId={`${testId}-code`}
            />
          )}
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: t('confirmPassword.cancel'), onClick: close },
          { key: 'confirm', text: confirmText, danger: true, bold: true, onClick: confirm },
        ],
      ]}
    />
  );
}
