import { SMS_CODE_LENGTH } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { AgreementCheck } from '../../../features/auth/components/AgreementCheck.tsx';
import { AuthScaffold } from '../../../features/auth/components/AuthScaffold.tsx';
import { PhoneField } from '../../../features/auth/components/PhoneField.tsx';
import { SmsCodeButton } from '../../../features/auth/components/SmsCodeButton.tsx';
import { SmsCodeExpiry } from '../../../features/auth/components/SmsCodeExpiry.tsx';
import { useSmsLogin } from '../../../features/auth/hooks/useSmsLogin.ts';
import { FormSubmitButton } from '../../../features/common/components/FormSubmitButton.tsx';
import { SubmitForm } from '../../../features/common/components/SubmitForm.tsx';
import { TextField } from '../../../features/common/components/TextField.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * SMS login (docs/product.md "Signing in and accounts"): phone, 6-digit code with a 60 s resend countdown,
 * agreement.
 */
export default function SmsLoginScreen() {
  const { t } = useTranslation('auth');
  const go = useNavigateOnce();
  const form = useSmsLogin();

  return (
    <AuthScaffold title={t('sms.title')} subtitle={t('sms.subtitle')}>
      <SubmitForm onSubmit={form.submit}>
        <PhoneField
          value={form.phone}
          onChange={form.changePhone}
          error={form.errors.phonenumber}
          testId="sms-phone"
        />
        <TextField
          label={t('fields.smsCode')}
          placeholder={t('placeholders.smsCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SMS_CODE_LENGTH}
          value={form.code}
          onChange={form.changeCode}
          error={form.errors.smsCode}
          data-testid="sms-code"
          addon={<SmsCodeButton onSend={form.sendCode} />}
        />
        <SmsCodeExpiry state={form.expiry.state} expiresAt={form.expiry.expiresAt} />
        <AgreementCheck checked={form.agreed} onChange={form.setAgreed} error={form.errors.agreement} />
        <FormSubmitButton busy={form.busy} testId="sms-submit">
          {t('sms.submit')}
        </FormSubmitButton>
      </SubmitForm>
      <div className="auth__links">
        <button type="button" className="link-button" onClick={() => go(paths.login, { replace: true })}>
          {t('sms.toPassword')}
        </button>
        <button type="button" className="link-button" onClick={() => go(paths.register)}>
          {t('login.toRegister')}
        </button>
      </div>
    </AuthScaffold>
  );
}
