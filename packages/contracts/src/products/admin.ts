import { z } from 'zod';
import { pageQuery } from '../common/page-query.ts';
import { DEVICE_TYPES } from './schemas.ts';
import { thingsModelSetSchema } from './things-model.ts';

/**
 * Product administration (docs/devices.md "Products and thing models"): products are rows an administrator
 * creates, edits, publishes and retires; FastBee firmware logs in with a product's MQTT account, password and
 * secret, which are kept encrypted (never hashed) so they can be shown to the administrator and check `E&`
 * passwords.
 */

/** FastBee's product status, plus retired: devices connect only to published products. */
export const PRODUCT_STATUS = { draft: 1, published: 2, retired: 3 } as const;
export type ProductStatus = (typeof PRODUCT_STATUS)[keyof typeof PRODUCT_STATUS];

/** FastBee's `vertificateMethod`: which client ids a device may use — `S&`, `E&` or both. */
export const AUTH_METHODS = { simple: 1, encrypted: 2, both: 3 } as const;
export type AuthMethod = (typeof AUTH_METHODS)[keyof typeof AUTH_METHODS];

/**
 * Which secret a device may present: the product's account and password (FastBee's model, what firmware is
 * flashed with), its own per-device secret (Linli's stronger default), or either.
 */
export const CREDENTIAL_SCOPES = ['device', 'product', 'both'] as const;
export type CredentialScope = (typeof CREDENTIAL_SCOPES)[number];

/**
 * The OTA topics and payloads a product's firmware speaks (docs/devices.md "OTA"):
 * `linli`: `/{pid}/{sn}/upgrade/set` (FastBee v2 server); `fastbee-v1`: `/{pid}/{sn}/ota/get` (the SDK
 * firmware); `fastbee-arduino`: `/{sn}/http/upgrade/set` and `/{sn}/fetch/upgrade/set` (FastBee-Arduino).
 */
export const OTA_PROTOCOLS = ['linli', 'fastbee-v1', 'fastbee-arduino'] as const;
export type OtaProtocol = (typeof OTA_PROTOCOLS)[number];

/** The payload protocol: FastBee's JSON array `[{"id","value","remark"}]`, the only one spoken. */
export const PROTOCOL_CODES = ['JSON'] as const;

const flag = z.union([z.literal(0), z.literal(1)]);

/** What an administrator fills in to create or edit a product. */
export const productForm = z.object({
  productName: z.string().trim().min(1).max(64),
  productNameEn: z.string().trim().min(1).max(64),
  categoryName: z.string().trim().min(1).max(32),
  imgUrl: z.string().trim().max(512).default(''),
  deviceType: z.literal(Object.values(DEVICE_TYPES)),
  /** 1: its devices report through a gateway (FastBee's "gateway sub-device"). */
  isSubDevice: flag.default(0),
  networkMethod: z.literal([1, 2, 3, 4]),
  protocolCode: z.enum(PROTOCOL_CODES).default('JSON'),
  vertificateMethod: z.literal([1, 2, 3]).default(3),
  credentialScope: z.enum(CREDENTIAL_SCOPES).default('device'),
  /** 1: devices add an authorization code to the product password. */
  isAuthorize: flag.default(0),
  /** 1: an unknown serial with valid product credentials becomes a device without an owner. */
  selfRegister: flag.default(0),
  otaProtocol: z.enum(OTA_PROTOCOLS).default('linli'),
  /** Minutes a device may stay offline before its people are warned; null: never. */
  offlineAlarmMinutes: z.number().int().min(5).max(10_080).nullable().default(null),
  /** Blank on create: generated (`linli-…`). Letters, digits, `-`, `_`. */
  mqttAccount: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,64}$/)
    .optional(),
});
export type ProductForm = z.input<typeof productForm>;

/** A product as its administrator sees it, credentials included. */
export const productAdmin = z.object({
  productId: z.number().int(),
  productName: z.string(),
  productNameEn: z.string(),
  categoryName: z.string(),
  imgUrl: z.string(),
  deviceType: z.literal(Object.values(DEVICE_TYPES)),
  isSubDevice: flag,
  networkMethod: z.literal([1, 2, 3, 4]),
  protocolCode: z.enum(PROTOCOL_CODES),
  vertificateMethod: z.literal([1, 2, 3]),
  credentialScope: z.enum(CREDENTIAL_SCOPES),
  isAuthorize: flag,
  selfRegister: flag,
  otaProtocol: z.enum(OTA_PROTOCOLS),
  offlineAlarmMinutes: z.number().int().nullable(),
  status: z.literal([1, 2, 3]),
  mqttAccount: z.string(),
  mqttPassword: z.string(),
  /** 16 characters: the AES key of `E&` passwords. */
  mqttSecret: z.string(),
  /** The thing model's current version (1 on creation; each published change adds one). */
  thingsModelVersion: z.number().int(),
  deviceCount: z.number().int(),
  /** Devices still reporting under an older thing-model version (applyThingsModel moves them). */
  devicesBehind: z.number().int(),
  createTime: z.string(),
  /** The current thing model as stored, both languages (the editor's starting point; never localised). */
  thingsModels: thingsModelSetSchema,
});
export type ProductAdmin = z.infer<typeof productAdmin>;

/** A row of the administrators' product list (no credentials). */
export const productAdminRow = productAdmin.omit({
  mqttPassword: true,
  mqttSecret: true,
  devicesBehind: true,
  thingsModels: true,
});
export type ProductAdminRow = z.infer<typeof productAdminRow>;

export const productAdminQuery = pageQuery.extend({
  productName: z.string().trim().max(64).optional(),
  status: z.coerce
    .number()
    .pipe(z.literal([1, 2, 3]))
    .optional(),
});
export type ProductAdminQuery = z.infer<typeof productAdminQuery>;

/** Publish (2), take back to draft (1, only while no device uses it) or retire (3). */
export const productStatusBody = z.object({ status: z.literal([1, 2, 3]) });

/** A new thing model: saved as the next version of a published product, in place for a draft. */
export const thingsModelBody = z.object({ thingsModels: thingsModelSetSchema });

/** Issue a new product password or secret (firmware flashed with the old one can no longer log in). */
export const credentialsResetBody = z.object({ reset: z.enum(['password', 'secret']) });

/** A FastBee product export (its JSON text, as the file holds it). */
export const productImportBody = z.object({ json: z.string().min(2).max(1_000_000) });

export const productExport = z.object({ fileName: z.string(), json: z.string() });
