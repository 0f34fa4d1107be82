import type { Migration } from 'kysely';
import type { Db } from '../database.ts';
import { type MigrationDb, withId } from '../migration-helpers.ts';

/**
 * The security audit log. No foreign key to users on purpose: the trail of a deleted account
 * (its logins, its deletion) must outlive the account.
 */
export function auditMigration(db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      await withId(k.schema.createTable('audit_logs'), db.dialect)
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'integer')
        .addColumn('actor_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('target', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await k.schema.createIndex('audit_logs_created').on('audit_logs').columns(['created_at']).execute();
      await k.schema.createIndex('audit_logs_actor').on('audit_logs').columns(['actor_id']).execute();
    },
  };
}
