import { authRoutes, smsCaptchaQuery, smsLoginBody } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useApiMutation } from '../../../lib/queries.ts';
import { check } from '../../common/contractCheck.ts';
import type { FieldErrors } from '../../common/hooks/useFormDraft.ts';
import { useCodeExpiry } from './useCodeExpiry.ts';
import { useSending } from './useSending.ts';
import { useSignIn } from './useSignIn.ts';

/**
 * SMS login (docs/product.md "Signing in and accounts"): the phone, the code sent to it and the agreement,
 * their complaints, sending the code and signing in.
 */
export function useSmsLogin() {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const expiry = useCodeExpiry();
  const sending = useSending();
  // A refusal is toasted by the mutation; the form only puts it under its field.
  const login = useApiMutation(authRoutes.smsLogin);
  // The person waits for the text message to be sent: with the loading mask; a refusal is toasted.
  const sendingCode = useApiMutation(authRoutes.sendSmsCode, { loading: true });

  /** Resolves whether the code went out: SmsCodeButton then counts down to a resend. */
  const sendCode = async (): Promise<boolean> => {
    const checked = check(smsCaptchaQuery, { phoneNumber: phone }, currentLanguage());
    if (!checked.ok) {
      setErrors({ phonenumber: checked.errors.phoneNumber });
      return false;
    }
    const sent = await sendingCode
      .mutateAsync({ query: checked.data })
      .then(() => true)
      .catch(() => false);
    if (sent) {
      toast(t('sms.sent'));
      expiry.start();
    }
    return sent;
  };

  const submit = () => {
    const checked = check(smsLoginBody, { phonenumber: phone, smsCode: code }, currentLanguage());
    const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (!agreed) found.agreement = t('agreement.required');
    setErrors(found);
    if (!checked.ok || !agreed) return;
    return sending.run(
      () => login.mutateAsync({ body: checked.data }),
      ({ token }) => signIn(token),
      (error) => {
        // The server names the SMS code `code` (app 2.x's name for it); here its field is `smsCode`.
        if (error.field) setErrors({ [error.field === 'code' ? 'smsCode' : error.field]: error.message });
      },
    );
  };

  const changePhone = (value: string) => {
    setPhone(value);
    setErrors((e) => ({ ...e, phonenumber: undefined }));
  };
  const changeCode = (value: string) => {
    setCode(value.replace(/\D/g, ''));
    setErrors((e) => ({ ...e, smsCode: undefined }));
  };

  return {
    phone,
    changePhone,
    code,
    changeCode,
    agreed,
    setAgreed,
    errors,
    busy: sending.busy,
    expiry,
    sendCode,
    submit,
  };
}
