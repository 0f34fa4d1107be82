import type { Generated } from 'kysely';

/** The shares module's table (listed in db/schema.ts `Database`). */
export interface DeviceSharesTable {
  device_id: number;
  user_id: number;
  perms: Generated<string>;
  remark: Generated<string>;
  created_at: string;
  /** When the recipient accepted it (migration 0020); null: still an invitation, with no effect. */
  accepted_at: string | null;
}
