import {
  type Confirmation,
  NICKNAME_MAX,
  SEXES,
  type UpdateProfileBody,
  type UserProfile,
  updateProfileBody,
  usersRoutes,
} from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useApiMutation } from '../../../lib/queries.ts';
import { FormSubmitButton } from '../../common/components/FormSubmitButton.tsx';
import { SubmitForm } from '../../common/components/SubmitForm.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import { check } from '../../common/contractCheck.ts';
import { useFormDraft } from '../../common/hooks/useFormDraft.ts';
import { afterProfileChange } from '../queries.ts';
import { confirmationRefusal, PasswordConfirmDialog } from './PasswordConfirmDialog.tsx';

type Sex = (typeof SEXES)[number];
const SEX_KEYS = { '0': 'account.sexMale', '1': 'account.sexFemale', '2': 'account.sexUnknown' } as const;

/**
 * Nickname, email, phone and sex (PUT /system/user/profile), checked with the same schema as the server; a
 * save reads the profile again.
 */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('users');
  const saving = useApiMutation(usersRoutes.updateProfile, { invalidates: afterProfileChange });
  // A new number (a way to sign in by SMS) is confirmed with the password, or for an account without one a code
  // to the number it has (the server refuses it otherwise): the changes wait here while the dialog asks, and
  // its refusals stay in the dialog.
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<UpdateProfileBody>();
  const savingConfirmed = useApiMutation(usersRoutes.updateProfile, {
    invalidates: afterProfileChange,
    showsRefusal: true,
  });
  const movesSignIn = (body: UpdateProfileBody) =>
    (profile.hasPassword || Boolean(profile.phonenumber)) &&
    body.phonenumber !== undefined &&
    body.phonenumber !== profile.phonenumber;
  const form = useFormDraft({
    nickName: profile.nickName,
    email: profile.email ?? '',
    phonenumber: profile.phonenumber ?? '',
    sex: profile.sex,
  });
  const { draft: values, errors, setErrors, set } = form;

  const save = () => {
    const body: UpdateProfileBody = {
      nickName: values.nickName,
      email: values.email,
      sex: values.sex,
      ...(values.phonenumber ? { phonenumber: values.phonenumber } : {}),
    };
    const checked = check(updateProfileBody, body, currentLanguage());
    if (!checked.ok) return setErrors(checked.errors);
    if (movesSignIn(checked.data)) return setAwaitingConfirmation(checked.data);
    saving.mutate(
      { body: checked.data },
      {
        onSuccess: () => toast(t('account.saved')),
        onError: (error) => {
          if (error.field) setErrors({ [error.field]: error.message });
        },
      },
    );
  };

  const saveConfirmed = async (confirmation: Confirmation) => {
    try {
      await savingConfirmed.mutateAsync({ body: { ...awaitingConfirmation, ...confirmation } });
    } catch (error) {
      return confirmationRefusal(error);
    }
    toast(t('account.saved'));
    return undefined;
  };

  return (
    <>
      <SubmitForm onSubmit={save}>
        <TextField
          label={t('account.nickname')}
          value={values.nickName}
          onChange={set('nickName')}
          error={errors.nickName}
          maxLength={NICKNAME_MAX}
          data-testid="profile-nickname"
        />
        <TextField
          label={t('account.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          data-testid="profile-email"
        />
        <TextField
          label={t('account.phone')}
          type="tel"
          inputMode="numeric"
          maxLength={11}
          autoComplete="tel"
          value={values.phonenumber}
          onChange={set('phonenumber')}
          error={errors.phonenumber}
          data-testid="profile-phone"
        />
        <fieldset className="choice-group">
          <legend className="field__label">{t('account.sex')}</legend>
          {SEXES.map((sex: Sex) => (
            <label key={sex} className={`choice${values.sex === sex ? ' choice--on' : ''}`}>
              <input
                type="radio"
                name="sex"
                value={sex}
                checked={values.sex === sex}
                onChange={() => set('sex')(sex)}
              />
              <span>{t(SEX_KEYS[sex])}</span>
            </label>
          ))}
        </fieldset>
        <FormSubmitButton busy={saving.isPending} testId="profile-save">
          {t('account.save')}
        </FormSubmitButton>
      </SubmitForm>
      <PasswordConfirmDialog
        visible={awaitingConfirmation !== undefined}
        profile={profile}
        title={t('account.phoneChangeTitle')}
        warning={t(profile.hasPassword ? 'account.phoneChangeWarning' : 'account.phoneChangeWarningCode')}
        confirmText={t('account.phoneChangeConfirm')}
        testId="phone-change"
        onClose={() => setAwaitingConfirmation(undefined)}
        onConfirm={saveConfirmed}
      />
    </>
  );
}
