import { authRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { AuthScaffold } from '../../../features/auth/components/AuthScaffold.tsx';
import { RegisterForm } from '../../../features/auth/components/RegisterForm.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { toast } from '../../../lib/feedback.ts';
import { paths } from '../../../lib/paths.ts';
import { useApiMutation } from '../../../lib/queries.ts';

export default function RegisterScreen() {
  const { t } = useTranslation('auth');
  const go = useNavigateOnce();
  const register = useApiMutation(authRoutes.register, { showsRefusal: true });
  return (
    <AuthScaffold title={t('register.title')} subtitle={t('register.subtitle')}>
      <RegisterForm
        submitLabel={t('register.submit')}
        send={(body) => register.mutateAsync({ body })}
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
