import type { LngLat } from './tiles.ts';

/**
 * The places the pickers can find by name without any network: the centre (from the server's settings),
 * places picked on this phone before, and a small built-in gazetteer (Shenzhen's districts and stations, and
 * large cities). Positions are WGS-84, like everything Linli stores.
 */
export interface Place extends LngLat {
  /** The name in each language; `en` may repeat `zh` for a place typed by a person. */
  zh: string;
  en: string;
  /** What kind of place, for the result list ('centre', 'recent', 'gazetteer'). */
  kind: 'centre' | 'recent' | 'gazetteer';
}

const gazetteer = (zh: string, en: string, lng: number, lat: number): Place => ({
  zh,
  en,
  lng,
  lat,
  kind: 'gazetteer',
});

/** District seats and landmarks; rough centres (a few hundred metres), enough to start from. */
export const GAZETTEER: readonly Place[] = [
  gazetteer('深圳市民中心', 'Shenzhen Civic Center', 114.0596, 22.5432),
  gazetteer('福田区', 'Futian District, Shenzhen', 114.0559, 22.5223),
  gazetteer('罗湖区', 'Luohu District, Shenzhen', 114.1315, 22.5484),
  gazetteer('南山区', 'Nanshan District, Shenzhen', 113.93, 22.5329),
  gazetteer('宝安区', "Bao'an District, Shenzhen", 113.8836, 22.5552),
  gazetteer('龙岗区', 'Longgang District, Shenzhen', 114.2467, 22.7199),
  gazetteer('龙华区', 'Longhua District, Shenzhen', 114.0446, 22.6969),
  gazetteer('盐田区', 'Yantian District, Shenzhen', 114.2366, 22.5579),
  gazetteer('坪山区', 'Pingshan District, Shenzhen', 114.3464, 22.6906),
  gazetteer('光明区', 'Guangming District, Shenzhen', 113.9358, 22.7487),
  gazetteer('大鹏新区', 'Dapeng New District, Shenzhen', 114.4797, 22.5879),
  gazetteer('深圳站', 'Shenzhen Railway Station', 114.1173, 22.5317),
  gazetteer('深圳北站', 'Shenzhen North Railway Station', 114.0295, 22.6094),
  gazetteer('深圳市', 'Shenzhen', 114.0579, 22.5431),
  gazetteer('广州市', 'Guangzhou', 113.2644, 23.1291),
  gazetteer('东莞市', 'Dongguan', 113.7518, 23.0207),
  gazetteer('惠州市', 'Huizhou', 114.4126, 23.0794),
  gazetteer('珠海市', 'Zhuhai', 113.5767, 22.2707),
  gazetteer('佛山市', 'Foshan', 113.1214, 23.0215),
  gazetteer('北京市', 'Beijing', 116.4074, 39.9042),
  gazetteer('上海市', 'Shanghai', 121.4737, 31.2304),
  gazetteer('天津市', 'Tianjin', 117.2009, 39.0842),
  gazetteer('重庆市', 'Chongqing', 106.5516, 29.563),
  gazetteer('杭州市', 'Hangzhou', 120.1551, 30.2741),
  gazetteer('南京市', 'Nanjing', 118.7969, 32.0603),
  gazetteer('武汉市', 'Wuhan', 114.3055, 30.5928),
  gazetteer('成都市', 'Chengdu', 104.0665, 30.5723),
  gazetteer('西安市', "Xi'an", 108.9398, 34.3416),
];

const fold = (text: string) => text.toLowerCase().replace(/[\s'’·,，.。-]/g, '');

/** Places whose name (either language) holds the query; recent and the centre first. At most `limit`. */
export function searchPlaces(query: string, places: readonly Place[], limit = 6): Place[] {
  const wanted = fold(query);
  if (wanted === '') return [];
  const seen = new Set<string>();
  const found: Place[] = [];
  for (const place of places) {
    const key = `${place.lng.toFixed(5)},${place.lat.toFixed(5)}`;
    if (seen.has(key)) continue;
    if (fold(place.zh).includes(wanted) || fold(place.en).includes(wanted)) {
      seen.add(key);
      found.push(place);
      if (found.length === limit) break;
    }
  }
  return found;
}

const RECENT_KEY = 'linli.recentPlaces';
const RECENT_LIMIT = 5;

/** Places confirmed in the picker on this phone, newest first (the "last known place" is the first). */
export function readRecentPlaces(): Place[] {
  try {
    const raw = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]') as unknown;
    if (!Array.isArray(raw)) return [];
    return raw
      .filter(
        (p): p is Place =>
          typeof p === 'object' &&
          p !== null &&
          Number.isFinite(p.lng) &&
          Number.isFinite(p.lat) &&
          typeof p.zh === 'string' &&
          typeof p.en === 'string',
      )
      .map((p) => ({ zh: p.zh, en: p.en, lng: p.lng, lat: p.lat, kind: 'recent' as const }));
  } catch {
    return [];
  }
}

export function rememberPlace(place: Omit<Place, 'kind'>): void {
  const same = (p: LngLat) => Math.abs(p.lng - place.lng) < 1e-6 && Math.abs(p.lat - place.lat) < 1e-6;
  const rest = readRecentPlaces().filter((p) => !same(p));
  const next = [{ zh: place.zh, en: place.en, lng: place.lng, lat: place.lat }, ...rest].slice(
    0,
    RECENT_LIMIT,
  );
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify(next));
  } catch {
    // Private mode or full storage: the pick still works, only the "last place" is not kept.
  }
}

/** A place's name in the app's language (the other language's when it has none; '' for an unnamed point). */
export function placeName(place: { zh: string; en: string }, language: string): string {
  return language.startsWith('en') ? place.en || place.zh : place.zh || place.en;
}
