import { ResultCode } from '@linli/contracts';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { authApi } from '../../../features/auth/api/authApi.ts';
import { AuthScaffold } from '../../../features/auth/components/AuthScaffold.tsx';
import { CredentialFields } from '../../../features/auth/components/CredentialFields.tsx';
import { useCaptcha } from '../../../features/auth/hooks/useCaptcha.ts';
import { useLoginForm } from '../../../features/auth/hooks/useLoginForm.ts';
import { AuthParam } from '../../../features/auth/params.ts';
import { EmptyState } from '../../../features/common/components/EmptyState.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { confirm } from '../../../lib/feedback.ts';
import { paths, withQuery } from '../../../lib/paths.ts';

/** WeChat identity + an existing account (POST /auth/bind/login); 450 offers registration instead. */
export default function BindLoginScreen() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const bindId = params.get(AuthParam.bindId) ?? '';
  const go = useNavigateOnce();
  const captcha = useCaptcha();
  const registerPath = withQuery(paths.bindRegister, { [AuthParam.bindId]: bindId });
  const form = useLoginForm(
    captcha,
    (body) => authApi.bindLogin({ ...body, bindId }),
    (result) => {
      if (result.code !== ResultCode.USER_NOT_FOUND) return false;
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
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <CredentialFields form={form} captcha={captcha} />
        <Button
          type="submit"
          color="primary"
          block
          size="large"
          loading={form.busy}
          className="primary-action"
          data-testid="bind-login-submit"
        >
          {t('bind.loginSubmit')}
        </Button>
      </form>
      <div className="auth__links">
        <button type="button" className="link-button" onClick={() => go(registerPath)}>
          {t('bind.toRegister')}
        </button>
      </div>
    </AuthScaffold>
  );
}
