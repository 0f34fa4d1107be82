import type { Migration } from 'kysely';
import type { Db } from '../database.ts';
import { type MigrationDb, withId } from '../migration-helpers.ts';

/** Products with thing models, devices, last values, logs, commands, device groups. */
export function devicesMigration(db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      await withId(k.schema.createTable('products'), db.dialect)
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('device_type', 'integer', (c) => c.notNull())
        .addColumn('network_method', 'integer', (c) => c.notNull())
        .addColumn('is_sub_device', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_authorize', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('mqtt_account', 'text', (c) => c.notNull())
        .addColumn('mqtt_password_hash', 'text', (c) => c.notNull())
        .addColumn('img_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('things_model', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(k.schema.createTable('product_auth_codes'), db.dialect)
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('serial_number', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('product_auth_codes_code', ['product_id', 'code'])
        .execute();

      await withId(k.schema.createTable('devices'), db.dialect)
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('serial_number', 'text', (c) => c.notNull().unique())
        .addColumn('device_name', 'text', (c) => c.notNull())
        .addColumn('gateway_id', 'integer', (c) => c.references('devices.id').onDelete('set null'))
        .addColumn('slave_id', 'integer')
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('is_shadow', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_simulate', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('location_way', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('longitude', 'double precision')
        .addColumn('latitude', 'double precision')
        .addColumn('network_address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('network_ip', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('rssi', 'integer')
        .addColumn('firmware_version', 'double precision', (c) => c.notNull().defaultTo(1))
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('active_time', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await k.schema.createIndex('devices_user').on('devices').columns(['user_id', 'id']).execute();
      await k.schema.createIndex('devices_gateway').on('devices').columns(['gateway_id']).execute();

      await k.schema
        .createTable('device_values')
        .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id').onDelete('cascade'))
        .addColumn('identifier', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('shadow', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('ts', 'text')
        .addPrimaryKeyConstraint('device_values_pk', ['device_id', 'identifier'])
        .execute();

      await withId(k.schema.createTable('device_logs'), db.dialect)
        .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id').onDelete('cascade'))
        .addColumn('log_type', 'integer', (c) => c.notNull())
        .addColumn('identifier', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await k.schema
        .createIndex('device_logs_device')
        .on('device_logs')
        .columns(['device_id', 'log_type', 'created_at'])
        .execute();

      await withId(k.schema.createTable('device_commands'), db.dialect)
        .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id').onDelete('cascade'))
        .addColumn('message_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('fun_type', 'integer', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('reply', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('replied_at', 'text')
        .execute();
      await k.schema
        .createIndex('device_commands_device')
        .on('device_commands')
        .columns(['device_id', 'status'])
        .execute();

      await withId(k.schema.createTable('device_groups'), db.dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await k.schema
        .createTable('device_group_members')
        .addColumn('group_id', 'integer', (c) =>
          c.notNull().references('device_groups.id').onDelete('cascade'),
        )
        .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('device_group_members_pk', ['group_id', 'device_id'])
        .execute();
    },
  };
}
