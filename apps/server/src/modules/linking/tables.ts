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

/** A serial that registered itself and waits to be linked (migration 0025). */
export interface DeviceRegistrationsTable {
  id: Generated<number>;
  serial_number: string;
  product_id: number;
  firmware_version: Generated<string>;
  rssi: number | null;
  online: Generated<number>;
  first_seen: string;
  last_seen: string;
}
