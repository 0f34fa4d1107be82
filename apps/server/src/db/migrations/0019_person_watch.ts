import { type Migration, sql } from 'kysely';
import type { Db } from '../database.ts';
import type { MigrationDb } from '../migration-helpers.ts';

/**
 * Devices that watch over a person the centre serves, the social worker responsible for each person, and
 * who an alert was about (docs/alerts.md "Who is told"):
 * - `service_person_devices`: one device watches over at most one person;
 * - `service_persons.caseworker_id`: the file's responsible social worker, at first whoever created it;
 * - `alert_logs.person_id` and `person` (a JSON snapshot of the name and the phones to call at the time);
 * - `alert_contact_texts`: texts sent to emergency contacts, who have no account, counted by phone for the
 *   daily cap.
 */
export function personWatchMigration(_db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      await k.schema
        .createTable('service_person_devices')
        .addColumn('device_id', 'integer', (c) => c.primaryKey().references('devices.id').onDelete('cascade'))
        .addColumn('person_id', 'integer', (c) =>
          c.notNull().references('service_persons.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await k.schema
        .createIndex('service_person_devices_person')
        .on('service_person_devices')
        .column('person_id')
        .execute();

      await k.schema
        .alterTable('service_persons')
        .addColumn('caseworker_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await sql`update service_persons set caseworker_id = created_by
        where created_by in (select id from users)`.execute(k);

      await k.schema.alterTable('alert_logs').addColumn('person_id', 'integer').execute();
      await k.schema.alterTable('alert_logs').addColumn('person', 'text').execute();
      await k.schema
        .createIndex('alert_logs_person')
        .on('alert_logs')
        .columns(['person_id', 'status'])
        .execute();

      await k.schema
        .createTable('alert_contact_texts')
        .addColumn('alert_id', 'integer', (c) => c.notNull().references('alert_logs.id').onDelete('cascade'))
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await k.schema
        .createIndex('alert_contact_texts_phone')
        .on('alert_contact_texts')
        .columns(['phone', 'created_at'])
        .execute();
    },
  };
}
