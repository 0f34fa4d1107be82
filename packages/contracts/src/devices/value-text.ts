import type { DatatypeSpec } from '../products/things-model.ts';

/**
 * The thing-model property a camera reports its stream address in: the player plays it, people never read it
 * (the device page leaves it out).
 */
export const STREAM_URL_PROPERTY = 'stream_url';

/**
 * Thing-model values in words, the same on the server (device cards' readings) and in the app (device
 * detail): people never read a raw wire value, a count of seconds or a JSON position.
 */

/**
 * A stored wire value as a person reads it: bool and enum texts, numbers with their unit, durations in
 * seconds as days/hours/minutes, a reported position as a place.
 */
export function formatValue(datatype: DatatypeSpec, value: string | undefined, language = 'zh-CN'): string {
  if (value === undefined || value === '') return '';
  switch (datatype.type) {
    case 'bool':
      return value === '1' || value === 'true' ? datatype.trueText : datatype.falseText;
    case 'enum':
      return datatype.enumList.find((item) => item.value === value)?.text ?? value;
    case 'integer':
    case 'decimal':
      if (datatype.unit === 's' && Number.isFinite(Number(value)))
        return formatDuration(Number(value), language);
      return datatype.unit ? `${value} ${datatype.unit}` : value;
    case 'object':
      return isPosition(datatype) ? formatPosition(value, language) : value;
    default:
      return value;
  }
}

const isEnglish = (language: string) => language.startsWith('en');

/** Seconds as the two largest whole units ("578 天 16 小时", "578 days 16 hours"), never a raw count. */
export function formatDuration(seconds: number, language: string): string {
  const total = Math.max(0, Math.floor(seconds));
  const parts: [number, string, string, string][] = [
    [Math.floor(total / 86_400), '天', 'day', 'days'],
    [Math.floor((total % 86_400) / 3_600), '小时', 'hour', 'hours'],
    [Math.floor((total % 3_600) / 60), '分钟', 'minute', 'minutes'],
    [total % 60, '秒', 'second', 'seconds'],
  ];
  const first = parts.findIndex(([n]) => n > 0);
  const shown = first === -1 ? [parts[3]!] : parts.slice(first, first + 2).filter(([n]) => n > 0);
  return shown
    .map(([n, zh, one, many]) => (isEnglish(language) ? `${n} ${n === 1 ? one : many}` : `${n} ${zh}`))
    .join(' ');
}

/** A thing-model object of longitude and latitude (the watch's and pendant's `location`). */
function isPosition(datatype: Extract<DatatypeSpec, { type: 'object' }>): boolean {
  const ids = datatype.params.map((p) => p.id);
  return ids.includes('lng') && ids.includes('lat');
}

/** A point as words: "near 31.23° N, 121.47° E"; (0, 0) is what a device reports before its first fix. */
export function formatCoordinates(lat: number, lng: number, language: string): string {
  const en = isEnglish(language);
  const ns = lat >= 0 ? (en ? 'N' : '北纬') : en ? 'S' : '南纬';
  const ew = lng >= 0 ? (en ? 'E' : '东经') : en ? 'W' : '西经';
  const a = Math.abs(lat).toFixed(2);
  const o = Math.abs(lng).toFixed(2);
  return en ? `near ${a}° ${ns}, ${o}° ${ew}` : `${ns} ${a}°、${ew} ${o}° 附近`;
}

/**
 * A reported position (`{"lng":"121.47","lat":"31.23"}`) as a person reads it; the device reports no
 * address, so the coordinates in words are the last resort, and (0, 0) or nothing reads "not located yet".
 */
export function formatPosition(value: string, language: string): string {
  let point: { lng?: unknown; lat?: unknown } = {};
  try {
    point = JSON.parse(value) as typeof point;
  } catch {
    return value;
  }
  const lat = Number(point?.lat);
  const lng = Number(point?.lng);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || (lat === 0 && lng === 0)) {
    return isEnglish(language) ? 'Not located yet' : '尚未定位';
  }
  return formatCoordinates(lat, lng, language);
}
