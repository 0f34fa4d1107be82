import type { ProductAdminRow } from '@linli/contracts';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { ProductPicture } from './ProductPicture.tsx';
import { StatusPill } from './StatusPill.tsx';

/** A row of the administrators' product list; the whole card opens the product. */
export function ProductRow({ product, onOpen }: { product: ProductAdminRow; onOpen: () => void }) {
  const { t } = useTranslation('products');
  const testId = `product-${product.productId}`;
  return (
    <button type="button" className="kit-card pd-row" onClick={onOpen} data-testid={testId}>
      <ProductPicture src={product.imgUrl} deviceType={product.deviceType} />
      <span className="pd-row__text">
        <strong className="pd-row__name">{product.productName}</strong>
        <span className="pd-row__meta">
          <StatusPill status={product.status} testId={`${testId}-status`} />
          <span>{product.categoryName}</span>
          <span data-testid={`${testId}-devices`}>{t('list.devices', { count: product.deviceCount })}</span>
        </span>
      </span>
      <RightOutline className="pd-row__go" aria-hidden="true" />
    </button>
  );
}
