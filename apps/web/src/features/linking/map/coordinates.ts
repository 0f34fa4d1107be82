import type { MapTileCoords } from '@linli/contracts';
import type { LngLat } from './tiles.ts';

/**
 * WGS-84 (what a GPS reports, and what Linli stores) and GCJ-02 (the datum mainland Chinese maps such as
 * AutoNavi are drawn in) differ by a few hundred metres inside China. These are the published conversion
 * formulas (the Krasovsky ellipsoid and the standard offset series, as in the eviltransform libraries);
 * outside mainland China both datums are the same point.
 */
const SEMI_MAJOR_AXIS = 6378245.0;
const ECCENTRICITY_SQUARED = 0.006693421622965943;

/** The rough box the offset applies in (mainland China); outside it no shift. */
export function outOfChina({ lng, lat }: LngLat): boolean {
  return lng < 72.004 || lng > 137.8347 || lat < 0.8293 || lat > 55.8271;
}

function offsetSeries(x: number, y: number): { dLng: number; dLat: number } {
  const common = ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  let dLat = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  dLat += common;
  dLat += ((20 * Math.sin(y * Math.PI) + 40 * Math.sin((y / 3) * Math.PI)) * 2) / 3;
  dLat += ((160 * Math.sin((y / 12) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30)) * 2) / 3;
  let dLng = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  dLng += common;
  dLng += ((20 * Math.sin(x * Math.PI) + 40 * Math.sin((x / 3) * Math.PI)) * 2) / 3;
  dLng += ((150 * Math.sin((x / 12) * Math.PI) + 300 * Math.sin((x / 30) * Math.PI)) * 2) / 3;
  return { dLng, dLat };
}

/** The GCJ-02 offset (degrees) at a WGS-84 point. */
function offsetAt(point: LngLat): LngLat {
  const { dLng, dLat } = offsetSeries(point.lng - 105, point.lat - 35);
  const radLat = (point.lat / 180) * Math.PI;
  const magic = 1 - ECCENTRICITY_SQUARED * Math.sin(radLat) ** 2;
  const sqrtMagic = Math.sqrt(magic);
  return {
    lat: (dLat * 180) / (((SEMI_MAJOR_AXIS * (1 - ECCENTRICITY_SQUARED)) / (magic * sqrtMagic)) * Math.PI),
    lng: (dLng * 180) / ((SEMI_MAJOR_AXIS / sqrtMagic) * Math.cos(radLat) * Math.PI),
  };
}

export function wgs84ToGcj02(point: LngLat): LngLat {
  if (outOfChina(point)) return { ...point };
  const offset = offsetAt(point);
  return { lng: point.lng + offset.lng, lat: point.lat + offset.lat };
}

/**
 * The inverse has no closed form: start from the GCJ-02 point and correct by the forward error until it is
 * below a centimetre (a few rounds).
 */
export function gcj02ToWgs84(point: LngLat): LngLat {
  if (outOfChina(point)) return { ...point };
  let guess = { ...point };
  for (let round = 0; round < 30; round++) {
    const forward = wgs84ToGcj02(guess);
    const dLng = forward.lng - point.lng;
    const dLat = forward.lat - point.lat;
    guess = { lng: guess.lng - dLng, lat: guess.lat - dLat };
    if (Math.abs(dLng) < 1e-9 && Math.abs(dLat) < 1e-9) break;
  }
  return guess;
}

/** A stored (WGS-84) point as the tiles draw it. */
export function toDisplay(point: LngLat, coords: MapTileCoords): LngLat {
  return coords === 'gcj02' ? wgs84ToGcj02(point) : point;
}

/** A point picked on the tiles as it is stored (WGS-84). */
export function fromDisplay(point: LngLat, coords: MapTileCoords): LngLat {
  return coords === 'gcj02' ? gcj02ToWgs84(point) : point;
}
