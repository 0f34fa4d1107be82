/**
 * The device QR code of FastBee's app (docs/fastbee.md "Adding devices"): JSON
 * `{"type":1,"deviceNumber":"…","productId":N,"productName":"…"}`. Some scanners put one stray character
 * before the `{`, which is dropped. Type 1 is the only handler; another type is 'unmatched', anything that
 * is not such JSON is 'malformed' (docs/product.md "Linking devices" has a message for each).
 */
export const QR_TYPE_DEVICE = 1;

export type QrResult =
  | { kind: 'device'; deviceNumber: string; productId: number; productName: string }
  | { kind: 'unmatched' }
  | { kind: 'malformed' };

export function parseDeviceQr(text: string): QrResult {
  const trimmed = text.trim();
  const json = trimmed.startsWith('{') ? trimmed : trimmed.slice(1);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { kind: 'malformed' };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { kind: 'malformed' };
  const record = value as Record<string, unknown>;
  if (Number(record.type) !== QR_TYPE_DEVICE) return { kind: 'unmatched' };
  const deviceNumber = typeof record.deviceNumber === 'string' ? record.deviceNumber.trim() : '';
  const productId = Number(record.productId);
  if (!deviceNumber || !Number.isInteger(productId) || productId <= 0) return { kind: 'malformed' };
  const productName = typeof record.productName === 'string' ? record.productName : '';
  return { kind: 'device', deviceNumber, productId, productName };
}
