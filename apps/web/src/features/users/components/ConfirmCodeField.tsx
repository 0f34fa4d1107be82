import { maskPhone, SMS_CODE_LENGTH, usersRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { useApiMutation } from '../../../lib/queries.ts';
import { SmsCodeButton } from '../../auth/index.ts';
import { TextField } from '../../common/components/TextField.tsx';

interface ConfirmCodeFieldProps {
  /** The account's own phone, where the code goes (shown masked). */
  phone: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  testId: string;
}

/**
 * The code that confirms a change to an account without a password (made by SMS login), sent to its own phone
 * by `POST /system/user/profile/confirmCode`, with the 60 s resend countdown of SMS login.
 */
export function ConfirmCodeField({ phone, value, onChange, error, testId }: ConfirmCodeFieldProps) {
  const { t } = useTranslation('users');
  const { t: ta } = useTranslation('auth');
  // The person waits for the text message to be sent: with the loading mask; a refusal is toasted.
  const sending = useApiMutation(usersRoutes.sendConfirmCode, { loading: true });
  const send = () =>
    sending.mutateAsync({}).then(
      () => {
        toast(ta('sms.sent'));
        return true;
      },
      () => false,
    );
  return (
    <TextField
      label={t('confirmPassword.codeLabel', { phone: maskPhone(phone) })}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={SMS_CODE_LENGTH}
      value={value}
      onChange={(next) => onChange(next.replace(/\D/g, ''))}
      error={error}
      data-testid={testId}
      addon={<SmsCodeButton onSend={send} />}
    />
  );
}
