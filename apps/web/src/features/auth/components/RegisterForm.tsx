import { ErrorCode, registerBody } from '@linli/contracts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { SubmitForm } from '../../common/components/SubmitForm.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import type { TokenResult } from '../api/authApi.ts';
import { useCaptcha } from '../hooks/useCaptcha.ts';
import { check, type FieldErrors, message } from '../validation.ts';
import { AgreementCheck } from './AgreementCheck.tsx';
import { CaptchaField } from './CaptchaField.tsx';

export interface RegisterValues {
  username: string;
  password: string;
  confirmPassword: string;
  phonenumber: string;
  code?: string;
  uuid?: string;
}

interface RegisterFormProps {
  submitLabel: string;
  send: (body: RegisterValues) => Promise<TokenResult | false>;
  onDone: (result: TokenResult) => void;
}

const EMPTY = { username: '', password: '', confirmPassword: '', phonenumber: '', code: '' };

/**
 * Registration fields (docs/product.md "Signing in and accounts"): username > 4, password > 5, matching
 * confirmation, phone, captcha, agreement.
 */
export function RegisterForm({ submitLabel, send, onDone }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const captcha = useCaptcha();
  const [values, setValues] = useState(EMPTY);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async () => {
    const language = currentLanguage();
    const body: RegisterValues = {
      username: values.username,
      password: values.password,
      confirmPassword: values.confirmPassword,
      phonenumber: values.phonenumber,
      ...(captcha.enabled
        ? { code: values.code.trim(), ...(captcha.uuid ? { uuid: captcha.uuid } : {}) }
        : {}),
    };
    const checked = check(registerBody, body, language);
    const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (captcha.enabled && !values.code.trim()) found.code = message(language, ErrorCode.CAPTCHA_REQUIRED);
    if (!agreed) found.agreement = t('agreement.required');
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      const result = await send(body);
      if (!result) return;
      if (result.code === 200) return onDone(result);
      toast(result.msg);
      if (result.field) setErrors({ [result.field]: result.msg });
      setValues((v) => ({ ...v, code: '' }));
      captcha.refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <SubmitForm onSubmit={submit}>
      <TextField
        label={t('fields.username')}
        placeholder={t('placeholders.newUsername')}
        value={values.username}
        onChange={set('username')}
        error={errors.username}
        autoComplete="username"
        data-testid="register-username"
      />
      <TextField
        label={t('fields.password')}
        placeholder={t('placeholders.newPassword')}
        type="password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        autoComplete="new-password"
        data-testid="register-password"
      />
      <TextField
        label={t('fields.confirmPassword')}
        placeholder={t('placeholders.confirmPassword')}
        type="password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword}
        autoComplete="new-password"
        data-testid="register-confirm-password"
      />
      <TextField
        label={t('fields.phone')}
        placeholder={t('placeholders.phone')}
        type="tel"
        inputMode="numeric"
        maxLength={11}
        value={values.phonenumber}
        onChange={set('phonenumber')}
        error={errors.phonenumber}
        autoComplete="tel"
        data-testid="register-phone"
      />
      <CaptchaField captcha={captcha} value={values.code} onChange={set('code')} error={errors.code} />
      <AgreementCheck checked={agreed} onChange={setAgreed} error={errors.agreement} />
      <Button
        type="submit"
        color="primary"
        block
        size="large"
        loading={busy}
        className="primary-action"
        data-testid="register-submit"
      >
        {submitLabel}
      </Button>
    </SubmitForm>
  );
}
