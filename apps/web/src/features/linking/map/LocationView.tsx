import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapUnavailable } from './MapUnavailable.tsx';
import { useMapSettings } from './settings.ts';
import { TileMap, ZoomButtons } from './TileMap.tsx';
import { DEFAULT_ZOOM, type LngLat } from './tiles.ts';
import './map.css';

/**
 * The view-only map of /open-location: the place on the configured tiles, or — when they cannot load — a
 * "map unavailable" picture; below either, the place's name, address and position as text.
 */
export function LocationView({ point, name, address }: { point: LngLat; name: string; address: string }) {
  const { t } = useTranslation('linking');
  const settings = useMapSettings();
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  const [offline, setOffline] = useState(false);
  return (
    <div className="lk-picker" data-testid="location-view" data-offline={offline}>
      {!settings.ready ? (
        <div className="lk-map" aria-hidden="true" />
      ) : offline ? (
        <MapUnavailable hint={t('map.unavailableView')} />
      ) : (
        <>
          <TileMap
            key={settings.template}
            center={point}
            zoom={zoom}
            template={settings.template}
            subdomains={settings.subdomains}
            coords={settings.coords}
            attribution={settings.attribution}
            onOffline={() => setOffline(true)}
          />
          <ZoomButtons zoom={zoom} onZoom={setZoom} />
        </>
      )}
      <section className="map-chosen" data-testid="map-place">
        {name && <span className="map-chosen__name">{name}</span>}
        {address && <span className="map-chosen__address">{address}</span>}
        <span className="map-chosen__coords">
          {t('map.coords', { longitude: point.lng, latitude: point.lat })}
        </span>
      </section>
    </div>
  );
}
