import type { Migration } from 'kysely';
import type { Db } from '../database.ts';
import { type MigrationDb, withId } from '../migration-helpers.ts';

/**
 * Every text the centre sends for an alert, and every one the daily cap per recipient held back
 * (ALERT_SMS_DAILY_LIMIT): the cap is counted here, and the centre can see what it dropped. Only ids and the
 * outcome are kept: the message and the phone number live with the alert and the account.
 */
export function alertSmsMigration(db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      await withId(k.schema.createTable('alert_sms'), db.dialect)
        .addColumn('alert_id', 'integer', (c) => c.notNull().references('alert_logs.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await k.schema
        .createIndex('alert_sms_user_created')
        .on('alert_sms')
        .columns(['user_id', 'created_at'])
        .execute();
    },
  };
}
