import { z } from 'zod';
import { requiredNumber } from '../devices/fields.ts';
import { mqttConnectData } from '../devices/schemas.ts';
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

export const relatedDevice = z.object({
  deviceId: z.number().int(),
  serialNumber: z.string(),
  productId: z.number().int(),
  deviceName: z.string(),
  /** false when the device was already mine (linking is idempotent). */
  created: z.boolean(),
});
export type RelatedDevice = z.infer<typeof relatedDevice>;

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

export const pairingToken = z.object({
  /** Public id, for polling the pairing status (never the secret). */
  pairingId: z.number().int(),
  token: z.string(),
  userId: z.number().int(),
  expiresAt: z.string(),
});
export type PairingToken = z.infer<typeof pairingToken>;

export const pairingStatus = z.object({
  pairingId: z.number().int(),
  used: z.boolean(),
  expired: z.boolean(),
  /** null until a device used the token. */
  deviceId: z.number().int().nullable(),
  /** Device status (3 online) once a device used the token. */
  deviceStatus: z.number().int().nullable(),
  deviceName: z.string().nullable(),
});
export type PairingStatus = z.infer<typeof pairingStatus>;

/** Where a device in network-setup mode answers (docs/fastbee.md "Wi-Fi provisioning"). */
export const PROVISIONING_DEFAULT_ADDRESS = 'http://192.168.4.1';
/**
 * The default map tiles (docs/deploy.md "Map tiles"): AutoNavi (高德) road tiles, reachable in mainland China,
 * drawn in GCJ-02; `{s}` is one of the subdomains 1-4. OpenStreetMap (WGS-84) is the documented alternative.
 */
export const DEFAULT_MAP_TILE_URL =
  'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}';
export const DEFAULT_MAP_TILE_SUBDOMAINS = '1234';
/** The datum tiles are drawn in. Stored positions are always WGS-84 (what a GPS reports). */
export const MAP_TILE_COORDS = ['gcj02', 'wgs84'] as const;
export type MapTileCoords = (typeof MAP_TILE_COORDS)[number];
/** Where maps open without a position (the centre's city, Shenzhen Futian), WGS-84. */
export const DEFAULT_CENTRE_POSITION = { lng: 114.0579, lat: 22.5431 } as const;

export const linkingOptions = z.object({
  /** `{z}/{x}/{y}` template of the map tile server; `{s}` takes one character of mapTileSubdomains. */
  mapTileUrl: z.string(),
  mapTileSubdomains: z.string(),
  mapTileCoords: z.enum(MAP_TILE_COORDS),
  mapAttribution: z.string(),
  /** The centre's address and position (WGS-84): where maps open, and a place the address search knows. */
  centre: z.object({ address: z.string(), lng: z.number(), lat: z.number() }),
  provisioningAddress: z.string(),
  pairingTokenMinutes: z.number(),
});
export type LinkingOptions = z.infer<typeof linkingOptions>;

/** The catalogue product a phone reports as (mobile monitoring). */
export const PHONE_PRODUCT_CODE = 'phone';

export const phoneDevice = z.object({
  deviceId: z.number().int(),
  serialNumber: z.string(),
  productId: z.number().int(),
  deviceName: z.string(),
  connect: mqttConnectData,
});
export type PhoneDevice = z.infer<typeof phoneDevice>;
