import { LocationFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatCoordinates } from '../../devices/index.ts';

/**
 * Where a service happens, without map tiles (none can be fetched here): its address (the point in words
 * only when there is no address) and a link that hands the point to the phone's own maps app.
 */
export function LocationCard({
  address,
  latitude,
  longitude,
  title,
}: {
  address: string;
  latitude: number | null;
  longitude: number | null;
  title: string;
}) {
  const { t, i18n } = useTranslation('socialServices');
  const hasPoint = latitude !== null && longitude !== null;
  const href = hasPoint
    ? `https://uri.amap.com/marker?position=${longitude},${latitude}&name=${encodeURIComponent(title)}`
    : `https://uri.amap.com/search?keyword=${encodeURIComponent(address)}`;
  return (
    <section className="kit-card ss-card" aria-labelledby="location-title" data-testid="location-card">
      <h2 id="location-title">{t('project.location')}</h2>
      <div className="ss-map">
        <LocationFill className="ss-map__pin" aria-hidden="true" />
        <div>
          <p className="ss-prose">{address}</p>
          {hasPoint && !address.trim() && (
            <p className="ss-muted">{formatCoordinates(latitude, longitude, i18n.language)}</p>
          )}
        </div>
      </div>
      <a
        className="ss-button ss-button--ghost"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="open-map"
      >
        {t('project.openMap')}
      </a>
    </section>
  );
}
