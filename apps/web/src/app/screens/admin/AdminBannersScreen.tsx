import { newsRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { AdminGate } from '../../../features/admin/components/AdminGate.tsx';
import { AdminRow } from '../../../features/admin/components/AdminRow.tsx';
import { AddButton } from '../../../features/admin/components/AdminSearch.tsx';
import { useConfirmDelete } from '../../../features/admin/hooks/useAdmin.ts';
import { everyBanner } from '../../../features/admin/queries.ts';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { call } from '../../../lib/api.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useData } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/admin/admin.css';
import { QueryState } from '../../../features/common/components/QueryState.tsx';

/** /pagesD/admin/banners: the home carousel in its order, disabled banners too. */
export default function AdminBannersScreen() {
  const { t } = useTranslation('admin');
  const go = useNavigateOnce();
  const remove = useConfirmDelete();
  const query = useData(newsRoutes.banners, everyBanner);
  const banners = query.data ?? [];
  return (
    <>
      <PageHeader
        title={t('banner.listTitle')}
        right={<AddButton onClick={() => go(paths.adminBanner)} testId="admin-banner-add" />}
      />
      <div className="ss-page">
        <AdminGate>
          <QueryState
            loading={query.isPending}
            error={query.isError}
            errorText={query.error?.message}
            empty={banners.length === 0}
            emptyText={t('list.empty')}
            onRetry={() => void query.refetch()}
            testId="admin-banners"
          >
            <div className="ss-list" data-testid="admin-banner-list">
              {banners.map((b) => (
                <AdminRow
                  key={b.id}
                  title={b.title}
                  cover={b.image}
                  status={b.enabled ? t('bannerStatus.on') : t('bannerStatus.off')}
                  muted={!b.enabled}
                  meta={[
                    t('list.sort', { sort: b.sort }),
                    t(`bannerOpens.${b.linkType}`, { target: b.linkTarget }),
                  ]}
                  onEdit={() => go(withQuery(paths.adminBanner, { id: String(b.id) }))}
                  onDelete={() =>
                    void remove(b.title, () => call(newsRoutes.removeBanner, { params: { id: b.id } }))
                  }
                  testId={`admin-banner-${b.id}`}
                />
              ))}
            </div>
          </QueryState>
        </AdminGate>
      </div>
    </>
  );
}
