import { SoundOutline } from 'antd-mobile-icons';
import { type Ref, useState } from 'react';
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

/**
 * The picture code with its image; tapping the image fetches a new one. 'Read it to me' is its spoken
 * alternative: a new code of digits, played as the server's recording (never written out, which a script
 * could read); where it cannot be played the field says so and points to the SMS code.
 */
export function CaptchaField({ captcha, value, onChange, error, inputRef }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  const [heard, setHeard] = useState<'playing' | 'failed' | undefined>();
  if (!captcha.enabled) return null;
  const readAloud = async () => {
    setHeard((await captcha.readAloud()) ? 'playing' : 'failed');
  };
  return (
    <div className="captcha-field">
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
            onClick={() => {
              setHeard(undefined);
              captcha.refresh();
            }}
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
      <button
        type="button"
        className="link-button captcha-field__speak"
        onClick={() => void readAloud()}
        data-testid="captcha-speak"
      >
        <SoundOutline aria-hidden="true" /> {t('captcha.readAloud')}
      </button>
      <p className="captcha-field__heard" role="status" data-testid="captcha-heard">
        {heard ? t(heard === 'playing' ? 'captcha.playing' : 'captcha.cannotPlay') : ''}
      </p>
    </div>
  );
}
