import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSubmitButton } from '../../common/components/FormSubmitButton.tsx';
import { SubmitForm } from '../../common/components/SubmitForm.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import type { Captcha } from '../hooks/useCaptcha.ts';
import type { useLoginForm } from '../hooks/useLoginForm.ts';
import { AgreementCheck } from './AgreementCheck.tsx';
import { CaptchaField } from './CaptchaField.tsx';

interface CredentialFieldsProps {
  form: ReturnType<typeof useLoginForm>;
  captcha: Captcha;
  captchaRef?: Ref<HTMLInputElement>;
}

/** Username, password, picture code and agreement: the body of login and WeChat bind-login alike. */
export function CredentialFields({ form, captcha, captchaRef }: CredentialFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        label={t('fields.username')}
        placeholder={t('placeholders.username')}
        value={form.values.username}
        onChange={form.set('username')}
        error={form.errors.username}
        autoComplete="username"
        data-testid="login-username"
      />
      <TextField
        label={t('fields.password')}
        placeholder={t('placeholders.password')}
        type="password"
        value={form.values.password}
        onChange={form.set('password')}
        error={form.errors.password}
        autoComplete="current-password"
        data-testid="login-password"
      />
      <CaptchaField
        captcha={captcha}
        value={form.values.code}
        onChange={form.set('code')}
        error={form.errors.code}
        {...(captchaRef ? { inputRef: captchaRef } : {})}
      />
      <AgreementCheck checked={form.agreed} onChange={form.setAgreed} error={form.errors.agreement} />
    </>
  );
}

interface CredentialFormProps extends CredentialFieldsProps {
  submitLabel: string;
  submitTestId: string;
  /** More buttons under the send button (the experience account). */
  children?: ReactNode;
}

/** The whole password login form of the login and bind-login screens: the fields and the send button. */
export function CredentialForm({ submitLabel, submitTestId, children, ...fields }: CredentialFormProps) {
  return (
    <SubmitForm onSubmit={() => fields.form.submit()}>
      <CredentialFields {...fields} />
      <FormSubmitButton busy={fields.form.busy} testId={submitTestId}>
        {submitLabel}
      </FormSubmitButton>
      {children}
    </SubmitForm>
  );
}
