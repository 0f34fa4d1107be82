import type { Generated } from 'kysely';

/** Row shape of migration 0006 (listed in db/schema.ts `Database`). */
export interface PairingTokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  product_id: number | null;
  expires_at: string;
  used_at: string | null;
  device_id: number | null;
  created_at: string;
}
