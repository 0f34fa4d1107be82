import { PRODUCT_STATUS, type ProductAdmin } from '@linli/contracts';
import { EditSOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { CredentialsCard } from './CredentialsCard.tsx';
import { ProductPicture } from './ProductPicture.tsx';
import { ProductSettings } from './ProductSettings.tsx';
import { RegistrationsCard } from './RegistrationsCard.tsx';
import { StatusActions } from './StatusActions.tsx';
import { StatusPill } from './StatusPill.tsx';
import { ThingsModelCard } from './ThingsModelCard.tsx';

/** Everything about one product an administrator looks at or changes, one card each. */
export function ProductDetail({ product }: { product: ProductAdmin }) {
  const { t } = useTranslation('products');
  const go = useNavigateOnce();
  const retired = product.status === PRODUCT_STATUS.retired;
  return (
    <div className="pd-stack" data-testid="product-detail">
      <section className="kit-card pd-summary">
        <ProductPicture src={product.imgUrl} deviceType={product.deviceType} large />
        <div className="pd-summary__text">
          <h2 className="pd-summary__name">{product.productName}</h2>
          <p className="pd-row__meta">
            <StatusPill status={product.status} testId="product-status" />
            <span>{t('list.devices', { count: product.deviceCount })}</span>
          </p>
        </div>
        {!retired && (
          <button
            type="button"
            className="kit-button kit-button--compact"
            onClick={() => go(withQuery(paths.adminProduct, { id: String(product.productId) }))}
            data-testid="product-edit"
          >
            <EditSOutline aria-hidden="true" />
            {t('detail.edit')}
          </button>
        )}
      </section>
      <StatusActions product={product} />
      <CredentialsCard product={product} />
      <ThingsModelCard product={product} />
      <ProductSettings product={product} />
      <RegistrationsCard product={product} />
    </div>
  );
}
