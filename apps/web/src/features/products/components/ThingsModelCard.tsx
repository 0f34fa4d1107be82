import { PRODUCT_STATUS, type ProductAdmin, productsRoutes } from '@linli/contracts';
import { DownlandOutline, EditSOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { confirm, toast } from '../../../lib/feedback.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useApiMutation, useData } from '../../../lib/queries.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { afterThingsModelApply, productInput } from '../queries.ts';

/** The export as the JSON file the browser downloads. */
function saveAsFile(fileName: string, json: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * The thing model in short: its version and how many items of each kind, the way to the editor, moving the
 * devices to the current version, and the FastBee JSON export.
 */
export function ThingsModelCard({ product }: { product: ProductAdmin }) {
  const { t } = useTranslation('products');
  const go = useNavigateOnce();
  const id = product.productId;
  const model = useData(productsRoutes.thingsModel, productInput(id));
  const apply = useApiMutation(productsRoutes.applyThingsModel, { invalidates: afterThingsModelApply });
  const exporting = useApiMutation(productsRoutes.exportFastBee, { loading: true });
  // The contract gives the version and the device count, not how many devices are behind: once a published
  // product's model has changed and it has devices, some may still use an older version.
  const mayBeBehind = product.status === PRODUCT_STATUS.published && product.devicesBehind > 0;

  const applyToAll = async () => {
    const ok = await confirm({
      title: t('model.applyTitle'),
      content: t('model.applyConsequence', { version: product.thingsModelVersion }),
      cancelText: t('confirm.cancel'),
      confirmText: t('model.apply'),
    });
    if (!ok) return;
    apply.mutate(
      { params: { id } },
      { onSuccess: ({ data }) => toast(t('model.applied', { count: data.moved })) },
    );
  };

  const counts = model.data && {
    properties: model.data.properties.length,
    functions: model.data.functions.length,
    events: model.data.events.length,
  };

  return (
    <section className="kit-card" aria-labelledby="pd-model-title" data-testid="product-model">
      <div className="kit-spread">
        <h2 className="pd-card__title" id="pd-model-title">
          {t('model.title')}
        </h2>
        <span className="kit-pill" data-testid="product-model-version">
          {t('model.version', { version: product.thingsModelVersion })}
        </span>
      </div>
      {counts ? (
        <p className="pd-counts" data-testid="product-model-counts">
          {t('model.counts', counts)}
        </p>
      ) : (
        model.isError && <p className="kit-hint">{model.error?.message || t('model.unreadable')}</p>
      )}
      <div className="pd-actions">
        <button
          type="button"
          className="kit-button kit-button--primary"
          onClick={() => go(withQuery(paths.adminThingsModel, { id: String(id) }))}
          data-testid="product-model-edit"
        >
          <EditSOutline aria-hidden="true" />
          {t('model.edit')}
        </button>
        <button
          type="button"
          className="kit-button"
          onClick={() =>
            exporting.mutate(
              { params: { id } },
              { onSuccess: ({ data }) => saveAsFile(data.fileName, data.json) },
            )
          }
          data-testid="product-export"
        >
          <DownlandOutline aria-hidden="true" />
          {t('model.export')}
        </button>
      </div>
      {mayBeBehind && (
        <div className="pd-callout" data-testid="product-model-apply-box">
          <p>{t('model.behind', { version: product.thingsModelVersion })}</p>
          <button
            type="button"
            className="kit-button"
            onClick={() => void applyToAll()}
            disabled={apply.isPending}
            data-testid="product-model-apply"
          >
            {t('model.apply')}
          </button>
        </div>
      )}
    </section>
  );
}
