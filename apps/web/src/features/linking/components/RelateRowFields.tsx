import type { ProductShort } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../common/components/TextField.tsx';

export interface RowDraft {
  key: number;
  deviceNumber: string;
  productId: string;
  productName: string;
  authCode: string;
}
export type RowErrors = Partial<Record<'deviceNumber' | 'productId' | 'authCode', string>>;

/**
 * One device of the link form (docs/product.md "Linking devices"): number, product, product name (optional).
 */
export function RelateRowFields({
  index,
  row,
  errors,
  products,
  productLabel,
  removable,
  onChange,
  onScan,
  onRemove,
}: {
  index: number;
  row: RowDraft;
  errors: RowErrors;
  products: ProductShort[];
  productLabel: (p: ProductShort) => string;
  removable: boolean;
  onChange: (patch: Partial<RowDraft>) => void;
  onScan: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('linking');
  const product = products.find((p) => String(p.productId) === row.productId);
  const selectId = `lk-product-${row.key}`;
  return (
    <fieldset className="kit-card" data-testid={`relate-row-${index}`}>
      <legend className="lk-card__title">{t('relate.row', { n: index + 1 })}</legend>
      <TextField
        label={t('relate.deviceNumber')}
        value={row.deviceNumber}
        onChange={(v) => onChange({ deviceNumber: v })}
        error={errors.deviceNumber}
        maxLength={64}
        autoCapitalize="characters"
        required
        data-testid={`relate-number-${index}`}
      />
      <div className={`field${errors.productId ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={selectId}>
          {t('relate.product')}
        </label>
        <select
          id={selectId}
          className="field__input"
          value={row.productId}
          onChange={(e) => onChange({ productId: e.target.value })}
          aria-invalid={errors.productId ? true : undefined}
          required
          data-testid={`relate-product-${index}`}
        >
          <option value="">{t('relate.choose')}</option>
          {products.map((p) => (
            <option key={p.productId} value={String(p.productId)}>
              {productLabel(p)} ({p.productId})
            </option>
          ))}
        </select>
        {errors.productId && (
          <p className="field__error" role="alert">
            <span aria-hidden="true">⚠ </span>
            {errors.productId}
          </p>
        )}
      </div>
      <TextField
        label={t('relate.productName')}
        value={row.productName}
        onChange={(v) => onChange({ productName: v })}
        maxLength={64}
        data-testid={`relate-name-${index}`}
      />
      {product?.isAuthorize === 1 && (
        <TextField
          label={t('relate.authCode')}
          value={row.authCode}
          onChange={(v) => onChange({ authCode: v })}
          error={errors.authCode}
          maxLength={64}
          data-testid={`relate-auth-${index}`}
        />
      )}
      <div className="lk-row">
        <button type="button" className="kit-button" onClick={onScan}>
          {t('relate.scan')}
        </button>
        {removable && (
          <button type="button" className="kit-button kit-button--danger" onClick={onRemove}>
            {t('relate.remove')}
          </button>
        )}
      </div>
    </fieldset>
  );
}
