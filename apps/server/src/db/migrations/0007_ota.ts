import type { Migration } from 'kysely';
import type { Db } from '../database.ts';
import { type MigrationDb, withId } from '../migration-helpers.ts';

/** OTA: firmware per product and one row per OTA upgrade task. */
export function otaMigration(db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      await withId(k.schema.createTable('firmware'), db.dialect)
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        // FastBee keeps versions as decimals (1.1, 2.05); stored as text so both dialects compare exactly.
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('file_path', 'text', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('byte_size', 'integer', (c) => c.notNull())
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('firmware_product_version', ['product_id', 'version'])
        .execute();

      await withId(k.schema.createTable('ota_tasks'), db.dialect)
        .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id').onDelete('cascade'))
        // A deleted firmware leaves its finished tasks as history.
        .addColumn('firmware_id', 'integer', (c) => c.references('firmware.id').onDelete('set null'))
        .addColumn('firmware_name', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer')
        .addColumn('from_version', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('steps', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await k.schema.createIndex('ota_tasks_device').on('ota_tasks').columns(['device_id', 'id']).execute();
    },
  };
}
