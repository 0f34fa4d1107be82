import { z } from 'zod';
import { requiredNumber } from '../devices/fields.ts';
import type { MqttConnectData } from '../devices/schemas.ts';
import { SERIAL_NUMBER_PATTERN } from '../mqtt/topics.ts';

/** Most devices one relate-user call may link (FastBee's relate page is a repeatable form). */
export const RELATE_MAX_ROWS = 20;

const deviceNumber = z.string().trim().min(1).max(64).regex(SERIAL_NUMBER_PATTERN);
const authCode = z
  .string()
  .trim()
  .max(64)
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * One row of the link form (docs/product.md "Linking devices"): device number, product number, product name
 * (optional).
 */
export const relateRow = z.object({
  deviceNumber,
  productId: requiredNumber(z.number().int().positive()),
  productName: z.string().trim().max(64).optional(),
  /** Needed when the product requires authorization codes (FastBee `isAuthorize`). */
  authCode,
});
export type RelateRow = z.infer<typeof relateRow>;
/** A row as the app sends it (authorization code may be left out). */
export type RelateRowInput = z.input<typeof relateRow>;

/**
 * `POST /iot/device/relateUser` (docs/fastbee.md "Devices and control"). Unlike FastBee, `userId` is never
 * trusted: the devices always go to the caller, and a device someone else owns is never taken over.
 */
export const relateUserBody = z.object({
  userId: z.unknown().optional(),
  deviceNumberAndProductIds: z.array(relateRow).min(1).max(RELATE_MAX_ROWS),
});
export type RelateUserBody = z.infer<typeof relateUserBody>;

export interface RelatedDevice {
  deviceId: number;
  serialNumber: string;
  productId: number;
  deviceName: string;
  /** false when the device was already mine (linking is idempotent). */
  created: boolean;
}

/** `POST /iot/device/pairingToken`: optionally pin the product the device must belong to. */
export const pairingTokenBody = z.object({
  productId: requiredNumber(z.number().int().positive()).optional(),
});
export type PairingTokenBody = z.infer<typeof pairingTokenBody>;

/** A limit in the style of docs/product.md "Loading and feedback": a pairing token lives 10 minutes. */
export const PAIRING_TOKEN_TTL_MS = 10 * 60 * 1000;
/**
 * The MQTT user name a device presents with a pairing token as its password. After the first connection the
 * token is the device's own secret, so it reconnects with any other user name.
 */
export const PAIRING_USERNAME = 'pairing';
export const DEVICE_SECRET_USERNAME = 'device';

export interface PairingToken {
  /** Public id, for polling the pairing status (never the secret). */
  pairingId: number;
  token: string;
  userId: number;
  expiresAt: string;
}

export interface PairingStatus {
  pairingId: number;
  used: boolean;
  expired: boolean;
  deviceId: number | null;
  /** Device status (3 online) once a device used the token. */
  deviceStatus: number | null;
  deviceName: string | null;
}

/** Where a device in network-setup mode answers (docs/fastbee.md "Wi-Fi provisioning"). */
export const PROVISIONING_DEFAULT_ADDRESS = 'http://192.168.4.1';
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export interface LinkingOptions {
  /** `{z}/{x}/{y}` template of the map tile server. */
  mapTileUrl: string;
  mapAttribution: string;
  provisioningAddress: string;
  pairingTokenMinutes: number;
}

/** The catalogue product a phone reports as (mobile monitoring). */
export const PHONE_PRODUCT_CODE = 'phone';

export interface PhoneDevice {
  deviceId: number;
  serialNumber: string;
  productId: number;
  deviceName: string;
  connect: MqttConnectData;
}
