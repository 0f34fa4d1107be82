import {
  DEFAULT_CENTRE_POSITION,
  DEFAULT_MAP_TILE_SUBDOMAINS,
  DEFAULT_MAP_TILE_URL,
  type MapTileCoords,
} from '@linli/contracts';
import { useLinkingOptions } from '../queries.ts';
import type { LngLat } from './tiles.ts';

export interface MapSettings {
  template: string;
  subdomains: string;
  coords: MapTileCoords;
  attribution: string;
  centre: LngLat & { address: string };
  /** False until the server's settings are read (or could not be): no tile is asked for before, as tiles
   * from the built-in default would be refused by a server configured for another tile host. */
  ready: boolean;
}

/** The server's map settings (linking options), with the built-in defaults when they cannot be read. */
export function useMapSettings(): MapSettings {
  const options = useLinkingOptions();
  const data = options.data;
  return {
    template: data?.mapTileUrl ?? DEFAULT_MAP_TILE_URL,
    subdomains: data?.mapTileSubdomains ?? DEFAULT_MAP_TILE_SUBDOMAINS,
    coords: data?.mapTileCoords ?? 'gcj02',
    attribution: data?.mapAttribution ?? '',
    centre: data?.centre ?? { address: '', ...DEFAULT_CENTRE_POSITION },
    ready: options.isSuccess || options.isError,
  };
}
