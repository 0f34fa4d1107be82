import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PairingTokensTable } from './tables.ts';

export interface PairingRecord {
  id: number;
  userId: number;
  productId: number | null;
  expiresAt: string;
  usedAt: string | null;
  deviceId: number | null;
}

function toRecord(row: Selectable<PairingTokensTable>): PairingRecord {
  return {
    id: row.id,
    userId: row.user_id,
    productId: row.product_id,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
    deviceId: row.device_id,
  };
}

export class PairingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(
    row: { tokenHash: string; userId: number; productId: number | null; expiresAt: string },
    now: string,
  ): Promise<number> {
    const inserted = await this.db
      .insertInto('pairing_tokens')
      .values({
        token_hash: row.tokenHash,
        user_id: row.userId,
        product_id: row.productId,
        expires_at: row.expiresAt,
        used_at: null,
        device_id: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async findByHash(tokenHash: string): Promise<PairingRecord | undefined> {
    const row = await this.db
      .selectFrom('pairing_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  async findById(id: number): Promise<PairingRecord | undefined> {
    const row = await this.db
      .selectFrom('pairing_tokens')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  /** Claims an unused token (compare-and-set): false when another connection used it first. */
  async claim(id: number, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('pairing_tokens')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async setDevice(id: number, deviceId: number): Promise<void> {
    await this.db.updateTable('pairing_tokens').set({ device_id: deviceId }).where('id', '=', id).execute();
  }

  /** Expired tokens that were never used are of no further interest. */
  async deleteExpiredUnused(now: string): Promise<void> {
    await this.db
      .deleteFrom('pairing_tokens')
      .where('used_at', 'is', null)
      .where('expires_at', '<', now)
      .execute();
  }
}
