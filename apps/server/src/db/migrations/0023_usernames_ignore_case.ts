import { type Migration, sql } from 'kysely';
import type { Db } from '../database.ts';
import type { MigrationDb } from '../migration-helpers.ts';

/**
 * A username is one account whatever its case: `Alice` and `alice` could be registered beside each other and
 * one taken for the other (docs/product.md "Signing in and accounts"). Lookups compare lower(username); this
 * index makes it unique and keeps the lookup indexed.
 */
export function usernamesIgnoreCaseMigration(_db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      await sql`create unique index users_username_lower on users (lower(username))`.execute(k);
    },
  };
}
