import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  ErrorCode,
  type Firmware,
  type FirmwareListQuery,
  type FirmwareUploadFields,
  type Language,
  UPLOADS_PREFIX,
} from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { randomToken } from '../../platform/secrets.ts';
import type { Actor, Devices } from '../devices/index.ts';
import type { ProductsService } from '../products/index.ts';
import type { FirmwareRecord, OtaRepository } from './ota.repository.ts';

/** Firmware lives beside the other uploads, so the same static route serves it to devices. */
export const FIRMWARE_FOLDER = 'firmware';

export const firmwareNotFound = () => new AppError(ErrorCode.FIRMWARE_NOT_FOUND);

/** The newest firmware by version (FastBee `is_latest`). */
export function newestOf(list: readonly FirmwareRecord[]): FirmwareRecord | undefined {
  return list.reduce<FirmwareRecord | undefined>(
    (best, f) => (!best || f.version > best.version ? f : best),
    undefined,
  );
}

export const sha256Of = (buffer: Buffer): string => createHash('sha256').update(buffer).digest('hex');

/** Firmware per product: administrators upload and delete; device users ask for the newest. */
export class FirmwareService {
  constructor(
    private readonly deps: {
      repository: OtaRepository;
      products: ProductsService;
      devices: Devices;
      clock: Clock;
      /** DATA_DIR/uploads */
      uploadsRoot: string;
    },
  ) {}

  /** Stores the file under a random name and its SHA-256 (what devices verify before installing). */
  async upload(
    createdBy: number | null,
    fields: FirmwareUploadFields,
    file: Buffer,
    language: Language,
  ): Promise<Firmware> {
    const { repository, products } = this.deps;
    if (file.length === 0) throw new AppError(ErrorCode.UPLOAD_EMPTY, { field: 'file' });
    await products.require(fields.productId);
    if (await repository.hasVersion(fields.productId, fields.version)) {
      throw new AppError(ErrorCode.FIRMWARE_VERSION_EXISTS, { field: 'version' });
    }
    const relative = `${FIRMWARE_FOLDER}/${randomToken(12)}.bin`;
    await fs.mkdir(path.join(this.deps.uploadsRoot, FIRMWARE_FOLDER), { recursive: true });
    await fs.writeFile(path.join(this.deps.uploadsRoot, relative), file, { flag: 'wx' });
    const record: Omit<FirmwareRecord, 'id'> = {
      productId: fields.productId,
      name: fields.firmwareName,
      version: fields.version,
      filePath: `${UPLOADS_PREFIX}${relative}`,
      sha256: sha256Of(file),
      byteSize: file.length,
      remark: fields.remark,
      createdAt: this.deps.clock.now().toISOString(),
    };
    const id = await repository.insertFirmware({ ...record, createdBy });
    return this.present({ ...record, id }, language, await repository.listFirmware(fields.productId));
  }

  async list(query: FirmwareListQuery, language: Language): Promise<{ rows: Firmware[]; total: number }> {
    const all = await this.deps.repository.listFirmware(query.productId);
    const start = (query.pageNum - 1) * query.pageSize;
    const rows = all.slice(start, start + query.pageSize);
    const presented: Firmware[] = [];
    for (const f of rows) presented.push(await this.present(f, language, all));
    return { rows: presented, total: all.length };
  }

  async remove(id: number): Promise<void> {
    const firmware = await this.deps.repository.findFirmware(id);
    if (!firmware) throw firmwareNotFound();
    await this.deps.repository.deleteFirmware(id);
    const relative = firmware.filePath.slice(UPLOADS_PREFIX.length);
    await fs.rm(path.join(this.deps.uploadsRoot, relative), { force: true });
  }

  /**
   * `GET /iot/firmware/getLatest/{deviceId}`: the newest firmware of the device's product when it is newer
   * than what the device runs, else undefined ('already latest version', docs/product.md "Firmware upgrade").
   * Anyone who may see the device may ask; upgrading needs the OTA permission.
   */
  async latestFor(actor: Actor, deviceId: number, language: Language): Promise<Firmware | undefined> {
    const device = await this.deps.devices.devices.requireAccess(actor, deviceId, 'read');
    const all = await this.deps.repository.listFirmware(device.productId);
    const newest = newestOf(all);
    if (!newest || newest.version <= device.firmwareVersion) return undefined;
    return this.present(newest, language, all);
  }

  async find(id: number): Promise<FirmwareRecord | undefined> {
    return this.deps.repository.findFirmware(id);
  }

  private async present(f: FirmwareRecord, language: Language, sameProduct: readonly FirmwareRecord[]) {
    const product = await this.deps.products.find(f.productId);
    const newest = newestOf(sameProduct.filter((x) => x.productId === f.productId));
    return {
      firmwareId: f.id,
      firmwareName: f.name,
      productId: f.productId,
      productName: product ? (language === 'en-US' ? product.nameEn : product.name) : '',
      version: f.version,
      filePath: f.filePath,
      sha256: f.sha256,
      byteSize: f.byteSize,
      isLatest: newest?.id === f.id ? 1 : 0,
      remark: f.remark,
      createTime: f.createdAt,
    } satisfies Firmware;
  }
}
