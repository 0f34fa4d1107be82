import type { Migration } from 'kysely';
import type { Db } from '../database.ts';
import { type MigrationDb, withId } from '../migration-helpers.ts';

/**
 * Device linking: short-lived Wi-Fi pairing tokens. Only a hash of each token is kept; a token is
 * used once, by the first device that connects with it, and `used_at` is its compare-and-set claim.
 */
export function linkingMigration(db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      await withId(k.schema.createTable('pairing_tokens'), db.dialect)
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('cascade'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('device_id', 'integer', (c) => c.references('devices.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await k.schema.createIndex('pairing_tokens_user').on('pairing_tokens').columns(['user_id']).execute();
    },
  };
}
