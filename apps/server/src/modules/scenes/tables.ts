import type { Generated } from 'kysely';

/** The scenes module's tables (migration 0005 and after; listed in db/schema.ts `Database`). */
export interface ScenesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  enable: number;
  cond: number;
  execute_mode: number;
  execute_delay: Generated<number>;
  silent_period: Generated<number>;
  remark: Generated<string>;
  triggers: string;
  actions: string;
  last_fired_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SceneRunsTable {
  id: Generated<number>;
  scene_id: number;
  cause: string;
  detail: string;
  conditions: string;
  actions: Generated<string>;
  status: string;
  fired_at: string;
  execute_at: string;
  finished_at: string | null;
  // migration 0012
  silenced: Generated<number>;
  last_silenced_at: string | null;
}
