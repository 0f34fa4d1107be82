import { type DatatypeSpec, DEVICE_STATUS, type DeviceStatus } from '@linli/contracts';

/** A stored wire value as a person reads it: bool and enum texts, numbers with their unit. */
export function formatValue(datatype: DatatypeSpec, value: string | undefined): string {
  if (value === undefined || value === '') return '';
  switch (datatype.type) {
    case 'bool':
      return value === '1' || value === 'true' ? datatype.trueText : datatype.falseText;
    case 'enum':
      return datatype.enumList.find((item) => item.value === value)?.text ?? value;
    case 'integer':
    case 'decimal':
      return datatype.unit ? `${value} ${datatype.unit}` : value;
    default:
      return value;
  }
}

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
