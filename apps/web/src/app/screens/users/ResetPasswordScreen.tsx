import { ErrorCode, formatMessage, updatePasswordQuery, usersRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../features/common/components/EmptyState.tsx';
import { FormSubmitButton } from '../../../features/common/components/FormSubmitButton.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { SubmitForm } from '../../../features/common/components/SubmitForm.tsx';
import { TextField } from '../../../features/common/components/TextField.tsx';
import { check } from '../../../features/common/contractCheck.ts';
import type { FieldErrors } from '../../../features/common/hooks/useFormDraft.ts';
import { useFormDraft } from '../../../features/common/hooks/useFormDraft.ts';
import { useGoBack } from '../../../features/common/hooks/useNavigateOnce.ts';
import { ConfirmCodeField } from '../../../features/users/components/ConfirmCodeField.tsx';
import { useProfile } from '../../../features/users/hooks/useProfile.ts';
import { afterProfileChange } from '../../../features/users/queries.ts';
import { toast } from '../../../lib/feedback.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useApiMutation } from '../../../lib/queries.ts';

/**
 * PUT /system/user/profile/updatePwd (query oldPassword, or smsCode for a first password, and newPassword); not
 * for the experience account.
 */
export default function ResetPasswordScreen() {
  const { t } = useTranslation('users');
  const goBack = useGoBack(paths.account);
  const { profile } = useProfile();
  const form = useFormDraft({ oldPassword: '', smsCode: '', newPassword: '', confirmPassword: '' });
  const { draft: values, errors, setErrors, set } = form;
  // A password set on an account that had none changes the profile (hasPassword).
  const saving = useApiMutation(usersRoutes.updatePassword, { invalidates: afterProfileChange });
  const hasPassword = profile?.hasPassword !== false;
  // An account made by SMS login sets its first password with a code sent to its phone (an open session alone
  // must not be enough to give the account a password someone else knows).
  const codePhone = !hasPassword ? profile?.phonenumber : undefined;

  if (profile?.experience) {
    return (
      <>
        <PageHeader title={t('password.title')} />
        <EmptyState title={t('password.title')} description={t('account.experienceNoPassword')} />
      </>
    );
  }

  const submit = () => {
    const language = currentLanguage();
    const query = {
      ...(hasPassword ? { oldPassword: values.oldPassword } : {}),
      ...(codePhone ? { smsCode: values.smsCode } : {}),
      newPassword: values.newPassword,
    };
    const checked = check(updatePasswordQuery, query, language);
    const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (hasPassword && !values.oldPassword)
      found.oldPassword = formatMessage(language, ErrorCode.FIELD_REQUIRED, { field: 'oldPassword' });
    if (codePhone && !values.smsCode) found.smsCode = t('confirmPassword.codeRequired');
    if (values.newPassword !== values.confirmPassword) {
      found.confirmPassword = formatMessage(language, ErrorCode.PASSWORDS_DIFFER);
    }
    setErrors(found);
    if (!checked.ok || Object.values(found).some(Boolean)) return;
    saving.mutate(
      { query: checked.data },
      {
        onSuccess: () => {
          toast(t('password.changed'));
          goBack();
        },
        onError: (error) => {
          if (error.field) setErrors({ [error.field]: error.message });
        },
      },
    );
  };

  return (
    <>
      <PageHeader title={hasPassword ? t('password.title') : t('password.setTitle')} />
      <SubmitForm onSubmit={submit} className="page-pad">
        {hasPassword && (
          <TextField
            label={t('password.old')}
            type="password"
            autoComplete="current-password"
            value={values.oldPassword}
            onChange={set('oldPassword')}
            error={errors.oldPassword}
            data-testid="password-old"
          />
        )}
        {codePhone && (
          <ConfirmCodeField
            phone={codePhone}
            value={values.smsCode}
            onChange={set('smsCode')}
            error={errors.smsCode}
            testId="password-code"
          />
        )}
        <TextField
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={set('newPassword')}
          error={errors.newPassword}
          data-testid="password-new"
        />
        <TextField
          label={t('password.confirm')}
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
          data-testid="password-confirm"
        />
        <FormSubmitButton busy={saving.isPending} testId="password-submit">
          {t('password.submit')}
        </FormSubmitButton>
      </SubmitForm>
    </>
  );
}
