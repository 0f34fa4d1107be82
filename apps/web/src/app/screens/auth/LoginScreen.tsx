import { authRoutes, EXPERIENCE_PASSWORD } from '@linli/contracts';
import { Button } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthScaffold } from '../../../features/auth/components/AuthScaffold.tsx';
import { CredentialForm } from '../../../features/auth/components/CredentialFields.tsx';
import { useAuthOptions } from '../../../features/auth/hooks/useAuthOptions.ts';
import { useCaptcha } from '../../../features/auth/hooks/useCaptcha.ts';
import { useLoginForm } from '../../../features/auth/hooks/useLoginForm.ts';
import { useWechatRedirect } from '../../../features/auth/hooks/useWechatLogin.ts';
import { AuthParam } from '../../../features/auth/params.ts';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { toast } from '../../../lib/feedback.ts';
import { paths } from '../../../lib/paths.ts';
import { useApiMutation } from '../../../lib/queries.ts';

export default function LoginScreen() {
  const { t } = useTranslation('auth');
  const go = useNavigateOnce();
  const options = useAuthOptions();
  const captcha = useCaptcha();
  const login = useApiMutation(authRoutes.login, { showsRefusal: true });
  const form = useLoginForm(captcha, (body) => login.mutateAsync({ body }));
  const captchaRef = useRef<HTMLInputElement>(null);
  const [params] = useSearchParams();
  const wantsExperience = params.get(AuthParam.experience) === '1';
  useWechatRedirect();

  /** One tap: fill the experience account; with a captcha the user still types the picture code. */
  const fillExperience = () => {
    const experience = { username: options.experienceUsername, password: EXPERIENCE_PASSWORD };
    form.setValues((v) => ({ ...v, ...experience }));
    form.setErrors({});
    if (captcha.enabled) {
      toast(t('login.experienceHint'));
      captchaRef.current?.focus();
    } else {
      void form.submit(experience);
    }
  };

  // From the waiting-login page: fill the experience account, the user still ticks and confirms.
  useEffect(() => {
    if (!wantsExperience) return;
    form.setValues((v) => ({ ...v, username: options.experienceUsername, password: EXPERIENCE_PASSWORD }));
    captchaRef.current?.focus();
  }, [wantsExperience, options.experienceUsername, form.setValues]);

  return (
    <AuthScaffold title={t('login.title')} subtitle={t('login.subtitle')}>
      <CredentialForm
        form={form}
        captcha={captcha}
        captchaRef={captchaRef}
        submitLabel={t('login.submit')}
        submitTestId="login-submit"
      >
        <Button
          block
          size="large"
          className="secondary-action"
          onClick={fillExperience}
          data-testid="login-experience"
        >
          {t('login.experience')}
        </Button>
      </CredentialForm>
      <div className="auth__links">
        <button
          type="button"
          className="link-button"
          onClick={() => go(paths.smsLogin)}
          data-testid="link-sms-login"
        >
          {t('login.toSms')}
        </button>
        <button
          type="button"
          className="link-button"
          onClick={() => go(paths.register)}
          data-testid="link-register"
        >
          {t('login.toRegister')}
        </button>
      </div>
      {options.wechatEnabled && (
        <div className="auth__other">
          <p className="auth__other-title">{t('login.otherWays')}</p>
          <Button
            block
            shape="rounded"
            onClick={() => toast(t('wechat.openInWechat'))}
            data-testid="login-wechat"
          >
            {t('wechat.login')}
          </Button>
        </div>
      )}
    </AuthScaffold>
  );
}
