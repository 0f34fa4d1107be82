import { AppOutline, BellOutline, SetOutline, UserOutline } from 'antd-mobile-icons';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LOGIN_REQUIRED_TABS, paths } from '../../../lib/paths.ts';
import { useToken } from '../../../lib/session.ts';
import { useNavigateOnce } from '../hooks/useNavigateOnce.ts';
import { useRequireLogin } from '../hooks/useRequireLogin.ts';

interface TabItem {
  path: string;
  labelKey: 'tabs.home' | 'tabs.scene' | 'tabs.dynamic' | 'tabs.me';
  testId: string;
  icon: ReactNode;
}

// Loaded after the first paint, and only for a signed-in user: the first load stays small.
const UnreadBadge = lazy(() => import('../../alerts/index.ts').then((m) => ({ default: m.UnreadBadge })));

const TABS: readonly TabItem[] = [
  { path: paths.home, labelKey: 'tabs.home', testId: 'tab-home', icon: <AppOutline /> },
  { path: paths.tabScene, labelKey: 'tabs.scene', testId: 'tab-scene', icon: <SetOutline /> },
  { path: paths.tabAlert, labelKey: 'tabs.dynamic', testId: 'tab-dynamic', icon: <BellOutline /> },
  { path: paths.tabUser, labelKey: 'tabs.me', testId: 'tab-me', icon: <UserOutline /> },
];

/**
 * Bottom tabs (docs/product.md "Screens and routes"). The active tab is marked by weight, a bar and
 * aria-current, not colour alone.
 */
export function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const go = useNavigateOnce();
  const requireLogin = useRequireLogin();
  const token = useToken();
  const open = (tab: TabItem) => {
    // Tab switches replace the entry: tabs are roots, back leaves the app (uni-app switchTab).
    const switchTab = () => go(tab.path, { replace: true });
    if (LOGIN_REQUIRED_TABS.includes(tab.path)) requireLogin(switchTab);
    else switchTab();
  };
  return (
    <nav className="tab-bar" aria-label={t('tabs.label')}>
      {TABS.map((tab) => {
        const active = pathname === tab.path;
        return (
          <button
            key={tab.path}
            type="button"
            className={active ? 'tab-bar__item tab-bar__item--active' : 'tab-bar__item'}
            aria-current={active ? 'page' : undefined}
            data-testid={tab.testId}
            onClick={() => open(tab)}
          >
            <span className="tab-bar__icon" aria-hidden="true">
              {tab.icon}
            </span>
            <span className="tab-bar__label">{t(tab.labelKey)}</span>
            {tab.path === paths.tabAlert && token && (
              <Suspense fallback={null}>
                <UnreadBadge />
              </Suspense>
            )}
          </button>
        );
      })}
    </nav>
  );
}
