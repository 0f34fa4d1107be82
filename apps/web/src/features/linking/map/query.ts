import type { LngLat } from './tiles.ts';

/** `?longitude=&latitude=` of the map routes; undefined unless both are valid numbers in range. */
export function pointFromQuery(params: URLSearchParams): LngLat | undefined {
  const lng = Number(params.get('longitude') ?? Number.NaN);
  const lat = Number(params.get('latitude') ?? Number.NaN);
  if (params.get('longitude') === '' || params.get('latitude') === '') return undefined;
  if (!Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lng) > 180 || Math.abs(lat) > 90)
    return undefined;
  return { lng, lat };
}
