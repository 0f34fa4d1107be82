import type { Generated } from 'kysely';

/** Row shape of migration 0009 (listed in db/schema.ts `Database`). Append-only: nothing updates a row. */
export interface AuditLogsTable {
  id: Generated<number>;
  event: string;
  actor_id: number | null;
  actor_name: string;
  target: string;
  ip: string;
  /** JSON object of extra facts; never secrets. */
  detail: string;
  created_at: string;
}
