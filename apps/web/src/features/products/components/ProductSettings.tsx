import type { ProductAdmin } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../common/dateTime.ts';

/** A product's settings as a list of label and value, in words (no codes). */
export function ProductSettings({ product: p }: { product: ProductAdmin }) {
  const { t } = useTranslation('products');
  const yes = (on: 0 | 1) => (on ? t('detail.on') : t('detail.off'));
  const rows: Array<[string, string]> = [
    [t('field.productNameEn'), p.productNameEn],
    [t('field.categoryName'), p.categoryName],
    [t('field.deviceType'), t(`deviceType.${p.deviceType}`)],
    [t('field.isSubDevice'), yes(p.isSubDevice)],
    [t('field.networkMethod'), t(`networkMethod.${p.networkMethod}`)],
    [t('field.protocolCode'), t(`protocolCode.${p.protocolCode}`)],
    [t('field.vertificateMethod'), t(`authMethod.${p.vertificateMethod}`)],
    [t('field.credentialScope'), t(`credentialScope.${p.credentialScope}`)],
    [t('field.isAuthorize'), yes(p.isAuthorize)],
    [t('field.selfRegister'), yes(p.selfRegister)],
    [t('field.otaProtocol'), t(`otaProtocol.${p.otaProtocol}`)],
    [
      t('field.offlineAlarmMinutes'),
      p.offlineAlarmMinutes === null
        ? t('detail.never')
        : t('detail.minutes', { count: p.offlineAlarmMinutes }),
    ],
    [t('detail.productId'), String(p.productId)],
    [t('detail.created'), formatDateTime(p.createTime)],
  ];
  return (
    <section className="kit-card" aria-labelledby="pd-settings-title" data-testid="product-settings">
      <h2 className="pd-card__title" id="pd-settings-title">
        {t('detail.settings')}
      </h2>
      <dl className="pd-facts">
        {rows.map(([label, value]) => (
          <div key={label} className="pd-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
