import { type Migration, sql } from 'kysely';
import type { Db } from '../database.ts';
import type { MigrationDb } from '../migration-helpers.ts';

/**
 * Products become data an administrator creates, publishes and retires (docs/devices.md "Products and thing
 * models"), with FastBee's settings (status, vertificateMethod, protocolCode), Linli's (which credentials a
 * device may present, self-registration, the OTA protocol), and thing-model versions: a published product's
 * changed model is a new version, and each device reports under the version it has.
 *
 * The product MQTT password was kept as a hash, which cannot check FastBee's `E&` passwords (AES with the
 * product secret as key) nor be shown to the administrator who flashes firmware: password and secret are now
 * kept encrypted (modules/products/secret-box.ts). A migration has no key, so the existing rows' columns stay
 * empty here and the server issues them fresh credentials on its next start (ProductsService.ensureCatalogue):
 * the old password exists nowhere but as its hash. Existing products were in use, so they are published.
 */
export function productsAsDataMigration(_db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      const columns: [string, 'integer' | 'text', number | string][] = [
        // The defaults are for the rows already there; the server writes every column of a new product.
        ['status', 'integer', 2],
        ['vertificate_method', 'integer', 3],
        ['credential_scope', 'text', 'both'],
        ['self_register', 'integer', 0],
        ['ota_protocol', 'text', 'linli'],
        ['protocol_code', 'text', 'JSON'],
        ['things_model_version', 'integer', 1],
      ];
      for (const [name, type, value] of columns) {
        await k.schema
          .alterTable('products')
          .addColumn(name, type, (c) => c.notNull().defaultTo(value))
          .execute();
      }
      await k.schema.alterTable('products').addColumn('mqtt_password_enc', 'text').execute();
      await k.schema.alterTable('products').addColumn('mqtt_secret_enc', 'text').execute();
      await k.schema.alterTable('products').addColumn('updated_at', 'text').execute();
      await k.schema.alterTable('products').dropColumn('mqtt_password_hash').execute();
      await sql`create unique index products_name_lower on products (lower(name))`.execute(k);
      await sql`create unique index products_name_en_lower on products (lower(name_en))`.execute(k);
      await k.schema
        .createIndex('products_mqtt_account')
        .unique()
        .on('products')
        .column('mqtt_account')
        .execute();

      await k.schema
        .createTable('product_things_model_versions')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('things_model', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_things_model_versions_pk', ['product_id', 'version'])
        .execute();
      await sql`insert into product_things_model_versions (product_id, version, things_model, created_at)
        select id, 1, things_model, created_at from products`.execute(k);

      await k.schema
        .alterTable('devices')
        .addColumn('things_model_version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    },
  };
}
