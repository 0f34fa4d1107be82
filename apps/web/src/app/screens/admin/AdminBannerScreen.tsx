import { newsRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { AdminGate } from '../../../features/admin/components/AdminGate.tsx';
import { BannerForm } from '../../../features/admin/components/BannerForm.tsx';
import { useRefreshContent } from '../../../features/admin/hooks/useAdmin.ts';
import { everyBanner } from '../../../features/admin/queries.ts';
import { bannerDraftOf, emptyBanner } from '../../../features/admin/validation.ts';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { useNumberParam } from '../../../features/social-services/hooks/useNumberParam.ts';
import { paths } from '../../../lib/paths.ts';
import { useData } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/admin/admin.css';
import { QueryState } from '../../../features/common/components/QueryState.tsx';

/** /pagesD/admin/banner[?id=]: add a banner, or edit one (found in the administrators' banner list). */
export default function AdminBannerScreen() {
  const { t } = useTranslation('admin');
  const id = useNumberParam('id');
  const go = useNavigateOnce();
  const refresh = useRefreshContent();
  const query = useData(newsRoutes.banners, everyBanner, { enabled: id !== undefined });
  const banner = query.data?.find((b) => b.id === id);
  const saved = () => {
    refresh();
    go(paths.adminBanners, { replace: true });
  };
  return (
    <>
      <PageHeader title={id ? t('banner.editTitle') : t('banner.newTitle')} />
      <div className="ss-page">
        <AdminGate>
          {id === undefined ? (
            <BannerForm initial={emptyBanner()} onSaved={saved} />
          ) : (
            <QueryState
              loading={query.isPending}
              error={query.isError || (query.isSuccess && !banner)}
              errorText={query.error?.message || t('list.missing')}
              onRetry={() => void query.refetch()}
              testId="admin-banner"
            >
              {banner && (
                <BannerForm key={banner.id} id={id} initial={bannerDraftOf(banner)} onSaved={saved} />
              )}
            </QueryState>
          )}
        </AdminGate>
      </div>
    </>
  );
}
