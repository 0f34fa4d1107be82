import type { Generated } from 'kysely';

/** The timers module's table (migration 0005; listed in db/schema.ts `Database`). */
export interface DeviceTimersTable {
  id: Generated<number>;
  user_id: number;
  device_id: number;
  name: string;
  is_advance: Generated<number>;
  time: Generated<string>;
  weekdays: Generated<string>;
  cron: string;
  actions: string;
  status: Generated<number>;
  remark: Generated<string>;
  last_run_at: string | null;
  last_result: Generated<string>;
  created_at: string;
}
