import { PRODUCT_STATUS, type ProductAdmin, type ProductStatus, productsRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { confirm, toast } from '../../../lib/feedback.ts';
import { useApiMutation } from '../../../lib/queries.ts';
import { afterProductChange } from '../queries.ts';

type Move = 'publish' | 'draft' | 'retire';
const TARGET: Record<Move, ProductStatus> = {
  publish: PRODUCT_STATUS.published,
  draft: PRODUCT_STATUS.draft,
  retire: PRODUCT_STATUS.retired,
};
/** What may follow each status; a retired product stays retired (PRODUCT_RETIRED). */
const MOVES: Record<ProductStatus, readonly Move[]> = {
  [PRODUCT_STATUS.draft]: ['publish', 'retire'],
  [PRODUCT_STATUS.published]: ['draft', 'retire'],
  [PRODUCT_STATUS.retired]: [],
};

/**
 * Publish, take back to draft, retire: each asks first, saying what it does to the devices. The server
 * decides (a product with devices cannot go back to draft) and its refusal is toasted in its words.
 */
export function StatusActions({ product }: { product: ProductAdmin }) {
  const { t } = useTranslation('products');
  const change = useApiMutation(productsRoutes.setStatus, { invalidates: afterProductChange });
  // Back to draft and retiring are refused while devices use the product (PRODUCT_UNPUBLISH_HAS_DEVICES,
  // PRODUCT_HAS_DEVICES): they are not offered then, and the card says why.
  const inUse = product.deviceCount > 0;
  const moves = MOVES[product.status].filter((move) => move === 'publish' || !inUse);
  const held = inUse && MOVES[product.status].length > moves.length;

  const run = async (move: Move) => {
    const ok = await confirm({
      title: t(`statusAction.${move}Title`),
      content: t(`statusAction.${move}Consequence`),
      cancelText: t('confirm.cancel'),
      confirmText: t(`statusAction.${move}`),
    });
    if (!ok) return;
    change.mutate(
      { params: { id: product.productId }, body: { status: TARGET[move] } },
      { onSuccess: () => toast(t(`statusAction.${move}Done`)) },
    );
  };

  return (
    <section className="kit-card" aria-labelledby="pd-status-title" data-testid="product-status-actions">
      <h2 className="pd-card__title" id="pd-status-title">
        {t('statusAction.title')}
      </h2>
      <p className="kit-hint">{t(`statusAction.now.${product.status}`)}</p>
      {held && (
        <p className="kit-hint" data-testid="product-status-held">
          {t('statusAction.hasDevices', { count: product.deviceCount })}
        </p>
      )}
      {moves.length > 0 && (
        <div className="pd-actions">
          {moves.map((move) => (
            <button
              key={move}
              type="button"
              className={`kit-button${move === 'retire' ? ' kit-button--danger' : move === 'publish' ? ' kit-button--primary' : ''}`}
              onClick={() => void run(move)}
              disabled={change.isPending}
              data-testid={`product-${move}`}
            >
              {t(`statusAction.${move}`)}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
