import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../common/components/PageHeader.tsx';

/** Shared frame of the login family of screens: header, brand line, content. */
export function AuthScaffold({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} />
      <div className="auth">
        <div className="auth__brand">
          <img className="auth__logo" src="./icons/icon-192.png" alt="" width={56} height={56} />
          <div>
            <p className="auth__app">{t('appName')}</p>
            {subtitle && <p className="auth__subtitle">{subtitle}</p>}
          </div>
        </div>
        {children}
      </div>
    </>
  );
}
