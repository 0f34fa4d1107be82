import { type RegisterBody, registerBody } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { FormSubmitButton } from '../../common/components/FormSubmitButton.tsx';
import { SubmitForm } from '../../common/components/SubmitForm.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import { useCaptcha } from '../hooks/useCaptcha.ts';
import { useCaptchaForm } from '../hooks/useCaptchaForm.ts';
import { AgreementCheck } from './AgreementCheck.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { PhoneField } from './PhoneField.tsx';

interface RegisterFormProps<Answer> {
  submitLabel: string;
  /** The screen's registration mutation (mutateAsync, made with `showsRefusal`: this form shows the refusal). */
  send: (body: RegisterBody) => Promise<Answer>;
  onDone: (answer: Answer) => unknown;
}

const EMPTY = { username: '', password: '', confirmPassword: '', phonenumber: '', code: '' };

/**
 * Registration fields (docs/product.md "Signing in and accounts"): username > 4, password > 5, matching
 * confirmation, phone, captcha, agreement.
 */
export function RegisterForm<Answer>({ submitLabel, send, onDone }: RegisterFormProps<Answer>) {
  const { t } = useTranslation('auth');
  const captcha = useCaptcha();
  const form = useCaptchaForm(EMPTY, captcha);
  const { values, set, errors } = form;

  const submit = () => {
    const body: RegisterBody = {
      username: values.username,
      password: values.password,
      confirmPassword: values.confirmPassword,
      phonenumber: values.phonenumber,
      ...form.captchaFields(values.code),
    };
    return form.send(registerBody, body, values.code, send, onDone);
  };

  return (
    <SubmitForm onSubmit={submit}>
      <TextField
        label={t('fields.username')}
        hint={t('hints.newUsername')}
        value={values.username}
        onChange={set('username')}
        error={errors.username}
        autoComplete="username"
        data-testid="register-username"
      />
      <TextField
        label={t('fields.password')}
        hint={t('hints.newPassword')}
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
      <PhoneField
        value={values.phonenumber}
        onChange={set('phonenumber')}
        error={errors.phonenumber}
        testId="register-phone"
      />
      <CaptchaField captcha={captcha} value={values.code} onChange={set('code')} error={errors.code} />
      <AgreementCheck checked={form.agreed} onChange={form.setAgreed} error={errors.agreement} />
      <FormSubmitButton busy={form.busy} testId="register-submit">
        {submitLabel}
      </FormSubmitButton>
    </SubmitForm>
  );
}
