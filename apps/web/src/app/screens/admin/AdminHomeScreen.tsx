import {
  AppOutline,
  ClockCircleOutline,
  FileOutline,
  PictureOutline,
  TeamOutline,
  UnorderedListOutline,
  UploadOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminGate } from '../../../features/admin/components/AdminGate.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { type AppPath, paths } from '../../../lib/paths.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/admin/admin.css';

const ENTRIES: ReadonlyArray<{
  key: 'projects' | 'groups' | 'news' | 'banners' | 'products' | 'firmware' | 'audit';
  path: AppPath;
  icon: ReactNode;
}> = [
  { key: 'projects', path: paths.adminProjects, icon: <UnorderedListOutline /> },
  { key: 'groups', path: paths.adminGroups, icon: <TeamOutline /> },
  { key: 'news', path: paths.adminNews, icon: <FileOutline /> },
  { key: 'banners', path: paths.adminBanners, icon: <PictureOutline /> },
  { key: 'products', path: paths.adminProducts, icon: <AppOutline /> },
  { key: 'firmware', path: paths.adminFirmware, icon: <UploadOutline /> },
  { key: 'audit', path: paths.adminAudit, icon: <ClockCircleOutline /> },
];

/** /pagesD/admin/index: what administrators manage. */
export default function AdminHomeScreen() {
  const { t } = useTranslation('admin');
  const go = useNavigateOnce();
  return (
    <>
      <PageHeader title={t('title')} />
      <div className="ss-page">
        <AdminGate>
          <nav className="ss-list" aria-label={t('title')}>
            {ENTRIES.map((e) => (
              <button
                key={e.key}
                type="button"
                className="kit-card ss-card admin-entry"
                onClick={() => go(e.path)}
                data-testid={`admin-entry-${e.key}`}
              >
                <span className="admin-entry__icon" aria-hidden="true">
                  {e.icon}
                </span>
                <span className="admin-entry__text">
                  <strong>{t(`home.${e.key}`)}</strong>
                  <span>{t(`home.${e.key}Hint`)}</span>
                </span>
              </button>
            ))}
          </nav>
        </AdminGate>
      </div>
    </>
  );
}
