import type { MapTileCoords } from '@linli/contracts';
import { LocationFill } from 'antd-mobile-icons';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromDisplay, toDisplay } from './coordinates.ts';
import { gridAround, type LngLat, MAX_ZOOM, MIN_ZOOM, moveBy } from './tiles.ts';

/** A tile server that answers nothing at all (filtered, not refused) counts as unreachable after this. */
const NO_TILE_AFTER_MS = 12_000;

/**
 * A plain tile grid with a marker in the middle. A tap moves the point there (unless read-only). When a tile
 * cannot load (offline, tile server unreachable or refused) the grid is gone and the caller shows its
 * fallback. `center` and the tapped point are WGS-84; tiles drawn in GCJ-02 are converted here, the only
 * place that knows the tiles' datum. Positions are set through the DOM (style properties), never a style
 * attribute: the CSP allows no inline styles.
 */
export function TileMap({
  center,
  zoom,
  template,
  subdomains,
  coords,
  attribution,
  marked = true,
  onMove,
  onOffline,
}: {
  center: LngLat;
  zoom: number;
  template: string;
  subdomains: string;
  coords: MapTileCoords;
  attribution: string;
  /** False while nothing is picked yet: the map shows where it opens, without a marker. */
  marked?: boolean;
  onMove?: ((point: LngLat) => void) | undefined;
  onOffline?: () => void;
}) {
  const view = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const anyLoaded = useRef(false);
  const fail = () => {
    setFailed(true);
    onOffline?.();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per map; a later tile that fails calls fail itself
  useEffect(() => {
    const timer = setTimeout(() => {
      if (!anyLoaded.current) fail();
    }, NO_TILE_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  const shown = toDisplay(center, coords);
  const { tiles, pointX, pointY } = gridAround(shown, zoom, template, subdomains);

  useLayoutEffect(() => {
    const v = view.current;
    const g = grid.current;
    if (!v || !g) return;
    g.style.setProperty(
      'transform',
      `translate(${v.clientWidth / 2 - pointX}px, ${v.clientHeight / 2 - pointY}px)`,
    );
  }, [pointX, pointY]);

  if (failed) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the address search and buttons are the accessible way
    // biome-ignore lint/a11y/useKeyWithClickEvents: same as above, the map is an extra for pointer users
    <div
      ref={view}
      className={`lk-map${onMove ? ' lk-map--movable' : ''}`}
      data-testid="map"
      onClick={(e) => {
        if (!onMove || !view.current) return;
        const rect = view.current.getBoundingClientRect();
        const tapped = moveBy(
          shown,
          zoom,
          e.clientX - rect.left - rect.width / 2,
          e.clientY - rect.top - rect.height / 2,
        );
        onMove(fromDisplay(tapped, coords));
      }}
    >
      <div ref={grid} className="lk-map__grid" aria-hidden="true">
        {tiles.map((tile) =>
          tile.url ? (
            <img
              key={tile.key}
              className="lk-map__tile"
              src={tile.url}
              alt=""
              draggable={false}
              onLoad={() => {
                anyLoaded.current = true;
              }}
              onError={fail}
            />
          ) : (
            <span key={tile.key} className="lk-map__tile" />
          ),
        )}
      </div>
      {marked && (
        <span className="lk-map__marker" aria-hidden="true">
          <LocationFill />
        </span>
      )}
      <span className="lk-map__credit">{attribution}</span>
    </div>
  );
}

export function ZoomButtons({ zoom, onZoom }: { zoom: number; onZoom: (zoom: number) => void }) {
  const { t } = useTranslation('linking');
  return (
    <div className="lk-row">
      <button
        type="button"
        className="kit-button"
        disabled={zoom >= MAX_ZOOM}
        onClick={() => onZoom(Math.min(MAX_ZOOM, zoom + 1))}
      >
        {t('map.zoomIn')}
      </button>
      <button
        type="button"
        className="kit-button"
        disabled={zoom <= MIN_ZOOM}
        onClick={() => onZoom(Math.max(MIN_ZOOM, zoom - 1))}
      >
        {t('map.zoomOut')}
      </button>
    </div>
  );
}
