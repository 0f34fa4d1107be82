import { productsRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { AdminGate } from '../../../features/admin/components/AdminGate.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { QueryData } from '../../../features/common/components/QueryData.tsx';
import { ThingsModelEditor } from '../../../features/products/components/ThingsModelEditor.tsx';
import { productInput } from '../../../features/products/queries.ts';
import { useNumberParam } from '../../../features/social-services/hooks/useNumberParam.ts';
import { useData } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/products/products.css';

/** /pagesD/admin/thingsModel?id=: edit a product's properties, functions and events. */
export default function AdminThingsModelScreen() {
  const { t } = useTranslation('products');
  const id = useNumberParam('id') ?? 0;
  const product = useData(productsRoutes.get, productInput(id), { enabled: id > 0 });
  return (
    <>
      <PageHeader title={t('editor.title')} />
      <div className="ss-page">
        <AdminGate>
          <QueryData
            query={product}
            missing={id === 0}
            missingText={t('detail.missing')}
            testId="thing-product"
          >
            {(p) => (
              <>
                <p className="pd-summary__name">{p.productName}</p>
                {/* The model as stored, both languages: the catalogue's read is localised. */}
                <ThingsModelEditor key={p.productId} product={p} initial={p.thingsModels} />
              </>
            )}
          </QueryData>
        </AdminGate>
      </div>
    </>
  );
}
