import { useTranslation } from 'react-i18next';
import { AdminGate } from '../../../features/admin/components/AdminGate.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { ImportForm } from '../../../features/products/components/ImportForm.tsx';
import { paths, withQuery } from '../../../lib/paths.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/products/products.css';

/** /pagesD/admin/productImport: a FastBee product export becomes a draft product, then its page opens. */
export default function AdminProductImportScreen() {
  const { t } = useTranslation('products');
  const go = useNavigateOnce();
  return (
    <>
      <PageHeader title={t('import.title')} />
      <div className="ss-page">
        <AdminGate>
          <ImportForm
            onImported={(p) =>
              go(withQuery(paths.adminProductDetail, { id: String(p.productId) }), { replace: true })
            }
          />
        </AdminGate>
      </div>
    </>
  );
}
