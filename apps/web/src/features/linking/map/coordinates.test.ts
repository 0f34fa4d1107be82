import { describe, expect, it } from 'vitest';
import { fromDisplay, gcj02ToWgs84, outOfChina, toDisplay, wgs84ToGcj02 } from './coordinates.ts';

// Reference pairs (WGS-84 → GCJ-02) published with the eviltransform libraries and coordtransform.
const REFERENCE = [
  {
    name: 'Shanghai',
    wgs: { lng: 121.5272106, lat: 31.1774276 },
    gcj: { lng: 121.531541859215, lat: 31.17530398364597 },
  },
  {
    name: 'Shenzhen',
    wgs: { lng: 113.912316, lat: 22.543847 },
    gcj: { lng: 113.9171764808363, lat: 22.540796131694766 },
  },
  {
    name: 'Beijing',
    wgs: { lng: 116.377817, lat: 39.911954 },
    gcj: { lng: 116.38404722455657, lat: 39.91334545536069 },
  },
  {
    name: 'Tiananmen',
    wgs: { lng: 116.404, lat: 39.915 },
    gcj: { lng: 116.41024449916938, lat: 39.91640428150164 },
  },
];

describe('WGS-84 and GCJ-02', () => {
  it.each(REFERENCE)('shifts $name as the published reference does (within 0.1 m)', ({ wgs, gcj }) => {
    const shifted = wgs84ToGcj02(wgs);
    expect(shifted.lng).toBeCloseTo(gcj.lng, 6);
    expect(shifted.lat).toBeCloseTo(gcj.lat, 6);
  });

  it.each(REFERENCE)('brings $name back from GCJ-02 to within a centimetre', ({ wgs, gcj }) => {
    const back = gcj02ToWgs84(gcj);
    expect(back.lng).toBeCloseTo(wgs.lng, 7);
    expect(back.lat).toBeCloseTo(wgs.lat, 7);
  });

  it('leaves points outside mainland China where they are', () => {
    for (const point of [
      { lng: 2.3522, lat: 48.8566 },
      { lng: -74.006, lat: 40.7128 },
      { lng: 151.2093, lat: -33.8688 },
    ]) {
      expect(outOfChina(point)).toBe(true);
      expect(wgs84ToGcj02(point)).toEqual(point);
      expect(gcj02ToWgs84(point)).toEqual(point);
    }
    expect(outOfChina({ lng: 114.0579, lat: 22.5431 })).toBe(false);
  });

  it('converts for display only when the tiles are drawn in GCJ-02', () => {
    const futian = { lng: 114.0579, lat: 22.5431 };
    expect(toDisplay(futian, 'wgs84')).toEqual(futian);
    expect(fromDisplay(futian, 'wgs84')).toEqual(futian);
    const shown = toDisplay(futian, 'gcj02');
    // In Shenzhen the shift is about 500 m to the east-south-east.
    expect(shown.lng - futian.lng).toBeGreaterThan(0.004);
    expect(shown.lat - futian.lat).toBeLessThan(0);
    const picked = fromDisplay(shown, 'gcj02');
    expect(picked.lng).toBeCloseTo(futian.lng, 7);
    expect(picked.lat).toBeCloseTo(futian.lat, 7);
  });
});
