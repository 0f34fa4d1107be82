import type { Migration } from 'kysely';
import type { Db } from '../database.ts';
import type { MigrationDb } from '../migration-helpers.ts';

/**
 * Nobody can fake an alert on someone else's device: an alert keeps the name of the person whose scene raised
 * it, and whether it went to the device's people (`audience` 'device': the author owns the device) or to its
 * author alone ('author': a shared user's own reminder, which the owner and the other shared users never see).
 * The author's account is the alert's `user_id` either way.
 */
export function alertAuthorsMigration(_db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      await k.schema
        .alterTable('alert_logs')
        .addColumn('author_name', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await k.schema
        .alterTable('alert_logs')
        .addColumn('audience', 'text', (c) => c.notNull().defaultTo('device'))
        .execute();
    },
  };
}
