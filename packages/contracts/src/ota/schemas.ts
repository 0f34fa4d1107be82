import { z } from 'zod';
import { pageQuery } from '../common/page-query.ts';
import { rowId } from '../common/row-id.ts';
import { idQueryField } from '../devices/fields.ts';
import { readVersion } from './versions.ts';

/**
 * One upgrade task's life (docs/fastbee.md "OTA", PRO FirmwareTask details): `waiting` (the device was
 * offline; it gets the command when it next listens), `sent` (published on `/upgrade/set`), `downloading`
 * (the device reports progress), `installing`, then `success` (the device reports the new version) or
 * `failed` (e.g. the downloaded file's SHA-256 did not match).
 */
export const OTA_STATUSES = ['waiting', 'sent', 'downloading', 'installing', 'success', 'failed'] as const;
export type OtaStatus = (typeof OTA_STATUSES)[number];
/** A task in one of these states still holds the device: no second upgrade is started meanwhile. */
export const OTA_ACTIVE_STATUSES: readonly OtaStatus[] = ['waiting', 'sent', 'downloading', 'installing'];
export const isOtaActive = (status: OtaStatus): boolean => OTA_ACTIVE_STATUSES.includes(status);

/** Firmware files up to this size (a home-care device's image; the demo files are a few hundred bytes). */
export const FIRMWARE_MAX_BYTES = 16 * 1024 * 1024;

/**
 * A firmware version as FastBee keeps it, a decimal such as 1.1 or 2.05, or as FastBee-Arduino writes it,
 * dotted such as 1.0.3; kept as one number (versions.ts).
 */
export const firmwareVersionField = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string()
    .trim()
    .min(1)
    .regex(/^(\d{1,6}(\.\d{1,2})?|\d{1,6}\.\d{1,2}\.\d{1,2})$/)
    .transform((text) => readVersion(text) ?? 0)
    .refine((n) => n > 0),
);

/** A firmware of a product (PRO `iot_firmware`): the file is served over HTTP at `filePath` for devices. */
export const productFirmware = z.object({
  firmwareId: z.number().int(),
  firmwareName: z.string(),
  productId: z.number().int(),
  /** In the request's language ('' when the product is gone). */
  productName: z.string(),
  version: z.number(),
  /** Where devices download it (under /uploads/, an unguessable name). */
  filePath: z.string(),
  /** Lower-case hex SHA-256 of the file, computed by the server on upload. */
  sha256: z.string(),
  byteSize: z.number().int(),
  /** 1 for the newest version of its product. */
  isLatest: z.literal([0, 1]),
  remark: z.string(),
  createTime: z.string(),
});
export type Firmware = z.infer<typeof productFirmware>;

export const otaStep = z.object({ status: z.enum(OTA_STATUSES), at: z.string() });
export type OtaStep = z.infer<typeof otaStep>;

/** An upgrade of one device, persisted with every state it went through. */
export const otaTask = z.object({
  taskId: z.number().int(),
  deviceId: z.number().int(),
  /** 0 when the firmware has been deleted since. */
  firmwareId: z.number().int(),
  firmwareName: z.string(),
  fromVersion: z.number(),
  version: z.number(),
  status: z.enum(OTA_STATUSES),
  /** Download progress 0–100 (100 from installing on). */
  progress: z.number(),
  /** Why it failed, in the device's words (e.g. 'checksum mismatch'). */
  message: z.string(),
  steps: z.array(otaStep),
  createTime: z.string(),
  updateTime: z.string(),
});
export type OtaTask = z.infer<typeof otaTask>;

/** Multipart fields of `POST /iot/firmware` (the file part is `file`). */
export const firmwareUploadFields = z.object({
  productId: rowId,
  version: firmwareVersionField,
  firmwareName: z.string().trim().min(1).max(64),
  remark: z.string().trim().max(140).default(''),
});
export type FirmwareUploadFields = z.infer<typeof firmwareUploadFields>;

export const firmwareListQuery = pageQuery.extend({
  productId: rowId.optional(),
});
export type FirmwareListQuery = z.infer<typeof firmwareListQuery>;

export const otaUpgradeBody = z.object({
  deviceId: rowId,
  firmwareId: rowId,
});
export type OtaUpgradeBody = z.infer<typeof otaUpgradeBody>;

export const otaTaskQuery = z.object({ deviceId: idQueryField });

/**
 * `/{productId}/{serial}/upgrade/set` to the device (FastBee v1 `{version, downloadUrl}` plus PRO's `taskId`,
 * and the checksum the device must verify before installing).
 */
export interface OtaCommand {
  taskId: number;
  firmwareId: number;
  version: number;
  downloadUrl: string;
  sha256: string;
  byteSize: number;
}

/** `/{productId}/{serial}/upgrade/reply` from the device: progress, then the outcome. */
export const otaReply = z.object({
  taskId: rowId,
  status: z.enum(['downloading', 'installing', 'success', 'failed']),
  progress: z.coerce.number().min(0).max(100).optional(),
  version: z.coerce.number().min(0).max(1_000_000).optional(),
  message: z.string().max(200).optional(),
});
export type OtaReply = z.infer<typeof otaReply>;
