import { PRODUCT_STATUS, type ProductStatus } from '@linli/contracts';
import { useTranslation } from 'react-i18next';

const MARK: Record<ProductStatus, string> = {
  [PRODUCT_STATUS.draft]: '✎',
  [PRODUCT_STATUS.published]: '✓',
  [PRODUCT_STATUS.retired]: '⊘',
};
const TONE: Record<ProductStatus, string> = {
  [PRODUCT_STATUS.draft]: 'pd-status--draft',
  [PRODUCT_STATUS.published]: 'pd-status--published',
  [PRODUCT_STATUS.retired]: 'pd-status--retired',
};

/** A product's status in words with a mark; the colour only repeats what the word says. */
export function StatusPill({ status, testId }: { status: ProductStatus; testId?: string }) {
  const { t } = useTranslation('products');
  return (
    <span className={`kit-pill pd-status ${TONE[status]}`} data-testid={testId}>
      <span aria-hidden="true">{MARK[status]}</span>
      {t(`status.${status}`)}
    </span>
  );
}
