import { API_PREFIX, ApiPath, fillPath, LANGUAGE_HEADER, type PairingStatus } from '@linli/contracts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { getToken } from '../../../lib/storage.ts';

/**
 * One quiet read of a pairing's status. While the phone is still on the device's hotspot the server is out
 * of reach; the "detect device" step simply asks again, so no toast per failed poll (unlike request()).
 */
export async function readPairingStatus(pairingId: number): Promise<PairingStatus | undefined> {
  try {
    const headers: Record<string, string> = { [LANGUAGE_HEADER]: currentLanguage() };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(`${API_PREFIX}${fillPath(ApiPath.devicePairingStatus, { id: pairingId })}`, {
      headers,
    });
    const body = (await response.json()) as { code?: number; data?: PairingStatus };
    return body.code === 200 ? body.data : undefined;
  } catch {
    return undefined;
  }
}
