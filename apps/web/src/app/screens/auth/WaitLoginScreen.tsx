import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthParam, safeRedirect } from '../../../features/auth/params.ts';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { paths, withQuery } from '../../../lib/paths.ts';

/** The friendly door for visitors (/pagesB/login/waitLogin, docs/product.md "Screens and routes"). */
export default function WaitLoginScreen() {
  const { t } = useTranslation('auth');
  const go = useNavigateOnce();
  const [params] = useSearchParams();
  // Passed on so the login returns to the page that asked for it.
  const redirect = safeRedirect(params.get(AuthParam.redirect));
  return (
    <>
      <PageHeader title={t('wait.title')} />
      <div className="wait-login">
        <img className="wait-login__logo" src="./icons/icon-192.png" alt="" width={96} height={96} />
        <h2 className="wait-login__title">{t('wait.heading')}</h2>
        <p className="wait-login__text">{t('wait.text')}</p>
        <div className="wait-login__actions">
          <Button
            block
            color="primary"
            size="large"
            onClick={() => go(withQuery(paths.login, { [AuthParam.redirect]: redirect }), { replace: true })}
            data-testid="wait-login"
          >
            {t('wait.login')}
          </Button>
          <Button
            block
            size="large"
            onClick={() =>
              go(withQuery(paths.smsLogin, { [AuthParam.redirect]: redirect }), { replace: true })
            }
            data-testid="wait-sms-login"
          >
            {t('wait.smsLogin')}
          </Button>
          <Button
            block
            size="large"
            onClick={() =>
              go(withQuery(paths.login, { [AuthParam.experience]: '1', [AuthParam.redirect]: redirect }), {
                replace: true,
              })
            }
            data-testid="wait-experience"
          >
            {t('wait.experience')}
          </Button>
          <Button block fill="none" size="large" onClick={() => go(paths.home, { replace: true })}>
            {t('wait.browse')}
          </Button>
        </div>
      </div>
    </>
  );
}
