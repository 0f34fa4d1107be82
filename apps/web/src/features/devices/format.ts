import { DEVICE_STATUS, type DeviceStatus } from '@linli/contracts';

// Values in words live in contracts: the server words device cards' readings with the same functions.
export { formatCoordinates, formatDuration, formatPosition, formatValue } from '@linli/contracts';

/**
 * What the controls of a device may do now (docs/fastbee.md "Device page": offline greys them, shadow keeps
 * them).
 */
export function canControl(status: DeviceStatus, isShadow: 0 | 1): boolean {
  return status === DEVICE_STATUS.online || (status === DEVICE_STATUS.offline && isShadow === 1);
}

/** Decimal places of a step (0.1 -> 1), so a stepper does not print 20.300000000000001. */
export function stepDecimals(step: number): number {
  const text = String(step);
  if (text.includes('e-')) return Number(text.split('e-')[1]);
  return text.includes('.') ? (text.split('.')[1]?.length ?? 0) : 0;
}

export function formatTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(language, { hour12: false });
}
