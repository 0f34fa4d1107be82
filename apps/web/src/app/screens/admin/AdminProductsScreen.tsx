import { UploadOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { AdminGate } from '../../../features/admin/components/AdminGate.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { ProductList } from '../../../features/products/components/ProductList.tsx';
import { paths } from '../../../lib/paths.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/products/products.css';

/** /pagesD/admin/products: every product with its status and device count; new product, FastBee import. */
export default function AdminProductsScreen() {
  const { t } = useTranslation('products');
  const go = useNavigateOnce();
  return (
    <>
      <PageHeader title={t('list.title')} />
      <div className="ss-page">
        <AdminGate>
          <div className="pd-actions">
            <button
              type="button"
              className="kit-button kit-button--primary"
              onClick={() => go(paths.adminProduct)}
              data-testid="product-add"
            >
              + {t('list.add')}
            </button>
            <button
              type="button"
              className="kit-button"
              onClick={() => go(paths.adminProductImport)}
              data-testid="product-import-open"
            >
              <UploadOutline aria-hidden="true" />
              {t('list.import')}
            </button>
          </div>
          <ProductList />
        </AdminGate>
      </div>
    </>
  );
}
