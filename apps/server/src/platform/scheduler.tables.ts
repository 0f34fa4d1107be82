import type { Generated } from 'kysely';

/** The scheduler's job table (migration 0005; listed in db/schema.ts `Database`). */
export interface SchedulerJobsTable {
  id: Generated<number>;
  kind: string;
  ref_id: number;
  cron: string | null;
  payload: Generated<string>;
  next_run_at: string;
  last_run_at: string | null;
  created_at: string;
}
