import type { OtaStatus, OtaStep } from '@linli/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FirmwareTable, OtaTasksTable } from './tables.ts';

export interface FirmwareRecord {
  id: number;
  productId: number;
  name: string;
  version: number;
  filePath: string;
  sha256: string;
  byteSize: number;
  remark: string;
  createdAt: string;
}

export interface TaskRecord {
  id: number;
  deviceId: number;
  firmwareId: number | null;
  firmwareName: string;
  userId: number | null;
  fromVersion: number;
  version: number;
  status: OtaStatus;
  progress: number;
  message: string;
  steps: OtaStep[];
  createdAt: string;
  updatedAt: string;
}

function toFirmware(r: Omit<Selectable<FirmwareTable>, 'created_by'>): FirmwareRecord {
  return {
    id: r.id,
    productId: r.product_id,
    name: r.name,
    version: Number(r.version),
    filePath: r.file_path,
    sha256: r.sha256,
    byteSize: r.byte_size,
    remark: r.remark,
    createdAt: r.created_at,
  };
}

function toTask(r: Selectable<OtaTasksTable>): TaskRecord {
  return {
    id: r.id,
    deviceId: r.device_id,
    firmwareId: r.firmware_id,
    firmwareName: r.firmware_name,
    userId: r.user_id,
    fromVersion: Number(r.from_version),
    version: Number(r.version),
    status: r.status as OtaStatus,
    progress: r.progress,
    message: r.message,
    steps: JSON.parse(r.steps) as OtaStep[],
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** Firmware files' rows and upgrade tasks. */
export class OtaRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertFirmware(row: Omit<FirmwareRecord, 'id'> & { createdBy: number | null }): Promise<number> {
    const inserted = await this.db
      .insertInto('firmware')
      .values({
        product_id: row.productId,
        name: row.name,
        version: String(row.version),
        file_path: row.filePath,
        sha256: row.sha256,
        byte_size: row.byteSize,
        remark: row.remark,
        created_by: row.createdBy,
        created_at: row.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async findFirmware(id: number): Promise<FirmwareRecord | undefined> {
    const row = await this.db.selectFrom('firmware').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toFirmware(row) : undefined;
  }

  async hasVersion(productId: number, version: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('firmware')
      .select('id')
      .where('product_id', '=', productId)
      .where('version', '=', String(version))
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Every firmware of a product (or of all products), newest upload first. */
  async listFirmware(productId?: number): Promise<FirmwareRecord[]> {
    let query = this.db.selectFrom('firmware').selectAll();
    if (productId !== undefined) query = query.where('product_id', '=', productId);
    const rows = await query.orderBy('id', 'desc').execute();
    return rows.map(toFirmware);
  }

  async deleteFirmware(id: number): Promise<void> {
    await this.db.deleteFrom('firmware').where('id', '=', id).execute();
  }

  async insertTask(row: Omit<TaskRecord, 'id'>): Promise<TaskRecord> {
    const inserted = await this.db
      .insertInto('ota_tasks')
      .values({
        device_id: row.deviceId,
        firmware_id: row.firmwareId,
        firmware_name: row.firmwareName,
        user_id: row.userId,
        from_version: String(row.fromVersion),
        version: String(row.version),
        status: row.status,
        progress: row.progress,
        message: row.message,
        steps: JSON.stringify(row.steps),
        created_at: row.createdAt,
        updated_at: row.updatedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ...row, id: inserted.id };
  }

  async updateTask(
    task: Pick<TaskRecord, 'id' | 'status' | 'progress' | 'message' | 'steps' | 'updatedAt'>,
  ): Promise<void> {
    await this.db
      .updateTable('ota_tasks')
      .set({
        status: task.status,
        progress: task.progress,
        message: task.message,
        steps: JSON.stringify(task.steps),
        updated_at: task.updatedAt,
      })
      .where('id', '=', task.id)
      .execute();
  }

  async findTask(id: number): Promise<TaskRecord | undefined> {
    const row = await this.db.selectFrom('ota_tasks').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toTask(row) : undefined;
  }

  /** The device's newest task, finished or not. */
  async latestTask(deviceId: number): Promise<TaskRecord | undefined> {
    const row = await this.db
      .selectFrom('ota_tasks')
      .selectAll()
      .where('device_id', '=', deviceId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? toTask(row) : undefined;
  }
}
