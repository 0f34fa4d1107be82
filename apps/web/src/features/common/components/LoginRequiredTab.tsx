import { Button } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { useToken } from '../../../lib/session.ts';
import { useNavigateOnce } from '../hooks/useNavigateOnce.ts';
import { useRequireLogin } from '../hooks/useRequireLogin.ts';
import { EmptyState } from './EmptyState.tsx';

/**
 * A tab a visitor may not use (Scene, Dynamic). Opened without a token — by a link or a reload — it asks
 * the question of docs/product.md "Screens and routes" once and stays as a door to the login page.
 */
export function LoginRequiredTab({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const token = useToken();
  const requireLogin = useRequireLogin();
  const go = useNavigateOnce();
  const asked = useRef(false);
  useEffect(() => {
    if (token || asked.current) return;
    asked.current = true;
    requireLogin(() => undefined);
  }, [token, requireLogin]);
  if (token) return <>{children}</>;
  return (
    <EmptyState
      title={t('loginRequired.title')}
      description={t('loginRequired.content')}
      action={
        <Button color="primary" size="large" onClick={() => go(paths.waitLogin)}>
          {t('loginRequired.action')}
        </Button>
      }
    />
  );
}
