import { describe, expect, it } from 'vitest';
import { pointFromQuery } from './query.ts';
import { fromTile, gridAround, moveBy, TILE_SIZE, tileUrl, toTile } from './tiles.ts';

describe('map tiles (Web Mercator)', () => {
  it('a point goes to its tile and back', () => {
    const point = { lng: 114.0579, lat: 22.5431 };
    const { x, y } = toTile(point, 15);
    expect(Math.floor(x)).toBe(26765);
    expect(Math.floor(y)).toBe(14276);
    const back = fromTile(x, y, 15);
    expect(back.lng).toBeCloseTo(point.lng, 9);
    expect(back.lat).toBeCloseTo(point.lat, 9);
  });

  it('builds the 3 × 3 grid around a point with the point inside the middle tile', () => {
    const grid = gridAround({ lng: 0, lat: 0 }, 2, 'https://{s}.tile.example/{z}/{x}/{y}.png');
    expect(grid.tiles).toHaveLength(9);
    expect(grid.tiles[4]!.url).toMatch(/^https:\/\/[abc]\.tile\.example\/2\/2\/2\.png$/);
    expect(grid.pointX).toBe(TILE_SIZE);
    expect(grid.pointY).toBe(TILE_SIZE);
    // Longitudes wrap; rows beyond the poles have no tile.
    expect(tileUrl('{z}/{x}/{y}', 2, -1, 0)).toBe('2/3/0');
    expect(gridAround({ lng: 0, lat: 85 }, 0, '{z}/{x}/{y}').tiles[1]!.url).toBe('');
  });

  it('spreads `{s}` over the configured subdomains (AutoNavi: 1-4)', () => {
    const template = 'https://webrd0{s}.is.autonavi.com/appmaptile?x={x}&y={y}&z={z}';
    const hosts = new Set(
      gridAround({ lng: 114.0579, lat: 22.5431 }, 15, template, '1234').tiles.map(
        (tile) => new URL(tile.url).host,
      ),
    );
    expect([...hosts].sort()).toEqual([
      'webrd01.is.autonavi.com',
      'webrd02.is.autonavi.com',
      'webrd03.is.autonavi.com',
      'webrd04.is.autonavi.com',
    ]);
    expect(tileUrl(template, 15, 26765, 14276, '1234')).toBe(
      'https://webrd02.is.autonavi.com/appmaptile?x=26765&y=14276&z=15',
    );
  });

  it('a tap right of the centre moves east', () => {
    const moved = moveBy({ lng: 114, lat: 22.5 }, 15, TILE_SIZE, 0);
    expect(moved.lng).toBeGreaterThan(114);
    expect(moved.lat).toBeCloseTo(22.5, 9);
  });

  it('reads the route query only when both coordinates are valid', () => {
    expect(pointFromQuery(new URLSearchParams('longitude=114.1&latitude=22.5'))).toEqual({
      lng: 114.1,
      lat: 22.5,
    });
    for (const q of [
      '',
      'longitude=114',
      'longitude=&latitude=',
      'longitude=200&latitude=1',
      'longitude=a&latitude=1',
    ])
      expect(pointFromQuery(new URLSearchParams(q)), q).toBeUndefined();
  });
});
