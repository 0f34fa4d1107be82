import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../common/components/TextField.tsx';
import { type Place, placeName, searchPlaces } from './places.ts';

/**
 * Search by address or place name among the places Linli knows (places.ts), as the person types; works
 * without any network, so it is the picker's main way when the map cannot load.
 */
export function PlaceSearch({
  places,
  onPick,
}: {
  places: readonly Place[];
  onPick: (place: Place) => void;
}) {
  const { t, i18n } = useTranslation('linking');
  const [query, setQuery] = useState('');
  const found = searchPlaces(query, places);
  return (
    <section className="map-search" aria-label={t('map.search')}>
      <TextField
        label={t('map.search')}
        value={query}
        onChange={setQuery}
        placeholder={t('map.searchPlaceholder')}
        type="search"
        enterKeyHint="search"
        data-testid="map-search"
      />
      {query.trim() !== '' &&
        (found.length === 0 ? (
          <p className="map-search__none" role="status" data-testid="map-search-none">
            {t('map.searchNone', { query: query.trim() })}
          </p>
        ) : (
          <ul className="map-search__results" aria-label={t('map.searchResults')}>
            {found.map((place, index) => (
              <li key={`${place.kind}-${place.lng}-${place.lat}`}>
                <button
                  type="button"
                  className="map-search__result"
                  data-testid={`map-result-${index}`}
                  onClick={() => {
                    onPick(place);
                    setQuery('');
                  }}
                >
                  <span className="map-search__name">{placeName(place, i18n.language)}</span>
                  <span className="map-search__kind">{t(`map.kind.${place.kind}`)}</span>
                </button>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
