import type { LngLat } from './tiles.ts';

/**
 * A location pick across a navigation: the form that opens /choose-location leaves its unsaved draft here,
 * the picker adds the chosen point, and the form takes both back when it is shown again. Session storage,
 * so a reload on the picker loses nothing either.
 */
const KEY = 'linli.locationPick';

interface Pick<T> {
  key: string;
  draft: T;
  coords?: LngLat;
}

function read<T>(): Pick<T> | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Pick<T>) : undefined;
  } catch {
    return undefined;
  }
}

export function startLocationPick<T>(key: string, draft: T): void {
  sessionStorage.setItem(KEY, JSON.stringify({ key, draft }));
}

export function finishLocationPick(coords: LngLat): void {
  const pick = read<unknown>();
  if (pick) sessionStorage.setItem(KEY, JSON.stringify({ ...pick, coords }));
}

/** The pick for this form, if one is pending (read without clearing: React may render twice). */
export function peekLocationPick<T>(key: string): Pick<T> | undefined {
  const pick = read<T>();
  return pick?.key === key ? pick : undefined;
}

export function clearLocationPick(key: string): void {
  if (read()?.key === key) sessionStorage.removeItem(KEY);
}

/** The pick key of a device's details form. */
export const deviceFormPickKey = (deviceId: number) => `device-${deviceId}`;
