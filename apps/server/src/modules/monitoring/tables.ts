import type { Generated } from 'kysely';

/** Row shape of migration 0008 for order control (listed in db/schema.ts `Database`). */
export interface OrderControlsTable {
  id: Generated<number>;
  device_id: number;
  user_id: number;
  /** Comma-joined identifiers (FastBee `selectOrder`). */
  select_order: string;
  start_time: string;
  end_time: string;
  count: number;
  created_at: string;
}
