import { LocationFill } from 'antd-mobile-icons';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gridAround, type LngLat, moveBy } from './tiles.ts';

/**
 * A plain tile grid with a marker in the middle. A tap moves the point there (unless read-only). When a tile
 * cannot load (offline, server refused) the grid gives way to a note and the caller's coordinate fields.
 * Positions are set through the DOM (style properties), never a style attribute: the CSP allows no inline
 * styles.
 */
export function TileMap({
  center,
  zoom,
  template,
  attribution,
  onMove,
  onOffline,
}: {
  center: LngLat;
  zoom: number;
  template: string;
  attribution: string;
  onMove?: ((point: LngLat) => void) | undefined;
  onOffline?: () => void;
}) {
  const { t } = useTranslation('linking');
  const view = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const { tiles, pointX, pointY } = gridAround(center, zoom, template);

  useLayoutEffect(() => {
    const v = view.current;
    const g = grid.current;
    if (!v || !g) return;
    g.style.setProperty(
      'transform',
      `translate(${v.clientWidth / 2 - pointX}px, ${v.clientHeight / 2 - pointY}px)`,
    );
  }, [pointX, pointY]);

  if (failed) {
    return (
      <p className="lk-map lk-map--offline" role="status" data-testid="map-offline">
        {t('map.offline')}
      </p>
    );
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the coordinate fields and buttons are the accessible way
    // biome-ignore lint/a11y/useKeyWithClickEvents: same as above, the map is an extra for pointer users
    <div
      ref={view}
      className={`lk-map${onMove ? ' lk-map--movable' : ''}`}
      data-testid="map"
      onClick={(e) => {
        if (!onMove || !view.current) return;
        const rect = view.current.getBoundingClientRect();
        onMove(
          moveBy(
            center,
            zoom,
            e.clientX - rect.left - rect.width / 2,
            e.clientY - rect.top - rect.height / 2,
          ),
        );
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
              onError={() => {
                setFailed(true);
                onOffline?.();
              }}
            />
          ) : (
            <span key={tile.key} className="lk-map__tile" />
          ),
        )}
      </div>
      <span className="lk-map__marker" aria-hidden="true">
        <LocationFill />
      </span>
      <span className="lk-map__credit">{attribution}</span>
    </div>
  );
}
