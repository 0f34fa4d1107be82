import { authRoutes, ResultCode } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthScaffold } from '../../../features/auth/components/AuthScaffold.tsx';
import { CredentialForm } from '../../../features/auth/components/CredentialFields.tsx';
import { useCaptcha } from '../../../features/auth/hooks/useCaptcha.ts';
import { useLoginForm } from '../../../features/auth/hooks/useLoginForm.ts';
import { AuthParam } from '../../../features/auth/params.ts';
import { EmptyState } from '../../../features/common/components/EmptyState.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { confirm } from '../../../lib/feedback.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useApiMutation } from '../../../lib/queries.ts';

/** WeChat identity + an existing account (POST /auth/bind/login); 450 offers registration instead. */
export default function BindLoginScreen() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const bindId = params.get(AuthParam.bindId) ?? '';
  const go = useNavigateOnce();
  const captcha = useCaptcha();
  const registerPath = withQuery(paths.bindRegister, { [AuthParam.bindId]: bindId });
  const bindLogin = useApiMutation(authRoutes.bindLogin, { showsRefusal: true });
  const form = useLoginForm(
    captcha,
    (body) => bindLogin.mutateAsync({ body: { ...body, bindId } }),
    // No such account: offered registration instead of the refusal's toast.
    (error) => {
      if (error.code !== ResultCode.USER_NOT_FOUND) return false;
      void confirm({
        content: t('bind.notFound'),
        cancelText: t('bind.retry'),
        confirmText: t('bind.toRegister'),
      }).then((register) => {
        if (register) go(registerPath);
        else captcha.refresh();
      });
      return true;
    },
  );

  if (!bindId) {
    return (
      <AuthScaffold title={t('bind.loginTitle')}>
        <EmptyState title={t('bind.missing')} />
      </AuthScaffold>
    );
  }
  return (
    <AuthScaffold title={t('bind.loginTitle')} subtitle={t('bind.loginSubtitle')}>
      <CredentialForm
        form={form}
        captcha={captcha}
        submitLabel={t('bind.loginSubmit')}
        submitTestId="bind-login-submit"
      />
      <div className="auth__links">
        <button type="button" className="link-button" onClick={() => go(registerPath)}>
          {t('bind.toRegister')}
        </button>
      </div>
    </AuthScaffold>
  );
}
