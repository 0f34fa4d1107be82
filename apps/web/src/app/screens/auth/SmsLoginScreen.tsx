import { SMS_CODE_LENGTH, smsCaptchaQuery, smsLoginBody } from '@linli/contracts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi, tokenOf } from '../../../features/auth/api/authApi.ts';
import { AgreementCheck } from '../../../features/auth/components/AgreementCheck.tsx';
import { AuthScaffold } from '../../../features/auth/components/AuthScaffold.tsx';
import { SmsCodeButton } from '../../../features/auth/components/SmsCodeButton.tsx';
import { SmsCodeExpiry } from '../../../features/auth/components/SmsCodeExpiry.tsx';
import { useCodeExpiry } from '../../../features/auth/hooks/useCodeExpiry.ts';
import { useSignIn } from '../../../features/auth/hooks/useSignIn.ts';
import { check, type FieldErrors } from '../../../features/auth/validation.ts';
import { SubmitForm } from '../../../features/common/components/SubmitForm.tsx';
import { TextField } from '../../../features/common/components/TextField.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { toast } from '../../../lib/feedback.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * SMS login (docs/product.md "Signing in and accounts"): phone, 6-digit code with a 60 s resend countdown,
 * agreement.
 */
export default function SmsLoginScreen() {
  const { t } = useTranslation('auth');
  const go = useNavigateOnce();
  const signIn = useSignIn();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const expiry = useCodeExpiry();

  const sendCode = async (): Promise<boolean> => {
    const checked = check(smsCaptchaQuery, { phoneNumber: phone }, currentLanguage());
    if (!checked.ok) {
      setErrors({ phonenumber: checked.errors.phoneNumber });
      return false;
    }
    const result = await authApi.sendSmsCode(checked.data.phoneNumber);
    if (!result) return false;
    toast(result.code === 200 ? t('sms.sent') : result.msg);
    if (result.code === 200) expiry.start();
    return result.code === 200;
  };

  const submit = async () => {
    const checked = check(smsLoginBody, { phonenumber: phone, smsCode: code }, currentLanguage());
    const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (!agreed) found.agreement = t('agreement.required');
    setErrors(found);
    if (!checked.ok || !agreed) return;
    setBusy(true);
    try {
      const result = await authApi.smsLogin(checked.data);
      if (!result) return;
      const token = result.code === 200 ? tokenOf(result) : undefined;
      if (token) return void (await signIn(token));
      toast(result.msg);
      if (result.field) setErrors({ [result.field === 'code' ? 'smsCode' : result.field]: result.msg });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthScaffold title={t('sms.title')} subtitle={t('sms.subtitle')}>
      <SubmitForm onSubmit={submit}>
        <TextField
          label={t('fields.phone')}
          placeholder={t('placeholders.phone')}
          type="tel"
          inputMode="numeric"
          maxLength={11}
          autoComplete="tel"
          value={phone}
          onChange={(value) => {
            setPhone(value);
            setErrors((e) => ({ ...e, phonenumber: undefined }));
          }}
          error={errors.phonenumber}
          data-testid="sms-phone"
        />
        <TextField
          label={t('fields.smsCode')}
          placeholder={t('placeholders.smsCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SMS_CODE_LENGTH}
          value={code}
          onChange={(value) => {
            setCode(value.replace(/\D/g, ''));
            setErrors((e) => ({ ...e, smsCode: undefined }));
          }}
          error={errors.smsCode}
          data-testid="sms-code"
          addon={<SmsCodeButton onSend={sendCode} />}
        />
        <SmsCodeExpiry state={expiry.state} expiresAt={expiry.expiresAt} />
        <AgreementCheck checked={agreed} onChange={setAgreed} error={errors.agreement} />
        <Button
          type="submit"
          color="primary"
          block
          size="large"
          loading={busy}
          className="primary-action"
          data-testid="sms-submit"
        >
          {t('sms.submit')}
        </Button>
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
