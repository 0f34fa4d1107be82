import {
  API_PREFIX,
  LANGUAGE_HEADER,
  linkingRoutes,
  type PairingStatus,
  pathOf,
  type RouteResponse,
} from '@linli/contracts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { getToken } from '../../../lib/storage.ts';

/**
 * One quiet read of a pairing's status. While the phone is still on the device's hotspot the server is out
 * of reach; the "detect device" step simply asks again, so no toast per failed poll (unlike request() and
 * call(), which it bypasses; the path and the answer's type still come from the route's descriptor).
 */
export async function readPairingStatus(pairingId: number): Promise<PairingStatus | undefined> {
  try {
    const headers: Record<string, string> = { [LANGUAGE_HEADER]: currentLanguage() };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const route = linkingRoutes.pairingStatus;
    const response = await fetch(`${API_PREFIX}${pathOf(route, { id: pairingId })}`, { headers });
    const body = (await response.json()) as { code?: number } & Partial<RouteResponse<typeof route>>;
    return body.code === 200 ? body.data : undefined;
  } catch {
    return undefined;
  }
}
