import { type Migration, sql } from 'kysely';
import type { Db } from '../database.ts';
import type { MigrationDb } from '../migration-helpers.ts';

/**
 * Hearing a device's alerts became a share permission of its own, `alert` (docs/product.md "Roles and
 * sharing"). Every share made before heard them, so each one gets the permission and nobody stops being told.
 */
export function shareAlertPermissionMigration(_db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      await sql`update device_shares set perms = case when perms = '' then 'alert' else perms || ',alert' end`.execute(
        k,
      );
    },
  };
}
