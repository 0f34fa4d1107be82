import { SEXES, type UpdateProfileBody, type UserProfile, updateProfileBody } from '@linli/contracts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { check, type FieldErrors } from '../../auth/validation.ts';
import { TextField } from '../../common/components/TextField.tsx';
import { usersApi } from '../api/usersApi.ts';

type Sex = (typeof SEXES)[number];
const SEX_KEYS = { '0': 'account.sexMale', '1': 'account.sexFemale', '2': 'account.sexUnknown' } as const;

/** Nickname, email, phone and sex (PUT /system/user/profile), checked with the same schema as the server. */
export function ProfileForm({ profile, onSaved }: { profile: UserProfile; onSaved: () => void }) {
  const { t } = useTranslation('users');
  const [values, setValues] = useState({
    nickName: profile.nickName,
    email: profile.email ?? '',
    phonenumber: profile.phonenumber ?? '',
    sex: profile.sex,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (field: 'nickName' | 'email' | 'phonenumber') => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const save = async () => {
    const body: UpdateProfileBody = {
      nickName: values.nickName,
      email: values.email,
      sex: values.sex,
      ...(values.phonenumber ? { phonenumber: values.phonenumber } : {}),
    };
    const checked = check(updateProfileBody, body, currentLanguage());
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    try {
      const result = await usersApi.updateProfile(checked.data);
      if (!result) return;
      if (result.code !== 200) {
        toast(result.msg);
        if (result.field) setErrors({ [result.field]: result.msg });
        return;
      }
      toast(t('account.saved'));
      onSaved();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        label={t('account.nickname')}
        value={values.nickName}
        onChange={set('nickName')}
        error={errors.nickName}
        maxLength={30}
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
              onChange={() => setValues((v) => ({ ...v, sex }))}
            />
            <span>{t(SEX_KEYS[sex])}</span>
          </label>
        ))}
      </fieldset>
      <Button
        type="submit"
        color="primary"
        block
        size="large"
        loading={busy}
        className="primary-action"
        data-testid="profile-save"
      >
        {t('account.save')}
      </Button>
    </form>
  );
}
