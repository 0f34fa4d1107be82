import type { Migration } from 'kysely';
import type { Db } from '../database.ts';
import { type MigrationDb, withId } from '../migration-helpers.ts';

export function accountsMigration(db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      await withId(k.schema.createTable('users'), db.dialect)
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('nick_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('phonenumber', 'text', (c) => c.unique())
        .addColumn('sex', 'text', (c) => c.notNull().defaultTo('2'))
        .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('password_hash', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('0'))
        .addColumn('roles', 'text', (c) => c.notNull().defaultTo('member'))
        .addColumn('is_experience', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('login_ip', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('login_date', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await k.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await k.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await k.schema
        .createTable('captchas')
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('answer', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();

      await withId(k.schema.createTable('sms_codes'), db.dialect)
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('used_at', 'text')
        .execute();
      await k.schema.createIndex('sms_codes_phone').on('sms_codes').columns(['phone', 'sent_at']).execute();

      await withId(k.schema.createTable('sms_outbox'), db.dialect)
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('template', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await k.schema
        .createTable('rate_counters')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('window_start', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute();

      await withId(k.schema.createTable('user_identities'), db.dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('open_id', 'text', (c) => c.notNull())
        .addColumn('union_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('user_identities_open_id', ['provider', 'open_id'])
        .addUniqueConstraint('user_identities_user', ['provider', 'user_id'])
        .execute();

      await k.schema
        .createTable('pending_binds')
        .addColumn('bind_id', 'text', (c) => c.primaryKey())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('open_id', 'text', (c) => c.notNull())
        .addColumn('union_id', 'text')
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();

      await withId(k.schema.createTable('uploads'), db.dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('path', 'text', (c) => c.notNull().unique())
        .addColumn('original_name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
