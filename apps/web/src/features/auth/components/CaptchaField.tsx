import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../common/components/TextField.tsx';
import type { Captcha } from '../hooks/useCaptcha.ts';

interface CaptchaFieldProps {
  captcha: Captcha;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/** The picture code with its image; tapping the image fetches a new one. */
export function CaptchaField({ captcha, value, onChange, error, inputRef }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  if (!captcha.enabled) return null;
  return (
    <TextField
      ref={inputRef}
      label={t('fields.captcha')}
      placeholder={t('placeholders.captcha')}
      value={value}
      onChange={onChange}
      error={error}
      autoComplete="off"
      inputMode="text"
      maxLength={10}
      data-testid="login-captcha"
      addon={
        <button
          type="button"
          className="captcha-image"
          onClick={captcha.refresh}
          aria-label={t('captcha.refresh')}
          data-testid="captcha-image"
        >
          {captcha.src ? (
            <img src={captcha.src} alt={t('captcha.alt')} />
          ) : (
            <span>{t('captcha.loading')}</span>
          )}
        </button>
      }
    />
  );
}
