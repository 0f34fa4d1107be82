import { productsRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { AdminGate } from '../../../features/admin/components/AdminGate.tsx';
import { CoverField } from '../../../features/admin/components/CoverField.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { QueryData } from '../../../features/common/components/QueryData.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { type PictureSlot, ProductForm } from '../../../features/products/components/ProductForm.tsx';
import { ProductPicture } from '../../../features/products/components/ProductPicture.tsx';
import { emptyProductDraft, productDraftOf } from '../../../features/products/productDraft.ts';
import { productInput } from '../../../features/products/queries.ts';
import { useNumberParam } from '../../../features/social-services/hooks/useNumberParam.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useData } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/admin/admin.css';
import '../../../features/products/products.css';

/** The administrators' picture uploader, the one news and project forms use. */
const picture: PictureSlot = (field) => (
  <CoverField {...field} testId="product-form-imgUrl" preview={(url) => <ProductPicture src={url} large />} />
);

/** /pagesD/admin/product[?id=]: create a product (a draft with fresh MQTT credentials), or edit one. */
export default function AdminProductScreen() {
  const { t } = useTranslation('products');
  const id = useNumberParam('id');
  const go = useNavigateOnce();
  const query = useData(productsRoutes.get, productInput(id ?? 0), { enabled: id !== undefined });
  const saved = (productId: number) =>
    go(withQuery(paths.adminProductDetail, { id: String(productId) }), { replace: true });
  return (
    <>
      <PageHeader title={id ? t('form.editTitle') : t('form.newTitle')} />
      <div className="ss-page">
        <AdminGate>
          {id === undefined ? (
            <ProductForm
              initial={emptyProductDraft()}
              picture={picture}
              onSaved={(p) => saved(p.productId)}
            />
          ) : (
            <QueryData query={query} testId="product-form-read">
              {(product) => (
                <ProductForm
                  key={product.productId}
                  id={id}
                  initial={productDraftOf(product)}
                  picture={picture}
                  onSaved={(p) => saved(p.productId)}
                />
              )}
            </QueryData>
          )}
        </AdminGate>
      </div>
    </>
  );
}
