import type { Migration } from 'kysely';
import type { Db } from '../database.ts';
import { type MigrationDb, withId } from '../migration-helpers.ts';

/**
 * Self-registration (docs/devices.md "Self-registration"): a serial number that logged in with its product's
 * credentials before anyone linked it. One row per serial; it goes when the serial becomes a device.
 */
export function deviceRegistrationsMigration(db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      await withId(k.schema.createTable('device_registrations'), db.dialect)
        .addColumn('serial_number', 'text', (c) => c.notNull().unique())
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('firmware_version', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('rssi', 'integer')
        .addColumn('online', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('first_seen', 'text', (c) => c.notNull())
        .addColumn('last_seen', 'text', (c) => c.notNull())
        .execute();
      await k.schema
        .createIndex('device_registrations_product')
        .on('device_registrations')
        .columns(['product_id', 'last_seen'])
        .execute();
    },
  };
}
