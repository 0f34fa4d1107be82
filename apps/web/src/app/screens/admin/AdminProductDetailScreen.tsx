import { productsRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { AdminGate } from '../../../features/admin/components/AdminGate.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { QueryData } from '../../../features/common/components/QueryData.tsx';
import { ProductDetail } from '../../../features/products/components/ProductDetail.tsx';
import { productInput } from '../../../features/products/queries.ts';
import { useNumberParam } from '../../../features/social-services/hooks/useNumberParam.ts';
import { useData } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/products/products.css';

/** /pagesD/admin/productDetail?id=: one product's settings, status, credentials, thing model and waiting devices. */
export default function AdminProductDetailScreen() {
  const { t } = useTranslation('products');
  const id = useNumberParam('id');
  const query = useData(productsRoutes.get, productInput(id ?? 0), { enabled: id !== undefined });
  return (
    <>
      <PageHeader title={query.data?.productName ?? t('detail.title')} />
      <div className="ss-page">
        <AdminGate>
          <QueryData
            query={query}
            missing={id === undefined}
            missingText={t('detail.missing')}
            testId="product"
          >
            {(product) => <ProductDetail product={product} />}
          </QueryData>
        </AdminGate>
      </div>
    </>
  );
}
