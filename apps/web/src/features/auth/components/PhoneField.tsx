import { useTranslation } from 'react-i18next';
import { TextField } from '../../common/components/TextField.tsx';

interface PhoneFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  testId: string;
}

/** The mobile number of SMS login and registration: 11 digits, the phone keypad, the owner's number autofilled. */
export function PhoneField({ value, onChange, error, testId }: PhoneFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.phone')}
      placeholder={t('placeholders.phone')}
      type="tel"
      inputMode="numeric"
      maxLength={11}
      autoComplete="tel"
      value={value}
      onChange={onChange}
      error={error}
      data-testid={testId}
    />
  );
}
