import { linkingRoutes, type ProductAdmin } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { usePagedRows } from '../../../lib/queries.ts';
import { PagedList } from '../../common/components/PagedList.tsx';
import { formatDateTime } from '../../common/dateTime.ts';
import { REGISTRATION_PAGE_SIZE, registrationsInput } from '../queries.ts';

/**
 * Devices of this product that registered themselves and wait for someone to link them
 * (docs/devices.md "Self-registration"): their serial, whether they are online and when they were last seen,
 * with one sentence on how a resident links one.
 */
export function RegistrationsCard({ product }: { product: ProductAdmin }) {
  const { t } = useTranslation('products');
  const list = usePagedRows(linkingRoutes.registrations, registrationsInput(product.productId), {
    pageSize: REGISTRATION_PAGE_SIZE,
    fresh: true,
  });
  return (
    <section
      className="kit-card"
      aria-labelledby="pd-registrations-title"
      data-testid="product-registrations"
    >
      <h2 className="pd-card__title" id="pd-registrations-title">
        {t('registrations.title')}
      </h2>
      <p className="kit-hint">
        {product.selfRegister ? t('registrations.howToLink') : t('registrations.off')}
      </p>
      <PagedList list={list} emptyText={t('registrations.empty')} testId="registrations">
        <ul className="kit-list" data-testid="registrations-list">
          {list.items.map((r) => (
            <li
              key={r.serialNumber}
              className="kit-card kit-card--compact"
              data-testid={`registration-${r.serialNumber}`}
            >
              <div className="kit-spread">
                <code className="pd-serial">{r.serialNumber}</code>
                <span className={`kit-pill ${r.online ? 'pd-online' : 'pd-offline'}`}>
                  <span aria-hidden="true">{r.online ? '●' : '○'}</span>
                  {r.online ? t('registrations.online') : t('registrations.offline')}
                </span>
              </div>
              <span className="kit-hint">
                {t('registrations.lastSeen', { time: formatDateTime(r.lastSeen) })}
              </span>
              {r.firmwareVersion && (
                <span className="kit-hint">
                  {t('registrations.firmware', { version: r.firmwareVersion })}
                </span>
              )}
            </li>
          ))}
        </ul>
      </PagedList>
    </section>
  );
}
