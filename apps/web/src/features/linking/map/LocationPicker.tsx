import { DEFAULT_MAP_TILE_URL } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../common/components/TextField.tsx';
import { usePermissionFlow } from '../permissions/PermissionFlow.tsx';
import { useLinkingOptions } from '../queries.ts';
import { TileMap } from './TileMap.tsx';
import { DEFAULT_CENTER, DEFAULT_ZOOM, type LngLat, MAX_ZOOM, MIN_ZOOM, round6 } from './tiles.ts';

function parse(text: string, bound: number): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) && Math.abs(n) <= bound ? n : undefined;
}

/**
 * The map of /choose-location and /open-location: the configured tile server when it loads, and always the
 * coordinates as text fields (the fallback when tiles cannot load, and the accessible way to set them).
 */
export function LocationPicker({
  initial,
  readOnly = false,
  onConfirm,
}: {
  initial: LngLat | undefined;
  readOnly?: boolean;
  onConfirm?: (point: LngLat) => void;
}) {
  const { t } = useTranslation('linking');
  const options = useLinkingOptions();
  const permission = usePermissionFlow();
  const start = initial ?? DEFAULT_CENTER;
  const [lng, setLng] = useState(String(round6(start.lng)));
  const [lat, setLat] = useState(String(round6(start.lat)));
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  const [offline, setOffline] = useState(false);
  const [locating, setLocating] = useState(false);
  const point = { lng: parse(lng, 180), lat: parse(lat, 90) };
  const valid = point.lng !== undefined && point.lat !== undefined;
  const shown: LngLat = valid ? { lng: point.lng!, lat: point.lat! } : start;

  const move = (p: LngLat) => {
    setLng(String(round6(p.lng)));
    setLat(String(round6(p.lat)));
  };
  const here = async () => {
    if (!(await permission.ask('location'))) return;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        move({ lng: position.coords.longitude, lat: position.coords.latitude });
      },
      () => setLocating(false),
      { timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <div className="lk-picker" data-testid="location-picker" data-offline={offline}>
      <TileMap
        center={shown}
        zoom={zoom}
        template={options.data?.mapTileUrl ?? DEFAULT_MAP_TILE_URL}
        attribution={options.data?.mapAttribution ?? ''}
        onMove={readOnly ? undefined : move}
        onOffline={() => setOffline(true)}
      />
      {!offline && (
        <div className="lk-row">
          <button
            type="button"
            className="kit-button"
            disabled={zoom >= MAX_ZOOM}
            onClick={() => setZoom((z) => Math.min(MAX_ZOOM, z + 1))}
          >
            {t('map.zoomIn')}
          </button>
          <button
            type="button"
            className="kit-button"
            disabled={zoom <= MIN_ZOOM}
            onClick={() => setZoom((z) => Math.max(MIN_ZOOM, z - 1))}
          >
            {t('map.zoomOut')}
          </button>
        </div>
      )}
      <div className="lk-two">
        <TextField
          label={t('map.longitude')}
          value={lng}
          onChange={setLng}
          error={point.lng === undefined ? t('map.lngInvalid') : undefined}
          inputMode="decimal"
          readOnly={readOnly}
          data-testid="map-longitude"
        />
        <TextField
          label={t('map.latitude')}
          value={lat}
          onChange={setLat}
          error={point.lat === undefined ? t('map.latInvalid') : undefined}
          inputMode="decimal"
          readOnly={readOnly}
          data-testid="map-latitude"
        />
      </div>
      {!readOnly && (
        <button
          type="button"
          className="kit-button"
          onClick={() => void here()}
          disabled={locating}
          data-testid="map-here"
        >
          {locating ? t('map.locating') : t('map.here')}
        </button>
      )}
      {onConfirm && (
        <button
          type="button"
          className="kit-button kit-button--primary kit-button--large"
          disabled={!valid}
          onClick={() => valid && onConfirm(shown)}
          data-testid="map-confirm"
        >
          {t('map.confirm')}
        </button>
      )}
      {permission.element}
    </div>
  );
}
