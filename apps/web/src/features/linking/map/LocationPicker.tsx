import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../common/components/TextField.tsx';
import { usePermissionFlow } from '../permissions/PermissionFlow.tsx';
import { MapUnavailable } from './MapUnavailable.tsx';
import { PlaceSearch } from './PlaceSearch.tsx';
import { GAZETTEER, type Place, placeName, readRecentPlaces, rememberPlace } from './places.ts';
import { useMapSettings } from './settings.ts';
import { TileMap, ZoomButtons } from './TileMap.tsx';
import { DEFAULT_ZOOM, type LngLat, round6 } from './tiles.ts';
import './map.css';

function parse(text: string, bound: number): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) && Math.abs(n) <= bound ? n : undefined;
}

/** The chosen point (WGS-84) and its name, when it was found by name. */
interface Chosen extends LngLat {
  zh: string;
  en: string;
}

const unnamed = (point: LngLat): Chosen => ({
  lng: round6(point.lng),
  lat: round6(point.lat),
  zh: '',
  en: '',
});

/**
 * The picker of /choose-location: the configured tile map when it loads; and, whether it loads or not, search
 * by address among the places Linli knows, this phone's position, the last place picked here, and — folded
 * away, for those who have them — coordinates typed by hand. Every point here is WGS-84.
 */
export function LocationPicker({
  initial,
  onConfirm,
}: {
  initial: LngLat | undefined;
  onConfirm: (point: LngLat) => void;
}) {
  const { t, i18n } = useTranslation('linking');
  const settings = useMapSettings();
  const permission = usePermissionFlow();
  const [chosen, setChosen] = useState<Chosen | undefined>(initial && unnamed(initial));
  const [typed, setTyped] = useState({
    lng: initial ? String(round6(initial.lng)) : '',
    lat: initial ? String(round6(initial.lat)) : '',
  });
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  const [offline, setOffline] = useState(false);
  const [locating, setLocating] = useState(false);
  const [hereProblem, setHereProblem] = useState<'denied' | 'failed'>();
  const recent = useMemo(readRecentPlaces, []);
  const last = recent[0];
  const places = useMemo<Place[]>(
    () => [
      ...(settings.centre.address
        ? [
            {
              ...settings.centre,
              zh: settings.centre.address,
              en: settings.centre.address,
              kind: 'centre' as const,
            },
          ]
        : []),
      ...recent.filter((place) => place.zh || place.en),
      ...GAZETTEER,
    ],
    [settings.centre, recent],
  );

  const choose = (place: LngLat & Partial<Chosen>) => {
    const next = { ...unnamed(place), zh: place.zh ?? '', en: place.en ?? '' };
    setChosen(next);
    setTyped({ lng: String(next.lng), lat: String(next.lat) });
  };
  const type = (field: 'lng' | 'lat', text: string) => {
    const next = { ...typed, [field]: text };
    setTyped(next);
    const lng = parse(next.lng, 180);
    const lat = parse(next.lat, 90);
    if (lng !== undefined && lat !== undefined) setChosen(unnamed({ lng, lat }));
  };
  const here = async () => {
    setHereProblem(undefined);
    if (!(await permission.ask('location'))) {
      setHereProblem('denied');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        // Browsers report WGS-84, the datum Linli stores.
        choose({ lng: position.coords.longitude, lat: position.coords.latitude });
      },
      (error) => {
        setLocating(false);
        setHereProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed');
      },
      { timeout: 15_000, maximumAge: 60_000 },
    );
  };
  const label = (place: Chosen) =>
    placeName(place, i18n.language) || t('map.coords', { longitude: place.lng, latitude: place.lat });

  return (
    <div className="lk-picker" data-testid="location-picker" data-offline={offline}>
      {!settings.ready ? (
        <div className="lk-map" aria-hidden="true" />
      ) : offline ? (
        <MapUnavailable hint={t('map.unavailablePick')} />
      ) : (
        <>
          <TileMap
            key={settings.template}
            center={chosen ?? settings.centre}
            marked={chosen !== undefined}
            zoom={zoom}
            template={settings.template}
            subdomains={settings.subdomains}
            coords={settings.coords}
            attribution={settings.attribution}
            onMove={choose}
            onOffline={() => setOffline(true)}
          />
          <ZoomButtons zoom={zoom} onZoom={setZoom} />
        </>
      )}
      <section className="map-chosen" aria-live="polite" data-testid="map-selected">
        <span className="map-chosen__label">{t('map.selected')}</span>
        {chosen ? (
          <>
            <span className="map-chosen__name">{label(chosen)}</span>
            {(chosen.zh || chosen.en) && (
              <span className="map-chosen__coords">
                {t('map.coords', { longitude: chosen.lng, latitude: chosen.lat })}
              </span>
            )}
          </>
        ) : (
          <span className="map-chosen__name">{t('map.nothingSelected')}</span>
        )}
      </section>
      <PlaceSearch places={places} onPick={choose} />
      <button
        type="button"
        className="kit-button"
        onClick={() => void here()}
        disabled={locating}
        data-testid="map-here"
      >
        {locating ? t('map.locating') : t('map.here')}
      </button>
      {hereProblem && (
        <p className="field__error" role="alert" data-testid="map-here-problem">
          {t(hereProblem === 'denied' ? 'map.hereDenied' : 'map.hereFailed')}
        </p>
      )}
      {last && (
        <button type="button" className="kit-button" onClick={() => choose(last)} data-testid="map-last">
          {t('map.last', { name: label(last) })}
        </button>
      )}
      <details className="map-advanced" data-testid="map-coords">
        <summary data-testid="map-coords-toggle">{t('map.coordsToggle')}</summary>
        <p className="hint">{t('map.coordsHint')}</p>
        <div className="lk-two">
          <TextField
            label={t('map.longitude')}
            value={typed.lng}
            onChange={(text) => type('lng', text)}
            error={typed.lng !== '' && parse(typed.lng, 180) === undefined ? t('map.lngInvalid') : undefined}
            inputMode="decimal"
            data-testid="map-longitude"
          />
          <TextField
            label={t('map.latitude')}
            value={typed.lat}
            onChange={(text) => type('lat', text)}
            error={typed.lat !== '' && parse(typed.lat, 90) === undefined ? t('map.latInvalid') : undefined}
            inputMode="decimal"
            data-testid="map-latitude"
          />
        </div>
      </details>
      <button
        type="button"
        className="kit-button kit-button--primary kit-button--large"
        disabled={!chosen}
        onClick={() => {
          if (!chosen) return;
          rememberPlace(chosen);
          onConfirm({ lng: chosen.lng, lat: chosen.lat });
        }}
        data-testid="map-confirm"
      >
        {t('map.confirm')}
      </button>
      {permission.element}
    </div>
  );
}
