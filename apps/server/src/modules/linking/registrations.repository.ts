import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DeviceRegistrationsTable } from './tables.ts';

export interface RegistrationRecord {
  serialNumber: string;
  productId: number;
  firmwareVersion: string;
  rssi: number | null;
  online: boolean;
  firstSeen: string;
  lastSeen: string;
}

function toRecord(row: Selectable<DeviceRegistrationsTable>): RegistrationRecord {
  return {
    serialNumber: row.serial_number,
    productId: row.product_id,
    firmwareVersion: row.firmware_version,
    rssi: row.rssi,
    online: row.online === 1,
    firstSeen: row.first_seen,
    lastSeen: row.last_seen,
  };
}

/** Serials that registered themselves (migration 0025), one row each. */
export class RegistrationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The serial is connected now: its row is made on first sight, else marked online (and its product kept). */
  async seen(serialNumber: string, productId: number, now: string): Promise<void> {
    await this.db
      .insertInto('device_registrations')
      .values({
        serial_number: serialNumber,
        product_id: productId,
        online: 1,
        first_seen: now,
        last_seen: now,
      })
      .onConflict((oc) =>
        oc.column('serial_number').doUpdateSet({ product_id: productId, online: 1, last_seen: now }),
      )
      .execute();
  }

  async update(
    serialNumber: string,
    changes: { online?: boolean; firmwareVersion?: string; rssi?: number },
    now: string,
  ): Promise<void> {
    await this.db
      .updateTable('device_registrations')
      .set({
        last_seen: now,
        ...(changes.online !== undefined && { online: changes.online ? 1 : 0 }),
        ...(changes.firmwareVersion !== undefined && { firmware_version: changes.firmwareVersion }),
        ...(changes.rssi !== undefined && { rssi: changes.rssi }),
      })
      .where('serial_number', '=', serialNumber)
      .execute();
  }

  async find(serialNumber: string): Promise<RegistrationRecord | undefined> {
    const row = await this.db
      .selectFrom('device_registrations')
      .selectAll()
      .where('serial_number', '=', serialNumber)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  /** Newest first (the one an administrator is looking for has usually just connected). */
  async list(filter: {
    productId?: number | undefined;
    offset: number;
    limit: number;
  }): Promise<{ rows: RegistrationRecord[]; total: number }> {
    let query = this.db.selectFrom('device_registrations');
    if (filter.productId !== undefined) query = query.where('product_id', '=', filter.productId);
    const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy('last_seen', 'desc')
      .orderBy('id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute();
    return { rows: rows.map(toRecord), total: Number(counted.n) };
  }

  async onlineSerials(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('device_registrations')
      .select('serial_number')
      .where('online', '=', 1)
      .execute();
    return rows.map((r) => r.serial_number);
  }

  async delete(serialNumber: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('device_registrations')
      .where('serial_number', '=', serialNumber)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
