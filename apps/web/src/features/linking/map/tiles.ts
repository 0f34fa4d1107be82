/**
 * Web-Mercator tile arithmetic for a plain `<img>` tile grid (no map library: the picker only needs to show
 * where a point is and let a finger move it).
 */
export const TILE_SIZE = 256;
export const MIN_ZOOM = 3;
export const MAX_ZOOM = 18;
export const DEFAULT_ZOOM = 15;
const MAX_LAT = 85.05112878;

export interface LngLat {
  lng: number;
  lat: number;
}

export function toTile({ lng, lat }: LngLat, zoom: number): { x: number; y: number } {
  const n = 2 ** zoom;
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  const rad = (clamped * Math.PI) / 180;
  return {
    x: ((lng + 180) / 360) * n,
    y: ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n,
  };
}

export function fromTile(x: number, y: number, zoom: number): LngLat {
  const n = 2 ** zoom;
  const lng = (x / n) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) * 180) / Math.PI;
  return { lng: ((((lng + 180) % 360) + 360) % 360) - 180, lat };
}

/** Fills a `{z}/{x}/{y}` template; `{s}` takes one of the subdomain letters, spread over the tiles. */
export function tileUrl(template: string, z: number, x: number, y: number, subdomains = 'abc'): string {
  const n = 2 ** z;
  const wrapped = ((x % n) + n) % n;
  const letters = subdomains || 'a';
  return template
    .replace('{z}', String(z))
    .replace('{x}', String(wrapped))
    .replace('{y}', String(y))
    .replace('{s}', letters[(wrapped + y) % letters.length] ?? '');
}

export interface GridTile {
  key: string;
  url: string;
}

/**
 * The 3 × 3 tiles around a point, row by row, and where the point sits in that grid (pixels from its top
 * left), so the grid can be shifted to put the point in the middle of the view.
 */
export function gridAround(center: LngLat, zoom: number, template: string, subdomains = 'abc') {
  const { x, y } = toTile(center, zoom);
  const cx = Math.floor(x);
  const cy = Math.floor(y);
  const tiles: GridTile[] = [];
  for (let row = -1; row <= 1; row++) {
    for (let col = -1; col <= 1; col++) {
      const ty = cy + row;
      const valid = ty >= 0 && ty < 2 ** zoom;
      tiles.push({
        key: `${zoom}/${cx + col}/${ty}`,
        url: valid ? tileUrl(template, zoom, cx + col, ty, subdomains) : '',
      });
    }
  }
  return { tiles, pointX: (1 + x - cx) * TILE_SIZE, pointY: (1 + y - cy) * TILE_SIZE };
}

/** The point a tap lands on, `dx`/`dy` pixels from the view's centre. */
export function moveBy(center: LngLat, zoom: number, dx: number, dy: number): LngLat {
  const { x, y } = toTile(center, zoom);
  return fromTile(x + dx / TILE_SIZE, y + dy / TILE_SIZE, zoom);
}

export const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
