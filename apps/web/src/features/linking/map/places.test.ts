import { afterEach, describe, expect, it } from 'vitest';
import { GAZETTEER, type Place, placeName, readRecentPlaces, rememberPlace, searchPlaces } from './places.ts';

const centre: Place = {
  zh: '邻里社会工作服务中心 · Linli Social Work Service Centre',
  en: '邻里社会工作服务中心 · Linli Social Work Service Centre',
  lng: 114.0579,
  lat: 22.5431,
  kind: 'centre',
};

describe('finding a place without a map', () => {
  afterEach(() => localStorage.clear());

  it('finds places by part of their name in either language, ignoring case and spaces', () => {
    const places = [centre, ...GAZETTEER];
    expect(searchPlaces('福田', places).map((p) => p.zh)).toEqual(['福田区']);
    expect(searchPlaces('  FuTian ', places).map((p) => p.en)).toEqual(['Futian District, Shenzhen']);
    expect(searchPlaces('service centre', places)[0]).toBe(centre);
    expect(searchPlaces('shenzhen north', places).map((p) => p.zh)).toEqual(['深圳北站']);
    expect(searchPlaces('火星', places)).toEqual([]);
    expect(searchPlaces('   ', places)).toEqual([]);
  });

  it('keeps the order it is given, one result per position, at most the limit', () => {
    const found = searchPlaces('区', [...GAZETTEER, ...GAZETTEER], 4);
    expect(found).toHaveLength(4);
    expect(new Set(found.map((p) => p.zh)).size).toBe(4);
  });

  it('remembers the places picked here, newest first, without repeats, and at most five', () => {
    expect(readRecentPlaces()).toEqual([]);
    rememberPlace({ zh: '福田区', en: 'Futian District, Shenzhen', lng: 114.0559, lat: 22.5223 });
    rememberPlace({ zh: '', en: '', lng: 114.0456, lat: 22.5612 });
    rememberPlace({ zh: '福田区', en: 'Futian District, Shenzhen', lng: 114.0559, lat: 22.5223 });
    expect(readRecentPlaces().map((p) => [p.zh, p.lng, p.kind])).toEqual([
      ['福田区', 114.0559, 'recent'],
      ['', 114.0456, 'recent'],
    ]);
    for (let i = 0; i < 6; i++) rememberPlace({ zh: `P${i}`, en: `P${i}`, lng: i, lat: i });
    expect(readRecentPlaces().map((p) => p.zh)).toEqual(['P5', 'P4', 'P3', 'P2', 'P1']);
  });

  it('ignores a damaged list instead of failing', () => {
    localStorage.setItem('linli.recentPlaces', '{"not":"a list"}');
    expect(readRecentPlaces()).toEqual([]);
    localStorage.setItem('linli.recentPlaces', '[{"zh":"x","en":"x","lng":"east"}, 3]');
    expect(readRecentPlaces()).toEqual([]);
  });

  it('names a place in the app language, falling back to the other', () => {
    expect(placeName({ zh: '福田区', en: 'Futian' }, 'en-US')).toBe('Futian');
    expect(placeName({ zh: '福田区', en: 'Futian' }, 'zh-CN')).toBe('福田区');
    expect(placeName({ zh: '福田区', en: '' }, 'en-US')).toBe('福田区');
  });
});
