import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { LocationView } from '../../../features/linking/map/LocationView.tsx';
import { pointFromQuery } from '../../../features/linking/map/query.ts';
import '../../../features/linking/linking.css';

/**
 * /open-location?longitude=&latitude=&name=&address= (docs/product.md "Screens and routes"): show a place,
 * read-only (the map, or a "map unavailable" picture, with the name and address).
 */
export default function OpenLocationScreen() {
  const { t } = useTranslation('linking');
  const [params] = useSearchParams();
  const point = pointFromQuery(params);
  const name = params.get('name') ?? '';
  const address = params.get('address') ?? '';
  return (
    <>
      <PageHeader title={name || t('map.openTitle')} />
      <div className="lk-page" data-testid="open-location">
        {point ? (
          <>
            <LocationView point={point} name={name} address={address} />
            <a
              className="kit-button"
              href={`geo:${point.lat},${point.lng}${name ? `?q=${point.lat},${point.lng}(${encodeURIComponent(name)})` : ''}`}
            >
              {t('map.openInApp')}
            </a>
          </>
        ) : (
          <>
            {address && <p>{address}</p>}
            <p role="alert">{t('map.noPoint')}</p>
          </>
        )}
      </div>
    </>
  );
}
