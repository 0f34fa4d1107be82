import { DEVICE_TYPES, type DeviceReading, type DeviceType } from '@linli/contracts';

/** The kinds of product a card draws its own icon for. */
export const PRODUCT_KINDS = [
  'plug',
  'thermometer',
  'door',
  'smoke',
  'pendant',
  'radar',
  'watch',
  'gateway',
  'waterLeak',
  'camera',
  'light',
  'phone',
  'other',
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** The catalogue's picture names (apps/server/src/modules/products/catalogue.ts) by kind. */
const KIND_BY_PICTURE: Record<string, ProductKind> = {
  'smart-plug': 'plug',
  'th-sensor': 'thermometer',
  'door-sensor': 'door',
  'smoke-detector': 'smoke',
  'sos-pendant': 'pendant',
  'fall-radar': 'radar',
  'health-watch': 'watch',
  gateway: 'gateway',
  'water-leak': 'waterLeak',
  camera: 'camera',
  light: 'light',
  phone: 'phone',
};

/** A product's kind from its catalogue picture, else from its device type. */
export function productKind(imgUrl: string, deviceType: DeviceType): ProductKind {
  const picture = /\/device-images\/([\w-]+)\.\w+$/.exec(imgUrl)?.[1];
  const kind = picture ? KIND_BY_PICTURE[picture] : undefined;
  if (kind) return kind;
  if (deviceType === DEVICE_TYPES.gateway) return 'gateway';
  if (deviceType === DEVICE_TYPES.video) return 'camera';
  return 'other';
}

/**
 * What a card shows of each kind, like the device lists of Mi Home and Tuya: a plug's switch and power, a
 * thermometer's temperature and humidity, a door's open or closed, a watch's heart rate. `named` readings
 * carry their item's name, because their value alone does not say what it is ("72 bpm" → "Heart rate: 72 bpm").
 */
const KEY_ITEMS: Record<ProductKind, { id: string; named?: boolean }[]> = {
  plug: [{ id: 'switch' }, { id: 'power' }],
  thermometer: [{ id: 'temperature' }, { id: 'humidity' }],
  door: [{ id: 'contact' }],
  smoke: [{ id: 'alarm_state', named: true }],
  pendant: [{ id: 'battery', named: true }],
  radar: [{ id: 'posture', named: true }],
  watch: [{ id: 'heart_rate', named: true }],
  gateway: [{ id: 'sub_count', named: true }],
  waterLeak: [{ id: 'leak', named: true }],
  camera: [{ id: 'motion' }],
  light: [{ id: 'switch' }, { id: 'brightness', named: true }],
  phone: [{ id: 'battery', named: true }],
  other: [],
};

export interface KeyReading {
  id: string;
  /** The item's name, for a reading whose value alone does not say what it is. */
  name?: string;
  /** The value in words ('23.5 ℃', 'On'). */
  text: string;
}

/**
 * The one or two readings a device card shows for its kind, in words; a product of another kind (or one that
 * has not reported its key items yet) shows its first reading with its name, and a device that never reported
 * shows none.
 */
export function keyReadings(kind: ProductKind, readings: readonly DeviceReading[]): KeyReading[] {
  const byId = new Map(readings.map((r) => [r.id, r]));
  const chosen = KEY_ITEMS[kind].flatMap(({ id, named }) => {
    const reading = byId.get(id);
    if (!reading) return [];
    return [named ? { id, name: reading.name, text: reading.text } : { id, text: reading.text }];
  });
  if (chosen.length > 0) return chosen;
  const first = readings[0];
  return first ? [{ id: first.id, name: first.name, text: first.text }] : [];
}
