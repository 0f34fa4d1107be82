import { useTranslation } from 'react-i18next';
import { authApi } from '../../../features/auth/api/authApi.ts';
import { AuthScaffold } from '../../../features/auth/components/AuthScaffold.tsx';
import { RegisterForm } from '../../../features/auth/components/RegisterForm.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { toast } from '../../../lib/feedback.ts';
import { paths } from '../../../lib/paths.ts';

export default function RegisterScreen() {
  const { t } = useTranslation('auth');
  const go = useNavigateOnce();
  return (
    <AuthScaffold title={t('register.title')} subtitle={t('register.subtitle')}>
      <RegisterForm
        submitLabel={t('register.submit')}
        send={authApi.register}
        onDone={() => {
          toast(t('register.success'));
          go(paths.login, { replace: true });
        }}
      />
      <div className="auth__links">
        <button type="button" className="link-button" onClick={() => go(paths.login, { replace: true })}>
          {t('register.toLogin')}
        </button>
      </div>
    </AuthScaffold>
  );
}
