/**
 * The three permissions of docs/product.md "Phone permissions" (location, camera, external storage) in a
 * browser: what the browser says now, and asking for each. Storage maps to persistent storage
 * (navigator.storage.persist), the nearest browser notion of "keep my data".
 */
export const PERMISSION_KINDS = ['location', 'camera', 'storage'] as const;
export type PermissionKind = (typeof PERMISSION_KINDS)[number];
export type PermissionQuery = 'granted' | 'prompt' | 'denied';

/**
 * Permission state (docs/product.md "Phone permissions"): one boolean per permission, false until granted.
 */
const state: Record<PermissionKind, boolean> = { location: false, camera: false, storage: false };
export const permissionState = (): Readonly<Record<PermissionKind, boolean>> => ({ ...state });
export function setPermissionState(kind: PermissionKind, granted: boolean): void {
  state[kind] = granted;
}

export async function queryPermission(kind: PermissionKind): Promise<PermissionQuery> {
  if (kind === 'storage') {
    if (!navigator.storage?.persisted) return 'granted';
    return (await navigator.storage.persisted()) ? 'granted' : 'prompt';
  }
  try {
    const name = (kind === 'location' ? 'geolocation' : 'camera') as PermissionName;
    return (await navigator.permissions.query({ name })).state;
  } catch {
    // No Permissions API (or no such name): the request itself will tell.
    return 'prompt';
  }
}

const LOCATION_TIMEOUT_MS = 15_000;

/** Asks the browser (its own prompt); true when granted. */
export async function requestPermission(kind: PermissionKind): Promise<boolean> {
  switch (kind) {
    case 'location':
      if (!navigator.geolocation) return false;
      return new Promise((resolve) =>
        navigator.geolocation.getCurrentPosition(
          () => resolve(true),
          (error) => resolve(error.code !== error.PERMISSION_DENIED),
          { timeout: LOCATION_TIMEOUT_MS, maximumAge: 60_000 },
        ),
      );
    case 'camera':
      try {
        const stream = await navigator.mediaDevices.getUserMedia({ video: true });
        for (const track of stream.getTracks()) track.stop();
        return true;
      } catch {
        return false;
      }
    case 'storage':
      return navigator.storage?.persist ? navigator.storage.persist() : true;
  }
}
