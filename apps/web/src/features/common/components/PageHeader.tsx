import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { useGoBack } from '../hooks/useNavigateOnce.ts';

interface PageHeaderProps {
  title: string;
  /** Tab roots have no back button. */
  back?: boolean;
  right?: ReactNode;
}

/**
 * The custom navigation bar every screen uses ('custom navigation', docs/product.md "Screens and routes").
 */
export function PageHeader({ title, back = true, right }: PageHeaderProps) {
  const { t } = useTranslation();
  const goBack = useGoBack(paths.home);
  return (
    <header className="page-header">
      <div className="page-header__side">
        {back && (
          <button type="button" className="icon-button" onClick={goBack} aria-label={t('back')}>
            <LeftOutline aria-hidden="true" />
          </button>
        )}
      </div>
      <h1 className="page-header__title">{title}</h1>
      <div className="page-header__side page-header__side--right">{right}</div>
    </header>
  );
}
