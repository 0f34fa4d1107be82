import { LocationFill, PictureWrongOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What stands where the map would be when no tile loads (offline, tile server unreachable): a plain
 * picture that says so in words, and what to do instead — never a request to type coordinates.
 */
export function MapUnavailable({ hint, children }: { hint: string; children?: ReactNode }) {
  const { t } = useTranslation('linking');
  return (
    <div className="lk-map lk-map--offline map-unavailable" role="status" data-testid="map-offline">
      <span className="map-unavailable__picture" aria-hidden="true">
        <PictureWrongOutline />
        <LocationFill className="map-unavailable__pin" />
      </span>
      <strong className="map-unavailable__title">{t('map.unavailableTitle')}</strong>
      <p className="map-unavailable__hint">{hint}</p>
      {children}
    </div>
  );
}
