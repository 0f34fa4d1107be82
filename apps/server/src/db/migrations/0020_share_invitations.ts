import { type Migration, sql } from 'kysely';
import type { Db } from '../database.ts';
import type { MigrationDb } from '../migration-helpers.ts';

/**
 * A share takes effect only once its recipient accepts it (docs/product.md "Roles and sharing"): until then
 * (`accepted_at` null) it is an invitation and the recipient can neither use the device nor hear its alerts.
 * Shares made before are taken as accepted.
 */
export function shareInvitationsMigration(_db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      await k.schema.alterTable('device_shares').addColumn('accepted_at', 'text').execute();
      await sql`update device_shares set accepted_at = created_at`.execute(k);
    },
  };
}
